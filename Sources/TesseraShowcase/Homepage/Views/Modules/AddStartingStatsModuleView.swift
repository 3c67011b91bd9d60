import TesseraComponents

/// `addStartingStats`: asks for the weight and measurements progress is measured against
/// (seed 000's most basic module: a guardian illustration over one card).
public struct AddStartingStatsModuleView: HomepageModuleContent {
    public init() {}

    public func body(in placement: HomepageModulePlacement) -> some View {
        HomepageModuleContainer(placement) { side in
            StatsIllustration(style: placement.style, side: side)
        } content: {
            HomepageModuleCard(
                title: "Add your starting stats",
                message: "Record your weight and measurements today, so you can see how far you've come.",
                action: "Add stats", style: placement.style.cardStyle)
        }
    }
}
