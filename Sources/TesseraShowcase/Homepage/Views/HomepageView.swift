import TesseraComponents

/// The Today homepage (seed 000) as a pure function of its inputs: the date header styled from
/// the hero's module style, then every module view tagged with the modules it shows — in no
/// particular order here; `ContentView` orders them as the domain computed.
///
/// ```swift
/// let png = try renderer.render(HomepageView(inputs: HomepageScenario.newUser.inputs), width: 393).pngData()
/// ```
public struct HomepageView: View {
    let inputs: HomepageInputs
    let appearance: HomepageAppearance
    let viewportHeight: Double?

    /// - Parameters:
    ///   - inputs: the domain state the page is computed from.
    ///   - viewportHeight: the height of the device's viewport, when known: a short one (a phone
    ///     in landscape) gets a compact hero, so the first module's content shows without scrolling.
    public init(inputs: HomepageInputs, viewportHeight: Double? = nil) {
        self.inputs = inputs
        self.viewportHeight = viewportHeight
        self.appearance = HomepageAppearance(inputs: inputs, viewportHeight: viewportHeight)
    }

    public var body: some View {
        let modules = inputs.modules
        let position = inputs.plan.position(at: inputs.referenceDate, calendar: inputs.calendar)
        let heroStyle = (modules.first ?? .planner(.empty)).style(isHero: true, timeOfDay: appearance.timeOfDay)
        VStack(spacing: .zero) {
            HomepageDateHeader(date: DisplayDate.day(inputs.referenceDate, calendar: inputs.calendar),
                               firstName: inputs.user.firstName, style: heroStyle)
                .key("homepage.header")
            ContentView(modules, appearance: appearance) {
                WelcomeToPlanModuleView(firstName: inputs.user.firstName)
                    .homepage(.plan(.introduction))
                PlanCheckInModuleView(position: position)
                    .homepage(.plan(.checkIn))
                PlanDetailsModuleView(position: position)
                    .homepage(.plan(.details))
                AddStartingStatsModuleView()
                    .homepage(.addStartingStats)
                LivesModuleView(lives: inputs.liveWorkouts, calendar: inputs.calendar, now: inputs.referenceDate)
                    .homepage(.lives(.now), .lives(.today), .lives(.upcoming))
                PlannerModuleView(events: inputs.plannerEvents, calendar: inputs.calendar, now: inputs.referenceDate)
                    .homepage(.planner(.empty), .planner(.noMeals), .planner(.fullyPlanned))
                RecipeInspirationModuleView(recipes: inputs.recipes)
                    .homepage(.inspiration(.recipe(.general)), .inspiration(.recipe(.refuel)))
            }
        }
        // A page shorter than the viewport (few modules on an iPad) still fills it: the
        // footer's background runs on to the bottom edge instead of stopping under the footer.
        .frame(maxWidth: .infinity, minHeight: viewportHeight, alignment: .top)
        .background(HomepageFooter.backgroundColor)
    }
}
