/// Seed 001's coffee-shop tile: media on top, a "title3 bold" title (`typography.title3Emphasized`),
/// a footnote subtitle that wraps, and the green call to action, on a card with the tile radius
/// (`radius.tile`, 6 pt) and a soft one-point shadow. Everything is stacked, so at the largest
/// text sizes the text takes the tile's whole width and the title steps down as iOS titles do.
///
/// The seed's tile draws its shadow at opacity 0.2, radius 1, offset (0, 1): that is the
/// `elevation.low` token, so tiles and cards share one elevation scale. Sub-views are keyed
/// `tile.media`, `tile.title`, `tile.body` (the subtitle) and `tile.actions` (the button).
///
/// ```swift
/// Tile(title: "Breakfast made meatless",
///      subtitle: "Try the Impossible™ Breakfast Sandwich.",
///      action: "Order") {
///     TileIllustration(.coffee)
/// }
/// Tile(title: "Bonus stars", subtitle: "Earn 50 bonus stars today.", action: "Order", illustration: .star)
/// ```
public struct Tile<Media: View>: View {
    let title: String
    let subtitle: String
    let action: String
    let media: Media

    public init(title: String, subtitle: String, action: String = "Order", @ViewBuilder media: () -> Media) {
        self.title = title
        self.subtitle = subtitle
        self.action = action
        self.media = media()
    }

    public var body: some View {
        ContentCard(title: title, message: subtitle, style: .standard, typography: .tile, radius: .token(.radiusTile),
                    elevation: .low, media: media, actions: Button(action, style: .order, size: .small))
    }
}

extension Tile where Media == TileIllustration {
    /// A tile whose media is one of the drawn illustrations.
    public init(title: String, subtitle: String, action: String = "Order", illustration: TileIllustration.Motif) {
        self.title = title
        self.subtitle = subtitle
        self.action = action
        media = TileIllustration(illustration)
    }
}
