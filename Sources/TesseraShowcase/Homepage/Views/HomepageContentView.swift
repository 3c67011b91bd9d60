import TesseraComponents

extension HomepageView {
    /// The modules of the Today homepage, in the computed order (seed 000's `ContentView`):
    /// each module's view is looked up among the tagged items, the first is placed as the Hero,
    /// an S-curve border joins modules whose colors meet, and a footer closes a page of more
    /// than one module. Modules without a tagged view are left out.
    ///
    /// Module views are keyed `homepage.module.<module>` (e.g. `homepage.module.plan(introduction)`),
    /// borders `homepage.border.<index>` and the footer `homepage.footer`.
    public struct ContentView: View {
        let modules: [HomepageModule]
        let appearance: HomepageAppearance
        let items: [HomepageModule: HomepageItem]
        let footer: HomepageFooter

        public init(_ modules: [HomepageModule], appearance: HomepageAppearance = HomepageAppearance(timeOfDay: .day),
                    footer: HomepageFooter = HomepageFooter(), @HomepageBuilder content: () -> [HomepageItem]) {
            self.modules = modules
            self.appearance = appearance
            self.footer = footer
            // The last tag wins when two views claim a module, as a dictionary literal would.
            self.items = content().reduce(into: [:]) { items, item in
                for module in item.modules { items[module] = item }
            }
        }

        /// The modules that have a view, in display order: what is actually shown.
        public var shownModules: [HomepageModule] { modules.filter { items[$0] != nil } }

        public var body: some View {
            let shown = shownModules
            let placements = shown.enumerated().map { HomepagePlacement(module: $1, isHero: $0 == 0, appearance: appearance) }
            VStack(spacing: .zero) {
                for (index, placement) in placements.enumerated() {
                    if index > 0, placements[index - 1].bottomColor != placement.topColor {
                        SCurveBorder(top: placements[index - 1].bottomColor, bottom: placement.topColor)
                            .key("homepage.border.\(index)")
                    }
                    if let item = items[placement.module.module] {
                        item.make(placement.module).key("homepage.module.\(placement.module.module)")
                    }
                }
                if shown.count > 1, let last = placements.last {
                    if last.bottomColor != HomepageFooter.backgroundColor {
                        SCurveBorder(top: last.bottomColor, bottom: HomepageFooter.backgroundColor)
                    }
                    footer.key("homepage.footer")
                }
            }
            .frame(maxWidth: .infinity)
        }
    }
}

/// A placement with the colors its module shows at its top and bottom edges, which decide
/// whether an S-curve border is needed between two modules.
struct HomepagePlacement {
    let module: HomepageModulePlacement

    init(module: HomepageModule, isHero: Bool, appearance: HomepageAppearance) {
        self.module = HomepageModulePlacement(module: module, isHero: isHero, appearance: appearance)
    }

    /// The hero starts with its image panel; other modules with their background.
    var topColor: ColorValue {
        let style = module.style
        return module.isHero ? (style.heroImageStyle?.backgroundColor ?? style.backgroundColor) : style.backgroundColor
    }

    /// Modules end in their background decoration's color when they have one.
    var bottomColor: ColorValue { module.style.backgroundStyle?.color ?? module.style.backgroundColor }
}
