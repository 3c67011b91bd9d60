import TesseraComponents

/// Puts a module's illustration and content into the container its placement calls for: the
/// Hero when it leads the page, otherwise a Champion when the module has a title (the title
/// beside a small illustration) or a Guardian (the illustration standing above the content).
/// Every module goes through here, so none has to know where it landed.
struct HomepageModuleContainer<Illustration: View, Content: View>: View {
    /// Illustration sides in points: the hero's and guardian's large drawing, a champion's small one.
    static var largeSide: Double { 160 }
    static var smallSide: Double { 72 }

    let placement: HomepageModulePlacement
    let title: String?
    let illustration: (Double) -> Illustration
    let content: Content

    init(_ placement: HomepageModulePlacement, title: String? = nil,
         @ViewBuilder illustration: @escaping (Double) -> Illustration, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.title = title
        self.illustration = illustration
        self.content = content()
    }

    var body: some View {
        let style = placement.style
        if placement.isHero {
            HomepageHeroModuleView(style: style) {
                illustration(Self.largeSide)
            } content: {
                if let title { Text(title).font(.title2).key("module.title") }
                content
            }
        } else if let title {
            HomepageChampionModuleView(title: title, style: style) {
                illustration(Self.smallSide)
            } content: {
                content
            }
        } else {
            HomepageGuardianModuleView(style: style) {
                illustration(Self.largeSide)
            } content: {
                content
            }
        }
    }
}
