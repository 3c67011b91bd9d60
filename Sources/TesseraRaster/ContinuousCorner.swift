import TesseraGeometry

/// The iOS 7+ "continuous" rounded-rect corner, as measured from UIKit's
/// `UIBezierPath(roundedRect:cornerRadius:)` (PaintCode's published reconstruction). Coordinates
/// are in units of the radius: `a` along the incoming edge before the corner, `b` along the
/// outgoing edge; the curve starts `reach` radii before the corner and is symmetric.
enum ContinuousCorner {
    static let reach = 1.52866483

    static func add(to path: inout Path, _ at: (Double, Double) -> Point) {
        path.line(to: at(reach, 0))
        path.curve(to: at(0.66993427, 0.06549600), control1: at(1.08849323, 0), control2: at(0.86840689, 0))
        path.line(to: at(0.63149399, 0.07491100))
        path.curve(to: at(0.07491100, 0.63149399), control1: at(0.37282392, 0.16905899), control2: at(0.16905899, 0.37282392))
        path.line(to: at(0.06549600, 0.66993427))
        path.curve(to: at(0, reach), control1: at(0, 0.86840689), control2: at(0, 1.08849323))
    }
}
