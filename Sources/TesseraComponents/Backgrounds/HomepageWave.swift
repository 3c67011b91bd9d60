import Tessera

/// The S-curve wave of seed 000's homepage modules: the area below a smooth wave line that
/// rises to the frame's top and falls to its bottom, filled so it joins the color above the band
/// to the same color below it.
///
/// The wave tiles seamlessly at any width: it fits a whole number of periods into the frame
/// (each as close to `wavelength` as that allows) and starts and ends on a crest, so the first
/// and last columns match and two modules of the same width line up edge to edge. Each half
/// period is one cubic S-curve with horizontal tangents at crest and trough.
///
/// ```swift
/// HomepageWave().fill(.token(.moduleBlush_200_700)).frame(height: HomepageWave.bandHeight)
/// ```
public struct HomepageWave: Shape {
    /// The band height modules draw the wave at (points): deep enough to read as a wave behind
    /// a card, shallow enough not to compete with it.
    public static let bandHeight = 24.0

    /// The preferred period in points; the drawn period divides the frame's width exactly.
    public var wavelength: Double

    public init(wavelength: Double = 192) {
        self.wavelength = wavelength
    }

    /// How many whole periods fit `width`: at least one, and never a period far from `wavelength`.
    public func periods(in width: Double) -> Int {
        guard wavelength.isFinite, wavelength > 0, width.isFinite, width > 0 else { return 1 }
        return max(1, Int((width / wavelength).rounded()))
    }

    public func path(in rect: Rect) -> Path {
        var path = Path()
        guard rect.width > 0, rect.height > 0 else { return path }
        let count = periods(in: rect.width)
        let half = rect.width / Double(count) / 2
        path.move(to: Point(x: rect.minX, y: rect.maxY))
        path.line(to: Point(x: rect.minX, y: rect.minY))
        var x = rect.minX
        for index in 0..<(count * 2) {
            // Crest to trough on even halves, trough to crest on odd ones.
            let from = index.isMultiple(of: 2) ? rect.minY : rect.maxY
            let to = index.isMultiple(of: 2) ? rect.maxY : rect.minY
            let end = index == count * 2 - 1 ? rect.maxX : x + half
            path.curve(to: Point(x: end, y: to), control1: Point(x: x + half / 2, y: from),
                       control2: Point(x: x + half / 2, y: to))
            x = end
        }
        path.line(to: Point(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
