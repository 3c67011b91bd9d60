import Tessera

/// A gentle hill across the frame: the area below a curve that starts at the bottom corners and
/// peaks at the frame's top in the middle (the `curve` background style of seed 000).
///
/// ```swift
/// HomepageCurve().fill(.token(.moduleGreen_200_800)).frame(height: 40)
/// ```
public struct HomepageCurve: Shape {
    public init() {}

    public func path(in rect: Rect) -> Path {
        var path = Path()
        guard rect.width > 0, rect.height > 0 else { return path }
        path.move(to: Point(x: rect.minX, y: rect.maxY))
        // A quadratic's apex lies halfway to its control point, so the control sits one more
        // height above the top for the curve to touch the top edge.
        path.quadCurve(to: Point(x: rect.maxX, y: rect.maxY), control: Point(x: rect.midX, y: rect.minY - rect.height))
        path.closeSubpath()
        return path
    }
}
