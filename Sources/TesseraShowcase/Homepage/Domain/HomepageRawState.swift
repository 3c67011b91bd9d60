/// Every input of the Today homepage condensed into one value (seed 000): a set of flags from
/// which the list of modules is derived by a pure function (`modules`).
///
/// The seed's eight flags plus the ones its rules need: the check-in window, plan details for
/// returning users, and the planner's "workouts but no meals" state.
public struct HomepageRawState: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// First cycle and the welcome module not yet seen: the user is new ("first usage").
    public static let planIntroduction = HomepageRawState(rawValue: 1 << 0)
    public static let addStartingStats = HomepageRawState(rawValue: 1 << 1)
    public static let livesNow = HomepageRawState(rawValue: 1 << 2)
    public static let livesToday = HomepageRawState(rawValue: 1 << 3)
    public static let livesUpcoming = HomepageRawState(rawValue: 1 << 4)
    /// Today has at least one workout and at least one meal planned.
    public static let plannerComplete = HomepageRawState(rawValue: 1 << 5)
    public static let generalRecipeInspiration = HomepageRawState(rawValue: 1 << 6)
    public static let refuelRecipeInspiration = HomepageRawState(rawValue: 1 << 7)
    /// The plan's check-in window is open (the last days of a cycle).
    public static let checkInWindowOpen = HomepageRawState(rawValue: 1 << 8)
    /// The user is past the welcome: show plan progress instead.
    public static let planDetails = HomepageRawState(rawValue: 1 << 9)
    /// Today has workouts planned but no meals.
    public static let plannerNoMeals = HomepageRawState(rawValue: 1 << 10)

    /// Every flag with its name, in declaration order: for descriptions and exhaustive tests.
    public static let allFlags: [(name: String, flag: HomepageRawState)] = [
        ("planIntroduction", .planIntroduction), ("addStartingStats", .addStartingStats),
        ("livesNow", .livesNow), ("livesToday", .livesToday), ("livesUpcoming", .livesUpcoming),
        ("plannerComplete", .plannerComplete), ("generalRecipeInspiration", .generalRecipeInspiration),
        ("refuelRecipeInspiration", .refuelRecipeInspiration), ("checkInWindowOpen", .checkInWindowOpen),
        ("planDetails", .planDetails), ("plannerNoMeals", .plannerNoMeals),
    ]

    /// The user is new: the introduction leads and the first-usage ordering applies.
    public var isFirstUsage: Bool { contains(.planIntroduction) }

    public var description: String {
        "[" + Self.allFlags.filter { contains($0.flag) }.map(\.name).joined(separator: ", ") + "]"
    }
}

extension Collection where Element == HomepageRawState {
    /// The union of every state: how independent evaluators combine.
    public var reduced: HomepageRawState {
        reduce([]) { $0.union($1) }
    }
}

/// Combines the states of independent evaluators by union, as the seed's
/// `HomepageRawStatePublishersBuilder` does with publishers (the inputs here are static, so no
/// Combine is needed).
@resultBuilder
public enum HomepageRawStateBuilder {
    public static func buildExpression(_ state: HomepageRawState) -> HomepageRawState { state }
    public static func buildBlock(_ states: HomepageRawState...) -> HomepageRawState { states.reduced }
    public static func buildOptional(_ state: HomepageRawState?) -> HomepageRawState { state ?? [] }
    public static func buildEither(first state: HomepageRawState) -> HomepageRawState { state }
    public static func buildEither(second state: HomepageRawState) -> HomepageRawState { state }
    public static func buildArray(_ states: [HomepageRawState]) -> HomepageRawState { states.reduced }
}

extension HomepageRawState {
    /// Evaluates a block of independent evaluators into one state.
    public static func evaluate(@HomepageRawStateBuilder _ evaluators: () -> HomepageRawState) -> HomepageRawState {
        evaluators()
    }
}
