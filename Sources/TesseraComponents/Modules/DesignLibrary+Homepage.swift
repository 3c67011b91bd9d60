import Tessera

/// The homepage modules as design-library factories: a module whose content is the usual card
/// (title, message, call to action) in one call, in the module's own colors.
///
/// ```swift
/// let appearance = DesignLibrary()
/// VStack(spacing: .zero) {
///     appearance.heroModule(style: .cobalt, title: "Welcome to your plan", message: "…", action: "Get started") {
///         SunIllustration()
///     }
///     appearance.guardianModule(style: .blush, title: "Add your starting stats", message: "…", action: "Add stats") {
///         StatsIllustration()
///     }
/// }
/// ```
extension DesignLibrary {
    public func moduleCard(title: String, message: String? = nil, action: String? = nil,
                           style: HomepageModuleStyle) -> HomepageModuleCard {
        HomepageModuleCard(title: title, message: message, action: action, style: style.cardStyle)
    }

    public func heroModule<Hero: View>(style: HomepageModuleStyle, title: String, message: String? = nil, action: String? = nil,
                                       @ViewBuilder hero: () -> Hero) -> some View {
        HomepageHeroModuleView(style: style, hero: hero) { moduleCard(title: title, message: message, action: action, style: style) }
    }

    public func guardianModule<Guardian: View>(style: HomepageModuleStyle, title: String, message: String? = nil,
                                               action: String? = nil, @ViewBuilder guardian: () -> Guardian) -> some View {
        HomepageGuardianModuleView(style: style, guardian: guardian) {
            moduleCard(title: title, message: message, action: action, style: style)
        }
    }

    /// A champion module: `title` leads the module; the card holds `cardTitle` and the message.
    public func championModule<Champion: View>(style: HomepageModuleStyle, title: String, cardTitle: String,
                                               message: String? = nil, action: String? = nil,
                                               @ViewBuilder champion: () -> Champion) -> some View {
        HomepageChampionModuleView(title: title, style: style, champion: champion) {
            moduleCard(title: cardTitle, message: message, action: action, style: style)
        }
    }
}
