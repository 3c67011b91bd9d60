import Tessera

/// The module at the top of the homepage (seed 000's Hero): a full-bleed image panel with room
/// above it for the header (`heroTopPadding`), an S-curve border into the module's background
/// when the panel's color differs, then the content over the background decoration.
///
/// ```swift
/// HomepageHeroModuleView(style: .cobalt) {
///     SunIllustration(frame: 0)
/// } content: {
///     HomepageModuleCard(title: "Welcome to your plan", message: "…", style: HomepageModuleStyle.cobalt.cardStyle)
/// }
/// ```
public struct HomepageHeroModuleView<Hero: View, Content: View>: View {
    let style: HomepageModuleStyle
    let hero: Hero
    let content: Content

    public init(style: HomepageModuleStyle, @ViewBuilder hero: () -> Hero, @ViewBuilder content: () -> Content) {
        self.style = style
        self.hero = hero()
        self.content = content()
    }

    public var body: some View {
        let panel = style.heroImageStyle?.backgroundColor ?? style.backgroundColor
        VStack(spacing: .zero) {
            hero
                .key("module.hero")
                .padding(top: style.heroTopPadding ?? .xl, bottom: .m)
                .frame(maxWidth: .infinity)
                .background(panel)
            if panel != style.backgroundColor {
                SCurveBorder(top: panel, bottom: style.backgroundColor).key("module.border")
            }
            HomepageModuleBody(style: style, content: content)
        }
        .modifier(style.moduleSurface)
    }
}

extension HomepageHeroModuleView where Hero == Image {
    /// A hero from an image file (an @2x PNG, drawn at its natural size in points).
    public init(_ imagePath: String, style: HomepageModuleStyle, @ViewBuilder content: () -> Content) {
        self.style = style
        self.hero = Image(file: imagePath, scale: 2)
        self.content = content()
    }
}
