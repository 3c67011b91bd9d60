import Foundation
import Tessera

/// A steaming bowl for recipe modules: a bowl in the module's ink, heaped with food in amber
/// and green and a halved egg, steam rising above. Food colors are the amber and success tokens, which keep
/// their contrast on every module background in light and dark.
///
/// ```swift
/// BowlIllustration(style: .blush)
/// BowlIllustration(style: .blush, side: 72)
/// ```
public struct BowlIllustration: View {
    let style: HomepageModuleStyle
    let side: Double

    public init(style: HomepageModuleStyle = .blush, side: Double = 160) {
        self.style = style
        self.side = side
    }

    public var body: some View {
        let ink = style.foregroundColor
        ZStack {
            Steam().stroke(ink, lineWidth: side * 0.03).opacity(.opacityIllustrationSecondary)
            // The food heaped above the rim; the bowl drawn over it cuts it off.
            DrawnLayer.circle(0.36, 0.56, radius: 0.13).fill(.token(.moduleAmber_400_300))
            DrawnLayer.circle(0.58, 0.52, radius: 0.14).fill(.token(.statusSuccess))
            // A halved egg: white and an amber yolk, light on every module color.
            DrawnLayer.circle(0.74, 0.54, radius: 0.09).fill(.token(.textOnAccent))
            DrawnLayer.circle(0.74, 0.54, radius: 0.04).fill(.token(.moduleAmber_400_300))
            // The bowl: a half disc under a rim, on a foot.
            DrawnLayer { path, unit in
                let center = unit.point(0.5, 0.6)
                let radius = unit.length(0.36)
                path.move(to: Point(x: center.x + radius, y: center.y))
                path.addArc(center: center, radius: radius, startAngle: 0, endAngle: Double.pi, clockwise: true)
                path.closeSubpath()
                path.addRoundedRect(unit, 0.1, 0.57, 0.8, 0.06, radius: 0.03)
                path.addRoundedRect(unit, 0.36, 0.9, 0.28, 0.05, radius: 0.025)
            }.fill(ink)
            // A band around the bowl in the card color, so the ink reads as a glazed bowl.
            DrawnLayer { path, unit in
                path.addRoundedRect(unit, 0.2, 0.7, 0.6, 0.035, radius: 0.0175)
            }.fill(style.cardStyle.background)
        }
        .frame(width: side, height: side)
        .key("bowl")
    }
}

/// Three wisps of steam: gentle S-curves rising from the food.
private struct Steam: Shape {
    func path(in rect: Rect) -> Path {
        let unit = UnitSquare(rect: rect)
        var path = Path()
        for x in [0.36, 0.5, 0.64] {
            path.move(to: unit.point(x, 0.36))
            path.quadCurve(to: unit.point(x, 0.24), control: unit.point(x - 0.05, 0.3))
            path.quadCurve(to: unit.point(x, 0.1), control: unit.point(x + 0.05, 0.17))
        }
        return path
    }
}
