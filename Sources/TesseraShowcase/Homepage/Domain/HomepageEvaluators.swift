import Foundation

// The evaluators: one pure function per input, each giving the flags that input contributes.
// `HomepageInputs.rawState` unions them.

extension HomepageUser {
    /// `addStartingStats` until the user has submitted their starting stats.
    public var homepageState: HomepageRawState {
        startingStatsSubmitted ? [] : .addStartingStats
    }
}

extension PlanCycle {
    /// `planIntroduction` in the first cycle until the welcome is seen, `planDetails` otherwise;
    /// `checkInWindowOpen` on the last `checkInWindowDays` days of any cycle. Before the plan
    /// starts, the user is new.
    public func homepageState(welcomeModuleSeen: Bool, calendar: Calendar, now: Date) -> HomepageRawState {
        guard let position = position(at: now, calendar: calendar) else {
            return welcomeModuleSeen ? [] : .planIntroduction
        }
        var state: HomepageRawState = position.isFirstCycle && !welcomeModuleSeen ? .planIntroduction : .planDetails
        if position.isCheckInWindowOpen { state.insert(.checkInWindowOpen) }
        return state
    }
}

extension Array where Element == LiveWorkout {
    /// How many days ahead a live workout counts as "upcoming".
    public static var upcomingHorizonDays: Int { 7 }

    /// `livesNow` while a live workout runs, `livesToday` for one later today, `livesUpcoming` for
    /// one in the next week. Finished workouts contribute nothing.
    public func homepageState(calendar: Calendar, now: Date) -> HomepageRawState {
        var state: HomepageRawState = []
        let horizon = calendar.date(byAdding: .day, value: Self.upcomingHorizonDays, to: calendar.startOfDay(for: now))
        for live in self {
            if live.start <= now && now < live.end {
                state.insert(.livesNow)
            } else if live.start > now && calendar.isDate(live.start, inSameDayAs: now) {
                state.insert(.livesToday)
            } else if live.start > now, let horizon, live.start < horizon {
                state.insert(.livesUpcoming)
            }
        }
        return state
    }
}

extension Array where Element == PlannerEvent {
    /// `plannerComplete` when today has a workout and a meal planned, `plannerNoMeals` when it has
    /// workouts only; nothing (the "plan your day" module) otherwise.
    public func homepageState(calendar: Calendar, now: Date) -> HomepageRawState {
        let today = filter { calendar.isDate($0.start, inSameDayAs: now) }
        let hasWorkout = today.contains { $0.kind == .workout }
        let hasMeal = today.contains { $0.kind == .meal }
        if hasWorkout && hasMeal { return .plannerComplete }
        if hasWorkout { return .plannerNoMeals }
        return []
    }
}

extension RecipeInspirationContent {
    /// How long after a workout the "refuel" recipes are offered.
    public static let refuelWindow: TimeInterval = 3 * 60 * 60

    /// `refuelRecipeInspiration` within `refuelWindow` after a workout ended today (when there are
    /// refuel recipes); `generalRecipeInspiration` whenever there are general recipes.
    public func homepageState(lastWorkoutEnd: Date?, calendar: Calendar, now: Date) -> HomepageRawState {
        var state: HomepageRawState = []
        if !general.isEmpty { state.insert(.generalRecipeInspiration) }
        if !refuel.isEmpty, let end = lastWorkoutEnd, calendar.isDate(end, inSameDayAs: now),
            now.timeIntervalSince(end) <= Self.refuelWindow
        {
            state.insert(.refuelRecipeInspiration)
        }
        return state
    }
}
