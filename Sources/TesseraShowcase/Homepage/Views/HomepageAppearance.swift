import TesseraComponents

/// What the Today page's look depends on besides its modules: the part of the day (which sky
/// the header and hero stand under) and whether the viewport is short (a phone in landscape),
/// where the hero must stay small enough for the first module's content to show.
///
/// The page computes it from the domain and the device, never from a scenario's name.
public struct HomepageAppearance: Hashable, Sendable {
    /// Viewports shorter than this (points) get the compact hero: a phone in landscape (393)
    /// does, every portrait phone and iPad does not.
    public static let compactHeightLimit: Double = 500

    public var timeOfDay: TimeOfDay
    /// A short viewport: the hero's illustration shrinks and stands beside its title.
    public var isCompactHeight: Bool

    public init(timeOfDay: TimeOfDay, isCompactHeight: Bool = false) {
        self.timeOfDay = timeOfDay
        self.isCompactHeight = isCompactHeight
    }

    /// The appearance for a page seen at `inputs`' time on a viewport `viewportHeight` tall.
    public init(inputs: HomepageInputs, viewportHeight: Double?) {
        self.init(timeOfDay: inputs.timeOfDay,
                  isCompactHeight: viewportHeight.map { $0 < Self.compactHeightLimit } ?? false)
    }

    /// The sky behind the header and the hero's illustration: the cobalt day sky, the blush of a
    /// sunset, a deep cobalt night.
    public var skyColor: ColorValue {
        switch timeOfDay {
        case .morning, .day: .token(.moduleCobalt_100_800)
        case .evening: .token(.moduleBlush_200_700)
        case .night: .token(.moduleCobalt_200_900)
        }
    }
}
