import TesseraComponents

/// `plan(.introduction)`: the welcome a new user sees on the first day of their plan, under
/// the rising sun.
public struct WelcomeToPlanModuleView: HomepageModuleContent {
    let firstName: String

    public init(firstName: String) {
        self.firstName = firstName
    }

    public func body(in placement: HomepageModulePlacement) -> some View {
        HomepageModuleContainer(placement) { side in
            SunIllustration(frame: 0, side: side)
        } content: {
            HomepageModuleCard(
                title: "Welcome to your plan, \(firstName)",
                message: "Your first 28-day cycle starts today: three workouts a week and meals to match them.",
                action: "See how it works", style: placement.style.cardStyle)
        }
    }
}
