import Tessera

/// A planner page for "today's plan" modules: a bound page with a heading and three rows of
/// the day, the first ticked off in amber. Drawn in the module's own colors so it sits on any
/// module in light and dark.
///
/// ```swift
/// PlannerIllustration(style: .green)
/// PlannerIllustration(style: .green, side: 72)
/// ```
public struct PlannerIllustration: View {
    static let rows = [0.4, 0.56, 0.72]

    let style: HomepageModuleStyle
    let side: Double

    public init(style: HomepageModuleStyle = .green, side: Double = 160) {
        self.style = style
        self.side = side
    }

    public var body: some View {
        let ink = style.foregroundColor
        ZStack {
            DrawnLayer { path, unit in
                path.addRoundedRect(unit, 0.16, 0.12, 0.68, 0.8, radius: 0.07)
            }.fill(style.cardStyle.background)
            // The binding rings, standing above the page's top edge, and the page heading.
            DrawnLayer { path, unit in
                for x in [0.3, 0.5, 0.7] {
                    path.addRoundedRect(unit, x - 0.025, 0.06, 0.05, 0.12, radius: 0.025)
                }
                path.addRoundedRect(unit, 0.26, 0.24, 0.32, 0.055, radius: 0.0275)
            }.fill(ink)
            // The rows: a marker and a line of text each; the first done, the rest to come.
            DrawnLayer { path, unit in
                for y in Self.rows.dropFirst() {
                    path.addCircle(unit, 0.3, y, radius: 0.045)
                    path.addRoundedRect(unit, 0.39, y - 0.025, 0.34, 0.05, radius: 0.025)
                }
            }.fill(ink).opacity(.opacityIllustrationSecondary)
            DrawnLayer.circle(0.3, Self.rows[0], radius: 0.055).fill(.token(.moduleAmber_400_300))
            DrawnLayer { path, unit in
                path.addRoundedRect(unit, 0.39, Self.rows[0] - 0.025, 0.4, 0.05, radius: 0.025)
            }.fill(ink)
        }
        .frame(width: side, height: side)
        .key("planner")
    }
}
