import TesseraComponents

/// Seed 001's home screen from its state: the greeting header (collapsed once scrolled), the
/// tiles — Star balance (the Rewards tile), Bonus stars, Try these, Welcome back, Uplifting —
/// and the tab bar with Home selected.
///
/// The tab bar floats over the scroll content, as on iOS. Given the device's viewport height it
/// is pinned to that bottom edge and the tiles run under it, cut by the screen's edge; without
/// one the whole scroll content shows and the bar covers the room left for it below the last
/// tile. (The bar is a layer of its own, placed by the viewport height, because a flex column
/// cannot shrink below its content to make room for it.)
/// Tiles are keyed `coffee.tile.<index>`, the bar `coffee.tabBar`.
public struct CoffeeShopHomeScreen: View {
    /// Room below the last tile for the floating tab bar (its height at the default text size
    /// plus a margin), so the last tile can scroll clear of it.
    static var tabBarInset: Double { 72 }

    let state: CoffeeShopHome
    let viewportHeight: Double?

    public init(state: CoffeeShopHome, viewportHeight: Double? = nil) {
        self.state = state
        self.viewportHeight = viewportHeight
    }

    public var body: some View {
        ZStack(alignment: .top) {
            scrollContent
            VStack(spacing: .zero) {
                Spacer()
                TabBar(selection: 0).key("coffee.tabBar")
            }
            .frame(height: viewportHeight)
        }
        .background(.groupedBackground)
    }

    private var scrollContent: some View {
        VStack(spacing: .zero) {
            // Room above the greeting for the status bar, on the header's own background.
            HomeHeader(greeting: state.greeting, state: state.isScrolled ? .collapsed : .expanded)
                .key("coffee.header")
                .padding(top: .l)
                .background(.background)
            // Centers a column of readable width: a stretched item with a maximum width would
            // stick to the leading edge on an iPad.
            Flex(justifyContent: .center) {
                tiles
                    .frame(maxWidth: Self.readableWidth)
                    .flex(grow: 1, shrink: 1, basis: 0)
            }
            .padding(top: .s, leading: .screenMargin, bottom: .points(Self.tabBarInset), trailing: .screenMargin)
        }
    }

    private var tiles: some View {
        VStack(spacing: .m) {
            RewardsTile(stars: state.stars, state: state.showsRewardLevels ? .expanded : .collapsed)
                .key("coffee.tile.0")
            Tile(title: "Bonus stars", subtitle: "Earn 50 bonus stars when you order ahead before 11\u{00A0}am this week.",
                 action: "Order", illustration: .star)
                .key("coffee.tile.1")
            Tile(title: "Try these", subtitle: "Our new oat-milk cortado, smooth and just a little sweet.",
                 action: "Order", illustration: .coffee)
                .key("coffee.tile.2")
            Tile(title: "Welcome back", subtitle: "Your usual is one tap away: a grande flat white, extra hot.",
                 action: "Reorder", illustration: .coffee)
                .key("coffee.tile.3")
            Tile(title: "Uplifting", subtitle: "Send a gift card to someone who could use a lift today.",
                 action: "Send a gift", illustration: .gift)
                .key("coffee.tile.4")
        }
    }

    /// Tiles wider than this read poorly on an iPad; they center instead.
    static var readableWidth: Double { 560 }
}
