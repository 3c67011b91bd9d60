/// One reward the star balance can buy: the stars it costs and what it is.
///
/// ```swift
/// RewardsTile(stars: 30, state: .expanded, levels: [RewardLevel(stars: 50, title: "Free refill")])
/// ```
public struct RewardLevel: Hashable, Sendable {
    public var stars: Int
    public var title: String

    public init(stars: Int, title: String) {
        self.stars = stars
        self.title = title
    }

    /// The coffee shop's reward ladder (seed 001's Rewards tile).
    public static let coffeeShop: [RewardLevel] = [
        RewardLevel(stars: 25, title: "Customize your drink"),
        RewardLevel(stars: 100, title: "Brewed hot or iced coffee or tea, bakery item, packaged snack and more"),
        RewardLevel(stars: 200, title: "Handcrafted drink, hot breakfast or parfait"),
        RewardLevel(stars: 300, title: "Salad, sandwich or protein box"),
        RewardLevel(stars: 400, title: "Select merchandise or at-home coffee"),
    ]
}
