import Tessera

/// A homepage module guarded by an illustration (seed 000's Guardian): the illustration stands
/// centered on the module's background decoration, the content (a card) sits below it.
///
/// ```swift
/// HomepageGuardianModuleView(style: .blush) {
///     StatsIllustration()
/// } content: {
///     HomepageModuleCard(title: "Add your starting stats", message: "…", action: "Add stats", style: HomepageModuleStyle.blush.cardStyle)
/// }
/// HomepageGuardianModuleView("Images/joe-check-in-stats@2x.png", style: .blush) { card }
/// ```
public struct HomepageGuardianModuleView<Guardian: View, Content: View>: View {
    let style: HomepageModuleStyle
    let guardian: Guardian
    let content: Content

    public init(style: HomepageModuleStyle, @ViewBuilder guardian: () -> Guardian, @ViewBuilder content: () -> Content) {
        self.style = style
        self.guardian = guardian()
        self.content = content()
    }

    public var body: some View {
        VStack(spacing: .zero) {
            guardian
                .key("module.guardian")
                .padding(.top, .l)
            HomepageModuleBody(style: style, content: content)
        }
        .modifier(style.moduleSurface)
    }
}

extension HomepageGuardianModuleView where Guardian == Image {
    /// A guardian from an image file (an @2x PNG, drawn at its natural size in points).
    public init(_ imagePath: String, style: HomepageModuleStyle, @ViewBuilder content: () -> Content) {
        self.style = style
        self.guardian = Image(file: imagePath, scale: 2)
        self.content = content()
    }
}
