import Foundation
import Testing
import TesseraShowcase

/// Every gallery scenario, from inputs to the ordered modules: the domain alone, no rendering.
@Suite struct HomepageScenarioTests {
    @Test(arguments: [
        ("new-user-day-1", [HomepageModule.plan(.introduction), .addStartingStats, .planner(.empty),
                            .inspiration(.recipe(.general))]),
        ("returning-live-now", [.lives(.now), .planner(.noMeals), .plan(.details)]),
        ("check-in-window", [.plan(.checkIn), .planner(.empty), .plan(.details), .inspiration(.recipe(.general))]),
        ("fully-planned", [.planner(.fullyPlanned), .plan(.details), .inspiration(.recipe(.general))]),
        ("nothing-planned", [.planner(.empty), .plan(.details)]),
        ("evening-refuel", [.planner(.noMeals), .inspiration(.recipe(.refuel)), .plan(.details)]),
        ("upcoming-lives-only", [.planner(.empty), .plan(.details), .lives(.upcoming)]),
        ("everything-at-once", [.plan(.introduction), .lives(.now), .plan(.checkIn), .addStartingStats,
                                .planner(.fullyPlanned), .inspiration(.recipe(.refuel))]),
        ("night-wind-down", [.planner(.noMeals), .lives(.today), .inspiration(.recipe(.refuel)), .plan(.details)]),
    ])
    func scenarioShowsItsModulesInOrder(id: String, expected: [HomepageModule]) throws {
        let scenario = try #require(HomepageScenario.all.first { $0.id == id })
        #expect(scenario.inputs.modules == expected)
    }

    @Test func scenariosHaveUniqueIDsAndAFixedUTCCalendar() {
        let ids = HomepageScenario.all.map(\.id)
        #expect(ids.count >= 8)
        #expect(Set(ids).count == ids.count)
        for scenario in HomepageScenario.all {
            #expect(scenario.inputs.calendar.timeZone.secondsFromGMT() == 0)
        }
    }

    @Test func everyModuleAppearsInSomeScenario() {
        let shown = Set(HomepageScenario.all.flatMap(\.inputs.modules))
        #expect(Set(HomepageModule.allCases).subtracting(shown).isEmpty)
    }
}

/// The coffee shop's and the pharmacy's domain values.
@Suite struct ShowcaseDomainTests {
    @Test(arguments: [(7, "Good morning, Jo ☀️"), (12, "Good afternoon, Jo ☀️"), (17, "Good afternoon, Jo ☀️"),
                      (18, "Good evening, Jo 🌙"), (23, "Good evening, Jo 🌙")])
    func greetingFollowsTheHour(hour: Int, greeting: String) {
        #expect(CoffeeShopHome(customerName: "Jo", stars: 0, hour: hour).greeting == greeting)
    }

    @Test func sampleHistoryDecodesIntoThreeMonthsNewestFirst() throws {
        let history = try TransactionHistory(json: Data(SampleHistory.json.utf8))
        let sections = history.sections(calendar: SampleHistory.calendar, referenceDate: SampleHistory.referenceDate)
        #expect(sections.map(\.title) == ["July", "June", "May"])
        // 23:59 on 31 May at −04:00 is June in UTC, but May in the documents' own offset.
        #expect(sections.map(\.transactions.count) == [3, 3, 2])
    }

    @Test func malformedSampleNamesTheBadAmount() {
        #expect(throws: TransactionHistoryError.self) { try TransactionHistory(json: Data(SampleHistory.malformed.utf8)) }
        do {
            _ = try TransactionHistory(json: Data(SampleHistory.malformed.utf8))
        } catch {
            #expect(error.path == "$.transactions[2].amount")
        }
    }
}
