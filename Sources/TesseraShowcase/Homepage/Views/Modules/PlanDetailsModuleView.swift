import TesseraComponents

/// `plan(.details)`: where a returning user is in their plan: the week and day, progress
/// through the cycle, and the days to the next check-in.
public struct PlanDetailsModuleView: HomepageModuleContent {
    let position: PlanCycle.Position?

    public init(position: PlanCycle.Position?) {
        self.position = position
    }

    public func body(in placement: HomepageModulePlacement) -> some View {
        let style = placement.style.cardStyle
        HomepageModuleContainer(placement, title: "Your progress", isSky: true) { side in
            HomepageSkyIllustration(timeOfDay: placement.appearance.timeOfDay, side: side)
        } content: {
            if let position {
                let daysToCheckIn = PlanCycle.cycleLength - PlanCycle.checkInWindowDays - position.dayInCycle + 1
                Card(elevation: nil, style: style) {
                    Text("Week \(position.week) · Day \(position.dayInCycle) of \(PlanCycle.cycleLength)")
                        .font(.headline).key("module.card.title")
                    ProgressBar(value: Double(position.dayInCycle) / Double(PlanCycle.cycleLength), tint: style.foreground)
                        .key("module.card.progress")
                    Text(daysToCheckIn > 0
                        ? "Cycle \(position.cycle) · check-in opens in \(daysToCheckIn) \(daysToCheckIn == 1 ? "day" : "days")"
                        : "Cycle \(position.cycle) · check-in is open")
                        .font(.footnote).key("module.card.message")
                }
                .key("module.card")
            } else {
                HomepageModuleCard(title: "Your plan starts soon", message: "We'll show your progress here.",
                                   style: style)
            }
        }
    }
}
