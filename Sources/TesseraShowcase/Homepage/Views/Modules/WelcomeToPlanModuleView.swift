import TesseraComponents

/// `plan(.introduction)`: the welcome a new user sees on the first day of their plan, under
/// the sky of the part of the day (the rising sun, in the morning).
public struct WelcomeToPlanModuleView: HomepageModuleContent {
    let firstName: String

    public init(firstName: String) {
        self.firstName = firstName
    }

    public func body(in placement: HomepageModulePlacement) -> some View {
        HomepageModuleContainer(placement, isSky: true) { side in
            HomepageSkyIllustration(timeOfDay: placement.appearance.timeOfDay, side: side)
        } content: {
            HomepageModuleCard(
                title: "Welcome to your plan, \(firstName)",
                message: "Your first 28-day cycle starts today: three workouts a week and meals to match them.",
                action: "See how it works", style: placement.style.cardStyle)
        }
    }
}
