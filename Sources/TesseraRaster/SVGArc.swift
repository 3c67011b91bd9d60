import TesseraGeometry

/// An SVG elliptical arc in endpoint form, converted to center form per SVG 2 appendix B.2.4
/// (with the out-of-range radius corrections), then appended as cubic Béziers.
struct SVGArc {
    var from: Point, to: Point, rx: Double, ry: Double, degrees: Double, largeArc: Bool, sweep: Bool

    func append(to path: inout Path) {
        var rx = abs(rx), ry = abs(ry)
        if from == to { return }
        if rx == 0 || ry == 0 {
            path.line(to: to)
            return
        }
        let phi = degrees * Double.pi / 180
        let cosP = cos(phi), sinP = sin(phi)
        let dx = (from.x - to.x) / 2, dy = (from.y - to.y) / 2
        let x1 = cosP * dx + sinP * dy, y1 = -sinP * dx + cosP * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s; ry *= s
        }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coef = (max(0, num) / den).squareRoot()
        if largeArc == sweep { coef = -coef }
        let cx1 = coef * rx * y1 / ry, cy1 = -coef * ry * x1 / rx
        let center = Point(x: cosP * cx1 - sinP * cy1 + (from.x + to.x) / 2,
                           y: sinP * cx1 + cosP * cy1 + (from.y + to.y) / 2)
        let start = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        let end = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
        var delta = end - start
        if sweep && delta < 0 { delta += 2 * Double.pi }
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        path.addEllipticalArc(center: center, rx: rx, ry: ry, rotation: phi, start: start, sweep: delta, connect: false)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
