import TesseraComponents

/// Seed 001's home screen from its state: the greeting header (collapsed once scrolled), the
/// tiles — Star balance (the Rewards tile), Bonus stars, Try these, Welcome back, Uplifting —
/// and the tab bar with Home selected.
///
/// Built as the app is: a column of header, `ScrollView` and tab bar. Rendered at a device's
/// size the scroll view takes what the header and the bar leave and clips the tiles, so the
/// bar sits on the bottom edge; rendered by width alone it is as long as its tiles, which
/// shows the whole scroll content with the bar after the last tile.
/// Tiles are keyed `coffee.tile.<index>`, the bar `coffee.tabBar`.
///
/// With `tileLayout: .grid` the tiles after the Rewards tile sit in a `LazyVGrid` of adaptive
/// columns at least 160 points wide: two on an iPhone, three in the iPad's readable column.
public struct CoffeeShopHomeScreen: View {
    /// How the tiles after the Rewards tile are laid out.
    public enum TileLayout: Sendable {
        /// One under another, as the seed's feed.
        case column
        /// In as many columns of at least 160 points as fit.
        case grid
    }

    let state: CoffeeShopHome
    let tileLayout: TileLayout

    /// The screen for `state`, its promotion tiles laid out by `tileLayout`.
    public init(state: CoffeeShopHome, tileLayout: TileLayout = .column) {
        self.state = state
        self.tileLayout = tileLayout
    }

    public var body: some View {
        VStack(spacing: .zero) {
            // Room above the greeting for the status bar, on the header's own background.
            HomeHeader(greeting: state.greeting, state: state.isScrolled ? .collapsed : .expanded)
                .key("coffee.header")
                .padding(top: .l)
                .background(.background)
            ScrollView {
                // Centers a column of readable width: a stretched item with a maximum width
                // would stick to the leading edge on an iPad.
                Flex(justifyContent: .center) {
                    tiles
                        .frame(maxWidth: Self.readableWidth)
                        .flex(grow: 1, shrink: 1, basis: 0)
                }
                .padding(top: .s, leading: .screenMargin, bottom: .l, trailing: .screenMargin)
            }
            .key("coffee.scroll")
            TabBar(selection: 0).key("coffee.tabBar")
        }
        .background(.groupedBackground)
    }

    private var tiles: some View {
        VStack(spacing: .m) {
            RewardsTile(stars: state.stars, state: state.showsRewardLevels ? .expanded : .collapsed)
                .key("coffee.tile.0")
            switch tileLayout {
            case .column: promotions
            case .grid:
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: .m, alignment: .top)], spacing: .m) { promotions }
            }
        }
    }

    /// The tiles after the Rewards tile (a list, so a column joins them as its own children).
    @ViewBuilder private var promotions: ViewList {
        Tile(title: "Bonus stars", subtitle: "Earn 50 bonus stars when you order ahead before 11\u{00A0}am this week.",
             action: "Order", illustration: .star)
            .key("coffee.tile.1")
        Tile(title: "Try these", subtitle: "Our new oat-milk cortado, smooth and just a little sweet.",
             action: "Order", illustration: .coffee)
            .key("coffee.tile.2")
        Tile(title: "Welcome back", subtitle: "Your usual is one tap away: a grande flat white, extra hot.",
             action: "Reorder", illustration: .coffee)
            .key("coffee.tile.3")
        Tile(title: "Uplifting", subtitle: "Send a gift card to someone who could use a lift.",
             action: "Send a gift", illustration: .gift)
            .key("coffee.tile.4")
    }

    /// Tiles wider than this read poorly on an iPad; they center instead.
    static var readableWidth: Double { 560 }
}
