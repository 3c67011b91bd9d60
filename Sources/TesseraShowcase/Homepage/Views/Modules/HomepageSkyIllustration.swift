import TesseraComponents

/// The sun, sunset or moon for the part of the day: what the plan modules draw, and what the
/// hero's sky shows beside any other module's illustration.
struct HomepageSkyIllustration: View {
    let timeOfDay: TimeOfDay
    let side: Double

    var body: some View {
        switch timeOfDay {
        case .morning: SunIllustration(frame: 0, side: side)
        case .day: SunIllustration(frame: 2, side: side)
        case .evening: SunsetIllustration(side: side)
        case .night: NightSkyIllustration(side: side)
        }
    }
}
