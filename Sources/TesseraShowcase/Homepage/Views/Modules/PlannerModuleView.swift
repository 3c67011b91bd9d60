import Foundation
import TesseraComponents

/// `planner(.empty / .noMeals / .fullyPlanned)`: today's planned workouts and meals in time
/// order, nudging the user to plan the day or add the meal that fuels a workout.
public struct PlannerModuleView: HomepageModuleContent {
    let events: [PlannerEvent]
    let calendar: Calendar
    let now: Date

    public init(events: [PlannerEvent], calendar: Calendar, now: Date) {
        self.events = events
        self.calendar = calendar
        self.now = now
    }

    public func body(in placement: HomepageModulePlacement) -> some View {
        let today = events.filter { calendar.isDate($0.start, inSameDayAs: now) }.sorted { $0.start < $1.start }
        let style = placement.style.cardStyle
        HomepageModuleContainer(placement, title: "Today's plan") { side in
            PlannerIllustration(style: placement.style, side: side)
        } content: {
            switch placement.module {
            case .planner(.noMeals):
                HomepageAgendaCard(title: "Your workouts", lines: today.map(line), message: "Add a meal to fuel your workout.",
                                   action: "Add a meal", style: style)
            case .planner(.fullyPlanned):
                HomepageAgendaCard(title: "All planned", lines: today.map(line),
                                   message: "Workouts and meals are set. Nice work.", action: nil, style: style)
            default:
                HomepageModuleCard(title: "Plan your day", message: "Add a workout and the meals to fuel it.",
                                   action: "Open planner", style: style)
            }
        }
    }

    private func line(_ event: PlannerEvent) -> HomepageAgendaCard.Line {
        HomepageAgendaCard.Line(time: DisplayDate.time(event.start, calendar: calendar),
                                icon: event.kind == .workout ? .dumbbell : .forkAndKnife, title: event.title)
    }
}
