import TesseraComponents

/// `inspiration(.recipe(.general / .refuel))`: recipes for the day, or — soon after a
/// workout — the refuel recipes. One view serves both modules, as in seed 000.
public struct RecipeInspirationModuleView: HomepageModuleContent {
    /// How many recipes the card lists.
    static var shownCount: Int { 3 }

    let recipes: RecipeInspirationContent

    public init(recipes: RecipeInspirationContent) {
        self.recipes = recipes
    }

    public func body(in placement: HomepageModulePlacement) -> some View {
        let isRefuel = placement.module == .inspiration(.recipe(.refuel))
        let names = (isRefuel ? recipes.refuel : recipes.general).prefix(Self.shownCount)
        HomepageModuleContainer(placement, title: isRefuel ? "Refuel after your workout" : "Recipe inspiration") { side in
            BowlIllustration(style: placement.style, side: side)
        } content: {
            HomepageAgendaCard(
                title: isRefuel ? "Ready in 15 minutes" : "Cook something new",
                lines: names.map { HomepageAgendaCard.Line(time: nil, icon: .forkAndKnife, title: $0) },
                message: nil, action: "See recipes", style: placement.style.cardStyle)
        }
    }
}
