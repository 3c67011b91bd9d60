import Foundation
import Tessera

/// The sun going down, for evening heroes (the evening twin of `SunIllustration`): the upper
/// half of the sun on the horizon with its rays fanned upward, a soft halo, and its reflection
/// breaking into shorter and shorter stripes below. Amber only, so it reads on the evening
/// blush sky and the night's cobalt in light and dark.
///
/// ```swift
/// SunsetIllustration()            // 160 pt square
/// SunsetIllustration(side: 72)
/// ```
public struct SunsetIllustration: View {
    let side: Double

    public init(side: Double = 160) {
        self.side = side
    }

    public var body: some View {
        let sun = ColorValue.token(.moduleAmber_400_300)
        ZStack {
            SetSun(radius: 0.4).fill(sun).opacity(.opacityIllustrationGlow)
            SetRays().fill(sun)
            SetSun(radius: 0.24).fill(sun).key("sunset.disc")
            // The reflection: stripes under the horizon, shorter as they come closer.
            DrawnLayer { path, unit in
                path.addRoundedRect(unit, 0.18, 0.68, 0.64, 0.04, radius: 0.02)
                path.addRoundedRect(unit, 0.3, 0.76, 0.4, 0.04, radius: 0.02)
                path.addRoundedRect(unit, 0.41, 0.84, 0.18, 0.04, radius: 0.02)
            }.fill(sun).opacity(.opacityIllustrationReflection)
        }
        .frame(width: side, height: side)
        .key("sunset")
    }
}

/// The horizon, in unit coordinates: where the sun's center sits.
private let horizon = (x: 0.5, y: 0.62)

/// The half of a disc above the horizon.
private struct SetSun: Shape {
    let radius: Double

    func path(in rect: Rect) -> Path {
        let unit = UnitSquare(rect: rect)
        let center = unit.point(horizon.x, horizon.y), r = unit.length(radius)
        var path = Path()
        path.move(to: Point(x: center.x - r, y: center.y))
        path.addArc(center: center, radius: r, startAngle: Double.pi, endAngle: 2 * Double.pi, clockwise: true)
        path.closeSubpath()
        return path
    }
}

/// Five tapered rays fanned over the upper half, from just outside the disc.
private struct SetRays: Shape {
    func path(in rect: Rect) -> Path {
        let unit = UnitSquare(rect: rect)
        let center = unit.point(horizon.x, horizon.y)
        let inner = unit.length(0.3), outer = unit.length(0.46), halfWidth = unit.length(0.03)
        var path = Path()
        for index in 0..<5 {
            // From 10 o'clock-ish to 2 o'clock-ish: angles measured from straight up.
            let angle = (Double(index) - 2) * Double.pi / 5.5
            path.addSunRay(center: center, angle: angle, inner: inner, outer: outer, halfWidth: halfWidth,
                           tipRatio: 0.5)
        }
        return path
    }
}
