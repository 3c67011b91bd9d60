import Tessera

/// A calendar with a check for check-in modules: a month page with its days, and an amber
/// badge with a check mark on the day the cycle closes. Drawn in the module's own colors so it
/// sits on any module in light and dark; the badge matches the stats illustration's.
///
/// ```swift
/// CalendarCheckIllustration(style: .blush)
/// CalendarCheckIllustration(style: .blush, side: 72)
/// ```
public struct CalendarCheckIllustration: View {
    let style: HomepageModuleStyle
    let side: Double

    public init(style: HomepageModuleStyle = .blush, side: Double = 160) {
        self.style = style
        self.side = side
    }

    public var body: some View {
        let ink = style.foregroundColor, page = style.cardStyle.background
        ZStack {
            DrawnLayer { path, unit in
                path.addRoundedRect(unit, 0.1, 0.16, 0.76, 0.7, radius: 0.08)
            }.fill(page)
            // The month band across the top and the binding rings above it.
            DrawnLayer { path, unit in
                path.addRoundedRect(unit.rect(0.1, 0.16, 0.76, 0.16),
                                    radii: CornerRadii(topLeading: unit.length(0.08), topTrailing: unit.length(0.08),
                                                       bottomTrailing: 0, bottomLeading: 0))
                for x in [0.3, 0.66] {
                    path.addRoundedRect(unit, x - 0.03, 0.08, 0.06, 0.14, radius: 0.03)
                }
            }.fill(ink)
            // The days: a grid of small squares, the last one left for the badge.
            DrawnLayer { path, unit in
                for row in 0..<3 {
                    for column in 0..<4 where !(row == 2 && column == 3) {
                        path.addRoundedRect(unit, 0.18 + Double(column) * 0.16, 0.4 + Double(row) * 0.14, 0.1, 0.09,
                                            radius: 0.02)
                    }
                }
            }.fill(ink).opacity(.opacityIllustrationFaded)
            DrawnLayer.circle(0.76, 0.78, radius: 0.17).fill(.token(.moduleAmber_400_300))
            CheckMark().stroke(page, lineWidth: side * 0.05)
        }
        .frame(width: side, height: side)
        .key("calendar")
    }
}

/// The badge's check mark, an open stroke.
private struct CheckMark: Shape {
    func path(in rect: Rect) -> Path {
        let unit = UnitSquare(rect: rect)
        var path = Path()
        path.move(to: unit.point(0.68, 0.78))
        path.line(to: unit.point(0.74, 0.84))
        path.line(to: unit.point(0.85, 0.72))
        return path
    }
}
