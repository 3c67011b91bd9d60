import Foundation
import TesseraComponents

/// `lives(.now / .today / .upcoming)`: the live workout the module stands for — the one
/// running, the next one today, or the next within the week — with its time and a call to
/// join or be reminded. Which one is read from the placement's module, which the domain chose.
public struct LivesModuleView: HomepageModuleContent {
    let lives: [LiveWorkout]
    let calendar: Calendar
    let now: Date

    public init(lives: [LiveWorkout], calendar: Calendar, now: Date) {
        self.lives = lives
        self.calendar = calendar
        self.now = now
    }

    /// The workout a lives module shows: the earliest that matches its case.
    func workout(for kind: HomepageModule.Lives) -> LiveWorkout? {
        let sorted = lives.sorted { $0.start < $1.start }
        switch kind {
        case .now: return sorted.first { $0.start <= now && now < $0.end }
        case .today: return sorted.first { $0.start > now && calendar.isDate($0.start, inSameDayAs: now) }
        case .upcoming: return sorted.first { $0.start > now }
        }
    }

    public func body(in placement: HomepageModulePlacement) -> some View {
        let kind: HomepageModule.Lives = if case .lives(let kind) = placement.module { kind } else { .upcoming }
        let live = workout(for: kind)
        let title = switch kind {
        case .now: "Live now"
        case .today: "Live later today"
        case .upcoming: "Coming up live"
        }
        HomepageModuleContainer(placement, title: title) { side in
            LiveIllustration(style: placement.style, side: side)
        } content: {
            HomepageModuleCard(title: live?.title ?? "Live workouts", message: live.map { when($0, kind: kind) },
                               action: kind == .now ? "Join now" : "Remind me", style: placement.style.cardStyle)
        }
    }

    private func when(_ live: LiveWorkout, kind: HomepageModule.Lives) -> String {
        let range = DisplayDate.timeRange(live.start, live.end, calendar: calendar)
        switch kind {
        case .now:
            let minutes = max(0, Int(live.end.timeIntervalSince(now) / 60))
            return "\(range) · \(minutes) min left"
        case .today: return "Today, \(range)"
        case .upcoming: return DisplayDate.day(live.start, calendar: calendar) + ", " + range
        }
    }
}
