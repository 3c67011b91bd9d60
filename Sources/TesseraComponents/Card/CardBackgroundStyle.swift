/// The colors of a card: its ink and its fill (seed 000's `CardBackgroundStyle`).
///
/// A card on the plain page uses `.standard`; a card inside a colored homepage module takes
/// the module's own pair, so the card reads as part of the module in light and dark alike
/// (both colors are semantic tokens that the theme resolves).
///
/// ```swift
/// Card(style: .blush) { Text("Add your starting stats") }
/// Card(style: CardBackgroundStyle(foreground: .primary, background: .surfaceSecondary)) { … }
/// ```
public struct CardBackgroundStyle: Hashable, Sendable {
    /// Text and icons on the card.
    public var foreground: ColorValue
    /// The card's fill.
    public var background: ColorValue

    public init(foreground: ColorValue, background: ColorValue) {
        self.foreground = foreground
        self.background = background
    }

    /// A card on the page: primary text on the card background.
    public static let standard = CardBackgroundStyle(foreground: .primary, background: .card)

    /// A card inside a blush module (seed 000's "Add starting stats"): the module's ink on the
    /// lighter blush step.
    public static let blush = CardBackgroundStyle(
        foreground: .token(.moduleCobalt_500_white_0), background: .token(.moduleBlush_50_550))

    /// Secondary text on this card: the foreground, or the theme's secondary text on the
    /// standard card (module inks have no secondary step, so they keep their one ink).
    var secondaryForeground: ColorValue {
        self == .standard ? .secondary : foreground
    }
}
