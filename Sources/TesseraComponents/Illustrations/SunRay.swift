import Foundation
import Tessera

extension Path {
    /// One ray of a drawn sun: a spoke from `inner` to `outer` points out of `center` at `angle`
    /// (radians clockwise from straight up), `halfWidth` wide at its base and narrowing to
    /// `tipRatio` of that before a rounded tip. The sun and the setting sun share it so their rays
    /// keep one shape.
    mutating func addSunRay(center: Point, angle: Double, inner: Double, outer: Double, halfWidth: Double,
                            tipRatio: Double) {
        let direction = Point(x: sin(angle), y: -cos(angle))
        let across = Point(x: -direction.y, y: direction.x)
        let base = center + direction * inner, tip = center + direction * outer
        move(to: base + across * halfWidth)
        line(to: tip + across * (halfWidth * tipRatio))
        quadCurve(to: tip - across * (halfWidth * tipRatio), control: tip + direction * (halfWidth * 1.2))
        line(to: base - across * halfWidth)
        closeSubpath()
    }
}
