import Testing
import TesseraShowcase

/// Exhaustive tests of the ordering rules over every combination of flags.
@Suite struct HomepageModuleOrderingTests {
    static let everyState: [HomepageRawState] = {
        let flags = HomepageRawState.allFlags.map(\.flag)
        return (0..<(1 << flags.count)).map { bits in
            flags.enumerated().reduce(into: HomepageRawState()) { state, item in
                if bits & (1 << item.offset) != 0 { state.insert(item.element) }
            }
        }
    }()

    @Test func coversEveryCombination() {
        #expect(Self.everyState.count == 1 << HomepageRawState.allFlags.count)
        #expect(Set(Self.everyState).count == Self.everyState.count)
    }

    @Test func noDuplicateModules() {
        for state in Self.everyState {
            let modules = state.modules
            #expect(Set(modules).count == modules.count, "\(state) gave \(modules)")
        }
    }

    @Test func exactlyOnePlannerAtMostOneLivesAndOneRecipe() {
        for state in Self.everyState {
            let modules = state.modules
            #expect(modules.filter { if case .planner = $0 { true } else { false } }.count == 1, "\(state)")
            #expect(modules.filter { if case .lives = $0 { true } else { false } }.count <= 1, "\(state)")
            #expect(modules.filter { if case .inspiration = $0 { true } else { false } }.count <= 1, "\(state)")
        }
    }

    @Test func introductionLeadsWheneverPresent() {
        for state in Self.everyState where state.contains(.planIntroduction) {
            #expect(state.modules.first == .plan(.introduction), "\(state)")
            #expect(!state.modules.contains(.plan(.details)), "\(state)")
        }
    }

    @Test func livesNowOutranksEverythingButTheIntroduction() {
        for state in Self.everyState where state.contains(.livesNow) {
            let expectedIndex = state.contains(.planIntroduction) ? 1 : 0
            #expect(state.modules.firstIndex(of: .lives(.now)) == expectedIndex, "\(state)")
        }
    }

    @Test func mostUrgentLivesWins() {
        for state in Self.everyState {
            let lives = state.modules.compactMap { if case .lives(let l) = $0 { l } else { nil } }.first
            let expected: HomepageModule.Lives? =
                state.contains(.livesNow) ? .now
                : state.contains(.livesToday) ? .today
                : state.contains(.livesUpcoming) ? .upcoming : nil
            #expect(lives == expected, "\(state)")
        }
    }

    @Test func refuelReplacesGeneralRecipes() {
        for state in Self.everyState where state.contains(.refuelRecipeInspiration) {
            #expect(state.modules.contains(.inspiration(.recipe(.refuel))))
            #expect(!state.modules.contains(.inspiration(.recipe(.general))))
        }
    }

    @Test func firstUsageFollowsTheSeedsOrder() {
        let state: HomepageRawState = [
            .planIntroduction, .addStartingStats, .livesToday, .generalRecipeInspiration, .plannerNoMeals,
        ]
        #expect(state.modules == [
            .plan(.introduction), .addStartingStats, .planner(.noMeals), .lives(.today),
            .inspiration(.recipe(.general)),
        ])
    }

    @Test func returningUserOrder() {
        let state: HomepageRawState = [
            .planDetails, .checkInWindowOpen, .livesUpcoming, .generalRecipeInspiration, .plannerComplete,
        ]
        #expect(state.modules == [
            .plan(.checkIn), .planner(.fullyPlanned), .plan(.details), .inspiration(.recipe(.general)),
            .lives(.upcoming),
        ])
    }

    @Test func everyModuleIsReachable() {
        let reachable = Set(Self.everyState.flatMap(\.modules))
        #expect(reachable == Set(HomepageModule.allCases))
    }
}
