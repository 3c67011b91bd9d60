/// One destination in a tab bar: an icon and a short title.
///
/// ```swift
/// TabBar(items: [TabBarItem(title: "Home", icon: .house), TabBarItem(title: "Store", icon: .store)], selection: 0)
/// ```
public struct TabBarItem: Hashable, Sendable {
    public var title: String
    public var icon: TokenKey<Icon>

    public init(title: String, icon: TokenKey<Icon>) {
        self.title = title
        self.icon = icon
    }

    /// Seed 001's five tabs: Home, Scan, Order, Gift, Store.
    public static let coffeeShop: [TabBarItem] = [
        TabBarItem(title: "Home", icon: .house),
        TabBarItem(title: "Scan", icon: .scan),
        TabBarItem(title: "Order", icon: .cup),
        TabBarItem(title: "Gift", icon: .gift),
        TabBarItem(title: "Store", icon: .store),
    ]
}
