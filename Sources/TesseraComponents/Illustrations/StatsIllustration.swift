import Tessera

/// A check-in clipboard for "add your starting stats" modules (seed 000's guardian image, drawn
/// with shapes instead of a photo): a card with a chart of rising bars and a check badge, in the
/// module's own colors so it sits on any module in light and dark.
///
/// ```swift
/// StatsIllustration(style: .blush)
/// StatsIllustration(style: .green, side: 120)
/// ```
public struct StatsIllustration: View {
    let style: HomepageModuleStyle
    let side: Double

    public init(style: HomepageModuleStyle = .blush, side: Double = 160) {
        self.style = style
        self.side = side
    }

    public var body: some View {
        let card = style.cardStyle
        let ink = style.foregroundColor
        let bar = side * 0.12
        ZStack(alignment: .topTrailing) {
            VStack(alignment: .leading, spacing: .points(side * 0.06)) {
                Capsule().fill(ink).frame(width: side * 0.4, height: side * 0.05)
                Capsule().fill(ink).opacity(.opacityIllustrationSecondary).frame(width: side * 0.28, height: side * 0.05)
                HStack(alignment: .bottom, spacing: .points(side * 0.06)) {
                    ChartBars(heights: [0.22, 0.34, 0.28, 0.46], side: side, width: bar, color: ink)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(.points(side * 0.1))
            .frame(width: side * 0.78, height: side * 0.86, alignment: .topLeading)
            .background(card.background, in: RoundedRectangle(cornerRadius: side * 0.08))
            .padding(top: .points(side * 0.1), trailing: .points(side * 0.14))
            Image(icon: .check)
                .foregroundColor(card.background)
                .frame(width: side * 0.18, height: side * 0.18)
                .padding(.points(side * 0.06))
                .background(.token(.moduleAmber_400_300), in: Circle())
                .key("stats.badge")
        }
        .frame(width: side, height: side)
        .key("stats")
    }
}

/// The chart's bars, bottom-aligned, each a fraction of the illustration's side tall.
private struct ChartBars: View {
    let heights: [Double]
    let side: Double
    let width: Double
    let color: ColorValue

    var body: some View {
        for height in heights {
            RoundedRectangle(cornerRadius: width * 0.3).fill(color).frame(width: width, height: side * height)
        }
    }
}
