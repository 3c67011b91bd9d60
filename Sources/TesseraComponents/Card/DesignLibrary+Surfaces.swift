/// The surfaces area's factories: cards, tiles, the home header and bars, in the design
/// library's style (`appearance.tile(...)`), each returning the same view as its plain type.
///
/// ```swift
/// let appearance = DesignLibrary()
/// VStack(spacing: .zero) {
///     appearance.header(greeting: "Good afternoon, Jonathan ☀️")
///     appearance.tile(title: "Bonus stars", subtitle: "Earn 50 bonus stars today.", illustration: .star)
///     appearance.rewardsTile(stars: 125, state: .expanded)
///     appearance.tabBar(selection: 0)
/// }
/// ```
extension DesignLibrary {
    // MARK: Cards

    /// A text card: headline title over a secondary body.
    public func card(title: String, message: String? = nil, style: CardBackgroundStyle = .standard)
        -> ContentCard<EmptyView, EmptyView> {
        ContentCard(title: title, message: message, style: style)
    }

    /// A card with a drawn media header.
    public func card(title: String, message: String? = nil, style: CardBackgroundStyle = .standard,
                     illustration: TileIllustration.Motif) -> ContentCard<TileIllustration, EmptyView> {
        ContentCard(title: title, message: message, style: style, typography: .card, radius: .card,
                    elevation: .card, media: TileIllustration(illustration, height: 120), actions: nil)
    }

    // MARK: Tiles

    /// Seed 001's coffee-shop tile with a drawn illustration and the green call to action.
    public func tile(title: String, subtitle: String, action: String = "Order",
                     illustration: TileIllustration.Motif) -> Tile<TileIllustration> {
        Tile(title: title, subtitle: subtitle, action: action, illustration: illustration)
    }

    /// Seed 001's Rewards tile, collapsed or expanded.
    public func rewardsTile(stars: Int, state: ExpansionState = .collapsed) -> RewardsTile {
        RewardsTile(stars: stars, state: state)
    }

    // MARK: Header and bars

    /// Seed 001's home header with its greeting and Inbox button.
    public func header(greeting: String, state: ExpansionState = .expanded) -> HomeHeader {
        HomeHeader(greeting: greeting, state: state)
    }

    public func navigationBar(title: String, leading: BarItem? = nil, trailing: [BarItem] = []) -> NavigationBar {
        NavigationBar(title: title, leading: leading, trailing: trailing)
    }

    /// The coffee shop's five tabs (or `items`) with one selected.
    public func tabBar(items: [TabBarItem] = TabBarItem.coffeeShop, selection: Int?) -> TabBar {
        TabBar(items: items, selection: selection)
    }
}
