/// What the coffee-shop home screen shows (seed 001), as plain values: the customer, their
/// star balance, the hour (for the greeting) and what the user has scrolled or expanded.
public struct CoffeeShopHome: Hashable, Sendable {
    public var customerName: String
    public var stars: Int
    /// 0...23 in the customer's time zone: picks the greeting.
    public var hour: Int
    /// Scrolled past the greeting: the header collapses to its button row.
    public var isScrolled: Bool
    /// The Rewards tile shows its reward levels.
    public var showsRewardLevels: Bool

    public init(customerName: String, stars: Int, hour: Int, isScrolled: Bool = false, showsRewardLevels: Bool = false) {
        self.customerName = customerName
        self.stars = stars
        self.hour = hour
        self.isScrolled = isScrolled
        self.showsRewardLevels = showsRewardLevels
    }

    /// "Good morning, Jonathan ☀️" (before noon), "Good afternoon, …" (to 6 pm), "Good evening, … 🌙".
    public var greeting: String {
        switch hour {
        case ..<12: "Good morning, \(customerName) ☀️"
        case 12..<18: "Good afternoon, \(customerName) ☀️"
        default: "Good evening, \(customerName) 🌙"
        }
    }
}
