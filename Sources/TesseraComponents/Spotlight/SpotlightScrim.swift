import Tessera

/// The dimming of a spotlight: the whole frame except a rounded cut-out. The cut-out is drawn
/// as a contour winding against the frame's, so the non-zero fill leaves it clear.
struct SpotlightScrim: Shape {
    /// The cut-out in the frame's coordinates (nil: dim everything).
    let cutout: Rect?
    let cornerRadius: Double

    func path(in rect: Rect) -> Path {
        var path = Path.rect(rect)
        guard let cutout, cutout.width > 0, cutout.height > 0 else { return path }
        let hole = Rect(x: rect.minX + cutout.minX, y: rect.minY + cutout.minY, width: cutout.width, height: cutout.height)
        path.addPath(Self.anticlockwiseRoundedRect(hole, radius: min(max(cornerRadius, 0), min(hole.width, hole.height) / 2)))
        return path
    }

    /// A rounded rectangle traced top-left → bottom-left → bottom-right → top-right (against
    /// `Path.rect`'s direction), each corner a quarter-circle cubic.
    static func anticlockwiseRoundedRect(_ r: Rect, radius: Double) -> Path {
        let k = radius * 0.552_284_749_8
        var path = Path()
        path.move(to: Point(x: r.minX, y: r.minY + radius))
        path.line(to: Point(x: r.minX, y: r.maxY - radius))
        path.curve(to: Point(x: r.minX + radius, y: r.maxY), control1: Point(x: r.minX, y: r.maxY - radius + k),
                   control2: Point(x: r.minX + radius - k, y: r.maxY))
        path.line(to: Point(x: r.maxX - radius, y: r.maxY))
        path.curve(to: Point(x: r.maxX, y: r.maxY - radius), control1: Point(x: r.maxX - radius + k, y: r.maxY),
                   control2: Point(x: r.maxX, y: r.maxY - radius + k))
        path.line(to: Point(x: r.maxX, y: r.minY + radius))
        path.curve(to: Point(x: r.maxX - radius, y: r.minY), control1: Point(x: r.maxX, y: r.minY + radius - k),
                   control2: Point(x: r.maxX - radius + k, y: r.minY))
        path.line(to: Point(x: r.minX + radius, y: r.minY))
        path.curve(to: Point(x: r.minX, y: r.minY + radius), control1: Point(x: r.minX + radius - k, y: r.minY),
                   control2: Point(x: r.minX, y: r.minY + radius - k))
        path.closeSubpath()
        return path
    }
}
