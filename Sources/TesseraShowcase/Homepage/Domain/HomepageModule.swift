/// One module of the Today homepage (seed 000's enum, with the check-in case its rules need).
/// A list of these, not a single value, is what the screen shows.
public enum HomepageModule: Hashable, Sendable, CustomStringConvertible {
    public enum Plan: Hashable, Sendable, CaseIterable {
        case introduction, details, checkIn
    }

    public enum Planner: Hashable, Sendable, CaseIterable {
        case empty, noMeals, fullyPlanned
    }

    public enum Lives: Hashable, Sendable, CaseIterable {
        case now, today, upcoming
    }

    public enum RecipeInspiration: Hashable, Sendable, CaseIterable {
        case general, refuel
    }

    public enum Inspiration: Hashable, Sendable {
        case recipe(RecipeInspiration)
    }

    case addStartingStats
    case lives(Lives)
    case plan(Plan)
    case planner(Planner)
    case inspiration(Inspiration)

    /// Every module there is, for exhaustive tests and galleries.
    public static let allCases: [HomepageModule] =
        [.addStartingStats]
        + Lives.allCases.map { .lives($0) }
        + Plan.allCases.map { .plan($0) }
        + Planner.allCases.map { .planner($0) }
        + RecipeInspiration.allCases.map { .inspiration(.recipe($0)) }

    public var description: String {
        switch self {
        case .addStartingStats: "addStartingStats"
        case .lives(let l): "lives(\(l))"
        case .plan(let p): "plan(\(p))"
        case .planner(let p): "planner(\(p))"
        case .inspiration(.recipe(let r)): "inspiration(recipe(\(r)))"
        }
    }
}
