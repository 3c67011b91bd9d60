/// A foreground/background pair of semantic colors that components draw together, and the WCAG
/// 2 contrast it must reach: 4.5:1 for body text, 3:1 for large text and for icons and other
/// non-text marks. `tessera tokens check` and the tests verify every pair in every theme.
public struct ContrastRequirement: Hashable, Sendable {
    public var foreground: String
    public var background: String
    public var minimum: Double

    public init(foreground: String, background: String, minimum: Double) {
        self.foreground = foreground
        self.background = background
        self.minimum = minimum
    }

    public static let bodyText = 4.5
    public static let largeText = 3.0

    /// The pairs the component library uses.
    public static let componentPairs: [ContrastRequirement] = {
        let pageBackgrounds = ["color.background.primary", "color.background.secondary", "color.surface.primary", "color.surface.secondary", "color.card.background"]
        var pairs: [ContrastRequirement] = []
        for background in pageBackgrounds {
            pairs.append(ContrastRequirement(foreground: "color.text.primary", background: background, minimum: bodyText))
            pairs.append(ContrastRequirement(foreground: "color.text.secondary", background: background, minimum: bodyText))
            pairs.append(ContrastRequirement(foreground: "color.text.link", background: background, minimum: bodyText))
        }
        for status in ["success", "warning", "error", "info"] {
            pairs.append(ContrastRequirement(foreground: "color.status.\(status)", background: "color.background.primary", minimum: largeText))
            pairs.append(ContrastRequirement(foreground: "color.status.\(status)", background: "color.card.background", minimum: largeText))
            // Banners and badges: a subtle status surface carries primary text, its strong
            // text (titles, badge labels) and its mark (the status icon).
            let surface = "color.status.\(status)Subtle"
            pairs.append(ContrastRequirement(foreground: "color.text.primary", background: surface, minimum: bodyText))
            pairs.append(ContrastRequirement(foreground: "color.status.\(status)Strong", background: surface, minimum: bodyText))
            pairs.append(ContrastRequirement(foreground: "color.status.\(status)", background: surface, minimum: largeText))
        }
        pairs += [
            ContrastRequirement(foreground: "color.text.onAccent", background: "color.accent.primary", minimum: bodyText),
            ContrastRequirement(foreground: "color.text.onAction", background: "color.action.primary", minimum: bodyText),
            ContrastRequirement(foreground: "color.text.primary", background: "color.accent.subtle", minimum: bodyText),
            ContrastRequirement(foreground: "color.accent.primary", background: "color.accent.subtle", minimum: largeText),
            // Seed 000: module text on its module background and on its cards.
            ContrastRequirement(foreground: "color.module.cobalt_500_white_0", background: "color.module.blush_100_600", minimum: bodyText),
            ContrastRequirement(foreground: "color.module.cobalt_500_white_0", background: "color.module.blush_50_550", minimum: bodyText),
            ContrastRequirement(foreground: "color.module.cobalt_500_white_0", background: "color.module.blush_200_700", minimum: largeText),
            // The homepage module families: text on module and card backgrounds, marks on waves.
            ContrastRequirement(foreground: "color.module.cobalt_500_white_0", background: "color.module.cobalt_100_800", minimum: bodyText),
            ContrastRequirement(foreground: "color.module.cobalt_500_white_0", background: "color.module.cobalt_50_700", minimum: bodyText),
            ContrastRequirement(foreground: "color.module.green_700_white_0", background: "color.module.green_100_700", minimum: bodyText),
            ContrastRequirement(foreground: "color.module.green_700_white_0", background: "color.module.green_50_600", minimum: bodyText),
            ContrastRequirement(foreground: "color.module.cobalt_50_700", background: "color.module.cobalt_500_white_0", minimum: bodyText),
            ContrastRequirement(foreground: "color.module.green_50_600", background: "color.module.green_700_white_0", minimum: bodyText),
            ContrastRequirement(foreground: "color.module.blush_50_550", background: "color.module.cobalt_500_white_0", minimum: bodyText),
            ContrastRequirement(foreground: "color.module.cobalt_500_white_0", background: "color.module.cobalt_200_900", minimum: largeText),
            ContrastRequirement(foreground: "color.module.green_700_white_0", background: "color.module.green_200_800", minimum: largeText),
        ]
        return pairs
    }()
}
