import Foundation
import Testing
import TesseraShowcase

/// The evaluators, one input at a time, and whole scenarios from inputs to modules.
@Suite struct HomepageEvaluatorTests {
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    static func date(_ day: Int, _ hour: Int, _ minute: Int = 0, month: Int = 3) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: month, day: day, hour: hour, minute: minute))!
    }

    static let noon = date(10, 12)

    @Test func planPositionCountsCyclesOfTwentyEightDays() throws {
        let plan = PlanCycle(startDate: Self.date(1, 9))
        let first = try #require(plan.position(at: Self.date(1, 23), calendar: Self.calendar))
        #expect(first.cycle == 1 && first.dayInCycle == 1 && first.week == 1)
        let day29 = try #require(plan.position(at: Self.date(29, 8), calendar: Self.calendar))
        #expect(day29.cycle == 2 && day29.dayInCycle == 1)
        #expect(plan.position(at: Self.date(28, 8, month: 2), calendar: Self.calendar) == nil)
    }

    @Test func checkInWindowIsTheLastThreeDaysOfACycle() {
        let plan = PlanCycle(startDate: Self.date(1, 9))
        let open = (1...30).filter { day in
            plan.homepageState(welcomeModuleSeen: true, calendar: Self.calendar, now: Self.date(day, 12))
                .contains(.checkInWindowOpen)
        }
        #expect(open == [26, 27, 28])
    }

    @Test func introductionOnlyInFirstCycleUntilSeen() {
        let plan = PlanCycle(startDate: Self.date(1, 9))
        let c = Self.calendar
        #expect(plan.homepageState(welcomeModuleSeen: false, calendar: c, now: Self.date(3, 9)) == .planIntroduction)
        #expect(plan.homepageState(welcomeModuleSeen: true, calendar: c, now: Self.date(3, 9)) == .planDetails)
        #expect(plan.homepageState(welcomeModuleSeen: false, calendar: c, now: Self.date(30, 9)) == .planDetails)
    }

    @Test func livesAreNowTodayOrUpcoming() {
        let c = Self.calendar, now = Self.noon
        func state(_ start: Date, _ end: Date) -> HomepageRawState {
            [LiveWorkout(title: "HIIT", start: start, end: end)].homepageState(calendar: c, now: now)
        }
        #expect(state(Self.date(10, 11, 45), Self.date(10, 12, 30)) == .livesNow)
        #expect(state(Self.date(10, 18), Self.date(10, 18, 45)) == .livesToday)
        #expect(state(Self.date(12, 18), Self.date(12, 18, 45)) == .livesUpcoming)
        #expect(state(Self.date(30, 18), Self.date(30, 18, 45)) == [])
        #expect(state(Self.date(10, 8), Self.date(10, 8, 45)) == [])
    }

    @Test func plannerStates() {
        let c = Self.calendar, now = Self.noon
        let workout = PlannerEvent(kind: .workout, title: "Legs", start: Self.date(10, 7), end: Self.date(10, 8))
        let meal = PlannerEvent(kind: .meal, title: "Porridge", start: Self.date(10, 8), end: Self.date(10, 9))
        let tomorrow = PlannerEvent(kind: .meal, title: "Pasta", start: Self.date(11, 19), end: Self.date(11, 20))
        #expect([workout, meal].homepageState(calendar: c, now: now) == .plannerComplete)
        #expect([workout, tomorrow].homepageState(calendar: c, now: now) == .plannerNoMeals)
        #expect([tomorrow].homepageState(calendar: c, now: now) == [])
    }

    @Test func refuelWithinThreeHoursOfAWorkout() {
        let recipes = RecipeInspirationContent(general: ["Salad"], refuel: ["Shake"])
        let c = Self.calendar
        #expect(recipes.homepageState(lastWorkoutEnd: Self.date(10, 10), calendar: c, now: Self.noon)
            == [.generalRecipeInspiration, .refuelRecipeInspiration])
        #expect(recipes.homepageState(lastWorkoutEnd: Self.date(10, 8), calendar: c, now: Self.noon)
            == .generalRecipeInspiration)
        #expect(RecipeInspirationContent.none.homepageState(lastWorkoutEnd: nil, calendar: c, now: Self.noon) == [])
    }

    @Test func newUserOnDayOne() {
        let inputs = HomepageInputs(
            user: HomepageUser(firstName: "Sam", startingStatsSubmitted: false),
            plan: PlanCycle(startDate: Self.date(10, 8)), welcomeModuleSeen: false, liveWorkouts: [],
            plannerEvents: [], recipes: RecipeInspirationContent(general: ["Salad"], refuel: []),
            calendar: Self.calendar, referenceDate: Self.noon)
        #expect(inputs.modules == [
            .plan(.introduction), .addStartingStats, .planner(.empty), .inspiration(.recipe(.general)),
        ])
    }

    @Test func returningUserWithALiveWorkoutNow() {
        let inputs = HomepageInputs(
            user: HomepageUser(firstName: "Sam", startingStatsSubmitted: true),
            plan: PlanCycle(startDate: Self.date(1, 8, month: 1)), welcomeModuleSeen: true,
            liveWorkouts: [LiveWorkout(title: "Live HIIT", start: Self.date(10, 11, 50), end: Self.date(10, 12, 20))],
            plannerEvents: [], recipes: .none, calendar: Self.calendar, referenceDate: Self.noon)
        #expect(inputs.modules == [.lives(.now), .planner(.empty), .plan(.details)])
    }
}
