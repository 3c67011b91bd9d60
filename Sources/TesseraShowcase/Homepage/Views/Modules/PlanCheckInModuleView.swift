import TesseraComponents

/// `plan(.checkIn)`: the end-of-cycle check-in, with how many days the window stays open. A
/// titled Champion with a checked calendar, so it does not repeat the stats module's clipboard when
/// the two stand together.
public struct PlanCheckInModuleView: HomepageModuleContent {
    let position: PlanCycle.Position?

    public init(position: PlanCycle.Position?) {
        self.position = position
    }

    var message: String {
        guard let position else { return "Record your progress to shape your next cycle." }
        let daysLeft = PlanCycle.cycleLength - position.dayInCycle + 1
        let when = daysLeft == 1 ? "today" : "in \(daysLeft) days"
        return "Cycle \(position.cycle) ends \(when). Record your progress to shape the next one."
    }

    public func body(in placement: HomepageModulePlacement) -> some View {
        HomepageModuleContainer(placement, title: "Check-in week") { side in
            CalendarCheckIllustration(style: placement.style, side: side)
        } content: {
            HomepageModuleCard(title: "Time to check in", message: message, action: "Check in",
                               style: placement.style.cardStyle)
        }
    }
}
