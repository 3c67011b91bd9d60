import Tessera

/// Fills its frame with a background style's color below the style's shaped top edge (wave,
/// hill or straight), leaving the band above the edge clear so the module's own background
/// shows through. Modules put it behind their lower part, where the card sits.
///
/// ```swift
/// card.background { HomepageModuleBackground(style: .wave(.token(.moduleBlush_200_700))) }
/// ```
public struct HomepageModuleBackground: View {
    let style: HomepageModuleBackgroundStyle

    public init(style: HomepageModuleBackgroundStyle) {
        self.style = style
    }

    public var body: some View {
        VStack(spacing: .zero) {
            switch style {
            case .wave(let color):
                HomepageWave().fill(color).frame(height: style.edgeHeight).key("module.background.edge")
            case .curve(let color, let height):
                HomepageCurve().fill(color).frame(height: height).key("module.background.edge")
            case .color:
                EmptyView()
            }
            Rectangle().fill(style.color)
        }
    }
}
