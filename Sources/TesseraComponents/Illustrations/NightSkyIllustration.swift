import Foundation
import Tessera

/// A crescent moon among stars, for night heroes (the night twin of `SunIllustration`). Amber
/// only, so it reads on the night's cobalt sky in light and dark.
///
/// ```swift
/// NightSkyIllustration()            // 160 pt square
/// NightSkyIllustration(side: 72)
/// ```
public struct NightSkyIllustration: View {
    /// Stars as (x, y, size) in unit coordinates: a loose scatter around the moon.
    static let stars: [(Double, Double, Double)] = [
        (0.16, 0.22, 0.06), (0.82, 0.18, 0.08), (0.86, 0.62, 0.05), (0.2, 0.76, 0.045), (0.62, 0.88, 0.035),
    ]

    let side: Double

    public init(side: Double = 160) {
        self.side = side
    }

    public var body: some View {
        let glow = ColorValue.token(.moduleAmber_400_300)
        ZStack {
            Crescent().fill(glow).key("night.moon")
            DrawnLayer { path, unit in
                for (x, y, size) in Self.stars {
                    path.addSparkle(unit, x, y, radius: size)
                }
            }.fill(glow)
            // Fainter, farther stars: plain dots.
            DrawnLayer { path, unit in
                for (x, y) in [(0.34, 0.12), (0.9, 0.4), (0.08, 0.5), (0.44, 0.86), (0.74, 0.78)] {
                    path.addCircle(unit, x, y, radius: 0.014)
                }
            }.fill(glow).opacity(.opacityIllustrationHighlight)
        }
        .frame(width: side, height: side)
        .key("night")
    }
}

/// The moon's disc with a smaller disc cut out of its upper right, traced as two arcs between
/// the circles' crossings (the fill is nonzero, so the cut has to be in the outline).
private struct Crescent: Shape {
    func path(in rect: Rect) -> Path {
        let unit = UnitSquare(rect: rect)
        let moon = unit.point(0.48, 0.52), moonRadius = unit.length(0.26)
        let cut = unit.point(0.6, 0.42), cutRadius = unit.length(0.22)
        let between = cut - moon, distance = between.length
        // Where the circles cross: along the line of centers, then either side of it.
        let along = (moonRadius * moonRadius - cutRadius * cutRadius + distance * distance) / (2 * distance)
        let across = (moonRadius * moonRadius - along * along).squareRoot()
        let axis = between / distance, normal = Point(x: -axis.y, y: axis.x)
        let first = moon + axis * along + normal * across, second = moon + axis * along - normal * across
        var path = Path()
        path.move(to: first)
        // The lit rim: the long way round the moon, away from the cut.
        path.addArc(center: moon, radius: moonRadius, startAngle: angle(first - moon), endAngle: angle(second - moon),
                    clockwise: true)
        // The shadow's edge: back along the cut circle, the side that lies inside the moon.
        path.addArc(center: cut, radius: cutRadius, startAngle: angle(second - cut), endAngle: angle(first - cut),
                    clockwise: false)
        path.closeSubpath()
        return path
    }

    private func angle(_ vector: Point) -> Double { atan2(vector.y, vector.x) }
}

extension Path {
    /// A four-pointed star with concave sides, centered at unit coordinates.
    mutating func addSparkle(_ unit: UnitSquare, _ x: Double, _ y: Double, radius: Double) {
        let center = unit.point(x, y), r = unit.length(radius)
        let tips = [Point(x: 0, y: -r), Point(x: r, y: 0), Point(x: 0, y: r), Point(x: -r, y: 0)].map { center + $0 }
        move(to: tips[0])
        for index in 1...4 {
            quadCurve(to: tips[index % 4], control: center)
        }
        closeSubpath()
    }
}
