import TesseraComponents

extension HomepageModule {
    /// The module's look (seed 000's `style(isHero:)`): derived statically from the case, so
    /// the page can style its date header from the first module before any view is built.
    ///
    /// Colors alternate between families down a typical page (cobalt sky, blush, green) so the
    /// S-curve borders have something to join: the plan's own modules (welcome, progress) stand
    /// in the cobalt sky their sun belongs to, so "Your progress" does not repeat the green of
    /// the planner it usually follows. As the Hero, a module keeps its own colors but
    /// stands under the sky panel of the part of the day (`HomepageAppearance.skyColor`), which
    /// the date header shares, with a little room below the header; anywhere else it has no
    /// hero panel.
    public func style(isHero: Bool, timeOfDay: TimeOfDay = .day) -> HomepageModuleStyle {
        var style = baseStyle
        let sky = HomepageAppearance(timeOfDay: timeOfDay).skyColor
        style.heroImageStyle = isHero ? HomepageHeroImageStyle(backgroundColor: sky) : nil
        style.heroTopPadding = isHero ? .s : nil
        return style
    }

    private var baseStyle: HomepageModuleStyle {
        switch self {
        case .plan(.introduction), .plan(.details), .lives: .cobalt
        case .addStartingStats, .plan(.checkIn), .inspiration: .blush
        case .planner: .green
        }
    }
}
