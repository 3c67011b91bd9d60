import Foundation

/// The user as the homepage sees it.
public struct HomepageUser: Hashable, Sendable {
    public var firstName: String
    /// Whether the user has submitted their starting stats (weight, measurements, photos).
    public var startingStatsSubmitted: Bool

    public init(firstName: String, startingStatsSubmitted: Bool) {
        self.firstName = firstName
        self.startingStatsSubmitted = startingStatsSubmitted
    }
}

/// The user's plan: 28-day cycles from a start date, each ending in a check-in.
public struct PlanCycle: Hashable, Sendable {
    public static let cycleLength = 28
    /// The check-in window is open on the last this-many days of every cycle (days 26–28), so the
    /// user can check in on the weekend before the next cycle starts.
    public static let checkInWindowDays = 3

    public var startDate: Date

    public init(startDate: Date) {
        self.startDate = startDate
    }

    /// Where a date falls in the plan: which cycle (1-based) and which day of it (1...28).
    public struct Position: Hashable, Sendable {
        public var cycle: Int
        public var dayInCycle: Int
        public var week: Int { (dayInCycle - 1) / 7 + 1 }
        public var isFirstCycle: Bool { cycle == 1 }
        public var isCheckInWindowOpen: Bool {
            dayInCycle > PlanCycle.cycleLength - PlanCycle.checkInWindowDays
        }
    }

    /// The position of `date`, or `nil` before the plan starts.
    public func position(at date: Date, calendar: Calendar) -> Position? {
        let start = calendar.startOfDay(for: startDate), day = calendar.startOfDay(for: date)
        guard let days = calendar.dateComponents([.day], from: start, to: day).day, days >= 0 else { return nil }
        return Position(cycle: days / Self.cycleLength + 1, dayInCycle: days % Self.cycleLength + 1)
    }
}

/// A live workout streamed at a fixed time.
public struct LiveWorkout: Hashable, Sendable {
    public var title: String
    public var start: Date
    public var end: Date

    public init(title: String, start: Date, end: Date) {
        self.title = title
        self.start = start
        self.end = end
    }
}

/// Something the user planned for a day in the planner.
public struct PlannerEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case workout
        case meal
    }

    public var kind: Kind
    public var title: String
    public var start: Date
    public var end: Date

    public init(kind: Kind, title: String, start: Date, end: Date) {
        self.kind = kind
        self.title = title
        self.start = start
        self.end = end
    }
}

/// Recipe content the app has fetched for the homepage.
public struct RecipeInspirationContent: Hashable, Sendable {
    public var general: [String]
    /// Recipes for after a workout.
    public var refuel: [String]

    public init(general: [String], refuel: [String]) {
        self.general = general
        self.refuel = refuel
    }

    public static let none = RecipeInspirationContent(general: [], refuel: [])
}

/// Everything the Today homepage depends on. `rawState` and `modules` are pure functions of it.
public struct HomepageInputs: Hashable, Sendable {
    public var user: HomepageUser
    public var plan: PlanCycle
    /// The stored "welcome module already seen" flag.
    public var welcomeModuleSeen: Bool
    public var liveWorkouts: [LiveWorkout]
    public var plannerEvents: [PlannerEvent]
    public var recipes: RecipeInspirationContent
    public var calendar: Calendar
    public var referenceDate: Date

    public init(
        user: HomepageUser, plan: PlanCycle, welcomeModuleSeen: Bool, liveWorkouts: [LiveWorkout],
        plannerEvents: [PlannerEvent], recipes: RecipeInspirationContent, calendar: Calendar, referenceDate: Date
    ) {
        self.user = user
        self.plan = plan
        self.welcomeModuleSeen = welcomeModuleSeen
        self.liveWorkouts = liveWorkouts
        self.plannerEvents = plannerEvents
        self.recipes = recipes
        self.calendar = calendar
        self.referenceDate = referenceDate
    }

    /// The state of every input, combined by union (seed 000's builder of evaluators).
    public var rawState: HomepageRawState {
        HomepageRawState.evaluate {
            user.homepageState
            plan.homepageState(welcomeModuleSeen: welcomeModuleSeen, calendar: calendar, now: referenceDate)
            liveWorkouts.homepageState(calendar: calendar, now: referenceDate)
            plannerEvents.homepageState(calendar: calendar, now: referenceDate)
            recipes.homepageState(
                lastWorkoutEnd: lastFinishedWorkoutEnd, calendar: calendar, now: referenceDate)
        }
    }

    /// The modules to show, in order.
    public var modules: [HomepageModule] { rawState.modules }

    /// The part of the day the page is seen in (see `TimeOfDay` for the rule).
    public var timeOfDay: TimeOfDay { TimeOfDay(referenceDate, calendar: calendar) }

    /// When the most recent workout (planned or live) that is already over ended.
    var lastFinishedWorkoutEnd: Date? {
        let ends = plannerEvents.filter { $0.kind == .workout }.map(\.end) + liveWorkouts.map(\.end)
        return ends.filter { $0 <= referenceDate }.max()
    }
}
