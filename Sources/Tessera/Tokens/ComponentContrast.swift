import TesseraTokens

/// The text and mark colors Tessera's components draw on which backgrounds: the design library's
/// own token names, so they live here rather than in the generic token module. `tessera tokens
/// check` verifies them in every theme, a brand layered over the defaults included.
extension ContrastRequirement {
    /// The pairs Tessera's components draw.
    public static let componentPairs: [ContrastRequirement] = {
        let pageBackgrounds = ["color.background.primary", "color.background.secondary", "color.surface.primary", "color.surface.secondary", "color.card.background"]
        var pairs: [ContrastRequirement] = []
        for background in pageBackgrounds {
            pairs.append(ContrastRequirement(foreground: "color.text.primary", background: background, minimum: ContrastRequirement.bodyText))
            pairs.append(ContrastRequirement(foreground: "color.text.secondary", background: background, minimum: ContrastRequirement.bodyText))
            pairs.append(ContrastRequirement(foreground: "color.text.link", background: background, minimum: ContrastRequirement.bodyText))
        }
        for status in ["success", "warning", "error", "info"] {
            pairs.append(ContrastRequirement(foreground: "color.status.\(status)", background: "color.background.primary", minimum: ContrastRequirement.largeText))
            pairs.append(ContrastRequirement(foreground: "color.status.\(status)", background: "color.card.background", minimum: ContrastRequirement.largeText))
            // Banners and badges: a subtle status surface carries primary text, its strong
            // text (titles, badge labels) and its mark (the status icon).
            let surface = "color.status.\(status)Subtle"
            pairs.append(ContrastRequirement(foreground: "color.text.primary", background: surface, minimum: ContrastRequirement.bodyText))
            pairs.append(ContrastRequirement(foreground: "color.status.\(status)Strong", background: surface, minimum: ContrastRequirement.bodyText))
            pairs.append(ContrastRequirement(foreground: "color.status.\(status)", background: surface, minimum: ContrastRequirement.largeText))
        }
        pairs += [
            ContrastRequirement(foreground: "color.text.onAccent", background: "color.accent.primary", minimum: ContrastRequirement.bodyText),
            ContrastRequirement(foreground: "color.text.onAction", background: "color.action.primary", minimum: ContrastRequirement.bodyText),
            ContrastRequirement(foreground: "color.text.primary", background: "color.accent.subtle", minimum: ContrastRequirement.bodyText),
            ContrastRequirement(foreground: "color.accent.primary", background: "color.accent.subtle", minimum: ContrastRequirement.largeText),
            // Seed 000: module text on its module background and on its cards.
            ContrastRequirement(foreground: "color.module.cobalt_500_white_0", background: "color.module.blush_100_600", minimum: ContrastRequirement.bodyText),
            ContrastRequirement(foreground: "color.module.cobalt_500_white_0", background: "color.module.blush_50_550", minimum: ContrastRequirement.bodyText),
            ContrastRequirement(foreground: "color.module.cobalt_500_white_0", background: "color.module.blush_200_700", minimum: ContrastRequirement.largeText),
            // The homepage module families: text on module and card backgrounds, marks on waves.
            ContrastRequirement(foreground: "color.module.cobalt_500_white_0", background: "color.module.cobalt_100_800", minimum: ContrastRequirement.bodyText),
            ContrastRequirement(foreground: "color.module.cobalt_500_white_0", background: "color.module.cobalt_50_700", minimum: ContrastRequirement.bodyText),
            ContrastRequirement(foreground: "color.module.green_700_white_0", background: "color.module.green_100_700", minimum: ContrastRequirement.bodyText),
            ContrastRequirement(foreground: "color.module.green_700_white_0", background: "color.module.green_50_600", minimum: ContrastRequirement.bodyText),
            ContrastRequirement(foreground: "color.module.cobalt_50_700", background: "color.module.cobalt_500_white_0", minimum: ContrastRequirement.bodyText),
            ContrastRequirement(foreground: "color.module.green_50_600", background: "color.module.green_700_white_0", minimum: ContrastRequirement.bodyText),
            ContrastRequirement(foreground: "color.module.blush_50_550", background: "color.module.cobalt_500_white_0", minimum: ContrastRequirement.bodyText),
            ContrastRequirement(foreground: "color.module.cobalt_500_white_0", background: "color.module.cobalt_200_900", minimum: ContrastRequirement.largeText),
            ContrastRequirement(foreground: "color.module.green_700_white_0", background: "color.module.green_200_800", minimum: ContrastRequirement.largeText),
        ]
        return pairs
    }()
}
