/// The homepage's ordering rules, written down as a table so designers can read them.
///
/// Which module a state shows:
///
/// | module                        | shown when                                                   |
/// |-------------------------------|--------------------------------------------------------------|
/// | plan(.introduction)           | planIntroduction (first cycle, welcome not yet seen)         |
/// | plan(.checkIn)                | checkInWindowOpen                                            |
/// | plan(.details)                | planDetails and not planIntroduction                         |
/// | addStartingStats              | addStartingStats                                             |
/// | lives(.now/.today/.upcoming)  | the most urgent of livesNow > livesToday > livesUpcoming     |
/// | planner(.fullyPlanned)        | plannerComplete                                              |
/// | planner(.noMeals)             | plannerNoMeals and not plannerComplete                       |
/// | planner(.empty)               | neither                                                      |
/// | inspiration(.recipe(.refuel)) | refuelRecipeInspiration (wins over general)                  |
/// | inspiration(.recipe(.general))| generalRecipeInspiration and not refuel                      |
///
/// At most one module of each family (plan modules aside) is shown: one lives module, one
/// planner module, one recipe module. The ranks below order them; a smaller rank comes first,
/// and `nil` means "not shown in this mode".
///
/// | module                        | first usage | returning |
/// |-------------------------------|-------------|-----------|
/// | plan(.introduction)           | 1           | –         |
/// | lives(.now)                   | 2           | 1         |
/// | plan(.checkIn)                | 3           | 2         |
/// | addStartingStats              | 4           | 3         |
/// | planner(_)                    | 5           | 4         |
/// | lives(.today)                 | 6           | 5         |
/// | inspiration(.recipe(.refuel)) | 7           | 6         |
/// | plan(.details)                | –           | 7         |
/// | inspiration(.recipe(.general))| 8           | 8         |
/// | lives(.upcoming)              | 9           | 9         |
///
/// Rationale: the introduction always leads for a new user (the seed's first-usage order:
/// introduction, starting stats, planner, lives, recipes); a workout that is live now outranks
/// everything else because it is over soon; the check-in is a once-a-cycle ceremony; content that
/// can wait (general recipes, lives on later days) comes last.
public enum HomepageModuleOrdering {
    public struct Rank: Sendable {
        public var firstUsage: Int?
        public var returning: Int?
    }

    /// The table above, as data.
    public static func rank(of module: HomepageModule) -> Rank {
        switch module {
        case .plan(.introduction): Rank(firstUsage: 1, returning: nil)
        case .lives(.now): Rank(firstUsage: 2, returning: 1)
        case .plan(.checkIn): Rank(firstUsage: 3, returning: 2)
        case .addStartingStats: Rank(firstUsage: 4, returning: 3)
        case .planner: Rank(firstUsage: 5, returning: 4)
        case .lives(.today): Rank(firstUsage: 6, returning: 5)
        case .inspiration(.recipe(.refuel)): Rank(firstUsage: 7, returning: 6)
        case .plan(.details): Rank(firstUsage: nil, returning: 7)
        case .inspiration(.recipe(.general)): Rank(firstUsage: 8, returning: 8)
        case .lives(.upcoming): Rank(firstUsage: 9, returning: 9)
        }
    }
}

extension HomepageRawState {
    /// The modules this state shows, in display order: a pure function of the flags.
    public var modules: [HomepageModule] {
        let mode: KeyPath<HomepageModuleOrdering.Rank, Int?> = isFirstUsage ? \.firstUsage : \.returning
        return candidateModules
            .compactMap { module in HomepageModuleOrdering.rank(of: module)[keyPath: mode].map { (module, $0) } }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
    }

    /// The modules the flags ask for, before ordering (first table of `HomepageModuleOrdering`).
    private var candidateModules: [HomepageModule] {
        var modules: [HomepageModule] = []
        if contains(.planIntroduction) { modules.append(.plan(.introduction)) }
        if contains(.checkInWindowOpen) { modules.append(.plan(.checkIn)) }
        if contains(.planDetails) && !contains(.planIntroduction) { modules.append(.plan(.details)) }
        if contains(.addStartingStats) { modules.append(.addStartingStats) }
        if let lives = mostUrgentLives { modules.append(.lives(lives)) }
        modules.append(.planner(planner))
        if contains(.refuelRecipeInspiration) {
            modules.append(.inspiration(.recipe(.refuel)))
        } else if contains(.generalRecipeInspiration) {
            modules.append(.inspiration(.recipe(.general)))
        }
        return modules
    }

    private var mostUrgentLives: HomepageModule.Lives? {
        if contains(.livesNow) { return .now }
        if contains(.livesToday) { return .today }
        if contains(.livesUpcoming) { return .upcoming }
        return nil
    }

    private var planner: HomepageModule.Planner {
        if contains(.plannerComplete) { return .fullyPlanned }
        if contains(.plannerNoMeals) { return .noMeals }
        return .empty
    }
}
