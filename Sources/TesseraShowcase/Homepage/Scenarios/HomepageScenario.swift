import Foundation

/// A named state of the Today homepage for galleries and tests: `HomepageInputs` with fixed
/// dates in a fixed UTC calendar, so every rendering of a scenario is the same on every
/// machine, whatever its clock, time zone or locale.
public struct HomepageScenario: Sendable {
    /// A file-name-safe identifier, e.g. "new-user-day-1".
    public var id: String
    /// One sentence for designers: the situation the page is in.
    public var summary: String
    public var inputs: HomepageInputs

    /// The calendar every scenario uses: Gregorian in UTC.
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()

    /// Tuesday 10 March 2026 at `hour`:`minute` UTC: "today" in every scenario.
    static func today(_ hour: Int, _ minute: Int = 0) -> Date {
        on(daysFromToday: 0, hour, minute)
    }

    /// A time on a day relative to today (negative: before).
    static func on(daysFromToday days: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        // 2026-03-10T00:00:00Z, written as seconds so no parsing or calendar arithmetic can fail.
        let midnight = Date(timeIntervalSince1970: 1_773_100_800)
        return midnight.addingTimeInterval(Double(days * 86_400 + hour * 3_600 + minute * 60))
    }

    static func inputs(
        statsSubmitted: Bool = true, planStartedDaysAgo: Int, welcomeSeen: Bool = true, lives: [LiveWorkout] = [],
        planner: [PlannerEvent] = [], recipes: RecipeInspirationContent = .none, now: Date
    ) -> HomepageInputs {
        HomepageInputs(
            user: HomepageUser(firstName: "Sam", startingStatsSubmitted: statsSubmitted),
            plan: PlanCycle(startDate: on(daysFromToday: -planStartedDaysAgo, 0)), welcomeModuleSeen: welcomeSeen,
            liveWorkouts: lives, plannerEvents: planner, recipes: recipes, calendar: calendar, referenceDate: now)
    }

    static let generalRecipes = ["Chickpea & spinach curry", "Lemon salmon traybake", "Overnight oats three ways"]
    static let refuelRecipes = ["Greek yoghurt protein bowl", "Chicken & rice power plate", "Banana peanut smoothie"]

    static func workout(_ title: String, days: Int = 0, _ hour: Int, _ minute: Int = 0, minutes: Int = 45) -> PlannerEvent {
        let start = on(daysFromToday: days, hour, minute)
        return PlannerEvent(kind: .workout, title: title, start: start, end: start.addingTimeInterval(Double(minutes * 60)))
    }

    static func meal(_ title: String, _ hour: Int, _ minute: Int = 0) -> PlannerEvent {
        let start = today(hour, minute)
        return PlannerEvent(kind: .meal, title: title, start: start, end: start.addingTimeInterval(1_800))
    }

    static func live(_ title: String, days: Int = 0, _ hour: Int, _ minute: Int = 0) -> LiveWorkout {
        let start = on(daysFromToday: days, hour, minute)
        return LiveWorkout(title: title, start: start, end: start.addingTimeInterval(2_700))
    }

    public static let newUser = HomepageScenario(
        id: "new-user-day-1", summary: "Day 1 of the plan: the welcome leads, starting stats still to add.",
        inputs: inputs(statsSubmitted: false, planStartedDaysAgo: 0, welcomeSeen: false,
                       recipes: RecipeInspirationContent(general: generalRecipes, refuel: []), now: today(8)))

    public static let liveNow = HomepageScenario(
        id: "returning-live-now", summary: "A returning user while a live workout is running.",
        inputs: inputs(planStartedDaysAgo: 40, lives: [live("Full-body HIIT with Joe", 7, 45)],
                       planner: [workout("Upper-body strength", 17, 30)], now: today(8)))

    public static let checkIn = HomepageScenario(
        id: "check-in-window", summary: "Day 27 of a cycle: the check-in window is open.",
        inputs: inputs(planStartedDaysAgo: 54, recipes: RecipeInspirationContent(general: generalRecipes, refuel: []),
                       now: today(9)))

    public static let fullyPlanned = HomepageScenario(
        id: "fully-planned", summary: "Workouts and meals planned for today.",
        inputs: inputs(planStartedDaysAgo: 12,
                       planner: [workout("Morning run", 7), meal("Protein pancakes", 8, 30), workout("Core blast", 18),
                                 meal("Salmon & greens", 19, 30)],
                       recipes: RecipeInspirationContent(general: generalRecipes, refuel: refuelRecipes), now: today(6, 30)))

    public static let nothingPlanned = HomepageScenario(
        id: "nothing-planned", summary: "A returning user with nothing planned and no content: the fewest modules.",
        inputs: inputs(planStartedDaysAgo: 9, now: today(10)))

    public static let eveningRefuel = HomepageScenario(
        id: "evening-refuel", summary: "An hour after an evening workout: refuel recipes come first among recipes.",
        inputs: inputs(planStartedDaysAgo: 20, planner: [workout("Leg day", 17, 45)],
                       recipes: RecipeInspirationContent(general: generalRecipes, refuel: refuelRecipes), now: today(19, 30)))

    public static let upcomingLivesOnly = HomepageScenario(
        id: "upcoming-lives-only", summary: "No live workout today, one later this week.",
        inputs: inputs(planStartedDaysAgo: 33, lives: [live("Yoga flow with Mia", days: 3, 18, 30)], now: today(12)))

    public static let everything = HomepageScenario(
        id: "everything-at-once", summary: "Every module family at once: a new user in the check-in window with lives, plans and refuel.",
        inputs: inputs(statsSubmitted: false, planStartedDaysAgo: 26, welcomeSeen: false,
                       lives: [live("Boxing cardio", 11, 45), live("Stretch & recover", 17), live("Pilates", days: 2, 9)],
                       planner: [workout("Tempo run", 9), meal("Refuel bowl", 13)],
                       recipes: RecipeInspirationContent(general: generalRecipes, refuel: refuelRecipes), now: today(12)))

    public static let nightWindDown = HomepageScenario(
        id: "night-wind-down", summary: "Late evening after a workout, a wind-down stretch live later tonight: the night sky.",
        inputs: inputs(planStartedDaysAgo: 16, lives: [live("Wind-down stretch with Ana", 22, 15)],
                       planner: [workout("Evening HIIT", 18, 45)],
                       recipes: RecipeInspirationContent(general: generalRecipes, refuel: refuelRecipes), now: today(21, 30)))

    /// Every scenario, in gallery order.
    public static let all: [HomepageScenario] = [
        newUser, liveNow, checkIn, fullyPlanned, nothingPlanned, eveningRefuel, upcomingLivesOnly, everything,
        nightWindDown,
    ]
}
