import Tessera

/// Everything that makes a homepage module look like itself (seed 000): its ink and background,
/// the decoration behind its card, its card's colors, and — when it is the hero at the top of the
/// page — the hero image panel and the room above it.
///
/// Modules declare one style and hand it to a container (`HomepageHeroModuleView`,
/// `HomepageGuardianModuleView`, `HomepageChampionModuleView`), so every module shares one set of
/// paddings and one way of drawing backgrounds. All colors are semantic tokens, so each style
/// works in light and dark.
///
/// ```swift
/// static let style = HomepageModuleStyle(
///     foregroundColor: .token(.moduleCobalt_500_white_0),
///     backgroundColor: .token(.moduleBlush_100_600),
///     backgroundStyle: .wave(.token(.moduleBlush_200_700)),
///     cardBackgroundStyle: .blush)
/// ```
public struct HomepageModuleStyle: Hashable, Sendable {
    public var foregroundColor: ColorValue
    public var backgroundColor: ColorValue
    public var backgroundStyle: HomepageModuleBackgroundStyle?
    /// The colors of cards inside the module (nil: the module's own ink on its background).
    public var cardBackgroundStyle: CardBackgroundStyle?
    /// The hero's image panel (nil: the panel takes the module's background).
    public var heroImageStyle: HomepageHeroImageStyle?
    /// Room above the hero image, e.g. under a header (nil: `space.8`).
    public var heroTopPadding: LengthValue?

    public init(foregroundColor: ColorValue, backgroundColor: ColorValue, backgroundStyle: HomepageModuleBackgroundStyle? = nil,
                cardBackgroundStyle: CardBackgroundStyle? = nil, heroImageStyle: HomepageHeroImageStyle? = nil,
                heroTopPadding: LengthValue? = nil) {
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.backgroundStyle = backgroundStyle
        self.cardBackgroundStyle = cardBackgroundStyle
        self.heroImageStyle = heroImageStyle
        self.heroTopPadding = heroTopPadding
    }

    /// What every module container ends with: the full width, the module's ink and background,
    /// and the `module` key, so the Hero, Guardian and Champion containers cannot drift apart.
    public var moduleSurface: Modifier {
        .frame(maxWidth: .infinity) <> .foregroundColor(foregroundColor) <> .background(backgroundColor) <> .key("module")
    }

    /// The card colors cards in this module use.
    public var cardStyle: CardBackgroundStyle {
        cardBackgroundStyle ?? CardBackgroundStyle(foreground: foregroundColor, background: backgroundColor)
    }

    /// Seed 000's "Add starting stats" module: cobalt ink on blush, a blush wave.
    public static let blush = HomepageModuleStyle(
        foregroundColor: .token(.moduleCobalt_500_white_0), backgroundColor: .token(.moduleBlush_100_600),
        backgroundStyle: .wave(.token(.moduleBlush_200_700)),
        cardBackgroundStyle: CardBackgroundStyle(foreground: .token(.moduleCobalt_500_white_0), background: .token(.moduleBlush_50_550)))

    /// A cobalt sky with a hill: the hero at the top of the page (the sun rises over it).
    public static let cobalt = HomepageModuleStyle(
        foregroundColor: .token(.moduleCobalt_500_white_0), backgroundColor: .token(.moduleCobalt_100_800),
        backgroundStyle: .curve(.token(.moduleCobalt_200_900), 40),
        cardBackgroundStyle: CardBackgroundStyle(foreground: .token(.moduleCobalt_500_white_0), background: .token(.moduleCobalt_50_700)),
        heroImageStyle: HomepageHeroImageStyle(backgroundColor: .token(.moduleCobalt_100_800)))

    /// Green ink on green, a green wave: plans, meals and other "on track" modules.
    public static let green = HomepageModuleStyle(
        foregroundColor: .token(.moduleGreen_700_white_0), backgroundColor: .token(.moduleGreen_100_700),
        backgroundStyle: .wave(.token(.moduleGreen_200_800)),
        cardBackgroundStyle: CardBackgroundStyle(foreground: .token(.moduleGreen_700_white_0), background: .token(.moduleGreen_50_600)))
}

/// The hero module's image panel (seed 000's `HomepageHeroImageStyle`).
///
/// ```swift
/// HomepageModuleStyle(foregroundColor: .token(.moduleCobalt_500_white_0), backgroundColor: .token(.moduleBlush_100_600),
///                     heroImageStyle: HomepageHeroImageStyle(backgroundColor: .token(.moduleCobalt_100_800)))
/// ```
public struct HomepageHeroImageStyle: Hashable, Sendable {
    public var backgroundColor: ColorValue

    public init(backgroundColor: ColorValue) {
        self.backgroundColor = backgroundColor
    }
}
