import Foundation
import Tessera

/// A live broadcast for "live workout" modules (drawn with shapes, no stock image): a screen
/// on a stand playing a workout, a red "live" tag in its corner and a broadcast pulse above
/// it. Ink and screen take the module's colors, so it sits on any module in light and dark;
/// the tag uses the error red every app reads as "on air".
///
/// ```swift
/// LiveIllustration(style: .cobalt)
/// LiveIllustration(style: .cobalt, side: 72)
/// ```
public struct LiveIllustration: View {
    let style: HomepageModuleStyle
    let side: Double

    public init(style: HomepageModuleStyle = .cobalt, side: Double = 160) {
        self.style = style
        self.side = side
    }

    public var body: some View {
        let ink = style.foregroundColor, screen = style.cardStyle.background
        let live = ColorValue.token(.statusError)
        ZStack {
            // The set: a frame in ink, the stand and its foot.
            DrawnLayer { path, unit in
                path.addRoundedRect(unit, 0.06, 0.3, 0.72, 0.5, radius: 0.08)
                path.addRoundedRect(unit, 0.36, 0.78, 0.12, 0.08, radius: 0)
                path.addRoundedRect(unit, 0.24, 0.85, 0.36, 0.05, radius: 0.025)
            }.fill(ink)
            DrawnLayer { path, unit in
                path.addRoundedRect(unit, 0.1, 0.34, 0.64, 0.42, radius: 0.05)
            }.fill(screen)
            // The workout playing: a play mark in the middle of the screen.
            DrawnLayer { path, unit in
                path.move(to: unit.point(0.37, 0.45))
                path.line(to: unit.point(0.53, 0.55))
                path.line(to: unit.point(0.37, 0.65))
                path.closeSubpath()
            }.fill(ink)
            // The "live" tag: a red pill with a white dot and a line of "text".
            DrawnLayer { path, unit in
                path.addRoundedRect(unit, 0.14, 0.38, 0.2, 0.08, radius: 0.04)
            }.fill(live)
            DrawnLayer { path, unit in
                path.addCircle(unit, 0.18, 0.42, radius: 0.016)
                path.addRoundedRect(unit, 0.21, 0.41, 0.09, 0.02, radius: 0.01)
            }.fill(.token(.textOnAccent))
            // The broadcast pulse: a red dot with two waves either side.
            DrawnLayer.circle(0.8, 0.17, radius: 0.04).fill(live)
            BroadcastWaves(center: (0.8, 0.17), radii: [0.09, 0.15]).stroke(live, lineWidth: side * 0.032)
        }
        .frame(width: side, height: side)
        .key("live")
    }
}

/// Arcs either side of a point, ((( • ))): open strokes, so they are their own shape.
private struct BroadcastWaves: Shape {
    let center: (x: Double, y: Double)
    let radii: [Double]

    func path(in rect: Rect) -> Path {
        let unit = UnitSquare(rect: rect)
        let origin = unit.point(center.x, center.y)
        var path = Path()
        for radius in radii {
            for middle in [0.0, Double.pi] {
                let start = middle - Double.pi / 4
                let r = unit.length(radius)
                path.move(to: Point(x: origin.x + r * cos(start), y: origin.y + r * sin(start)))
                path.addArc(center: origin, radius: r, startAngle: start, endAngle: middle + Double.pi / 4, clockwise: true)
            }
        }
        return path
    }
}
