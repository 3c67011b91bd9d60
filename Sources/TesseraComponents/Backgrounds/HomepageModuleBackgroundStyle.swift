/// How a homepage module's lower part meets the module's background color (seed 000): the
/// decoration that sits behind the module's card and that its illustration stands on.
///
/// Every case joins the module's background color (above) to the case's color (below):
/// - `wave(color)`: an S-curve band that tiles horizontally at any width (`HomepageWave`);
/// - `curve(color, height)`: one gentle hill `height` points tall across the width (`HomepageCurve`);
/// - `color(color)`: a straight edge.
///
/// The seed also lists `hite(Color)` without explaining it; it is left out rather than given a
/// guessed meaning, since a module that needs a plain second color has `color(_:)`.
///
/// ```swift
/// HomepageModuleStyle(foregroundColor: .token(.moduleCobalt_500_white_0),
///                     backgroundColor: .token(.moduleBlush_100_600),
///                     backgroundStyle: .wave(.token(.moduleBlush_200_700)))
/// ```
public enum HomepageModuleBackgroundStyle: Hashable, Sendable {
    case wave(ColorValue)
    case curve(ColorValue, Double)
    case color(ColorValue)

    /// The color below the edge.
    public var color: ColorValue {
        switch self {
        case .wave(let color), .curve(let color, _), .color(let color): color
        }
    }

    /// How tall the shaped edge is, in points: the wave band's height, the hill's height, or
    /// nothing for a straight edge.
    public var edgeHeight: Double {
        switch self {
        case .wave: HomepageWave.bandHeight
        case .curve(_, let height): height
        case .color: 0
        }
    }
}
