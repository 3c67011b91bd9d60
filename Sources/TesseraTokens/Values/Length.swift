/// A DTCG `dimension`: `{ "value": 16, "unit": "px" }`. Tessera works in points, and one px is one point
/// (as DTCG says: px is iOS's pt). One rem is `Length.remInPoints` points.
public struct Length: Hashable, Sendable, CustomStringConvertible {
    public enum Unit: String, Hashable, Sendable {
        case px
        case rem
    }

    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit = .px) {
        self.value = value
        self.unit = unit
    }

    /// The browser default root font size, which DTCG's rem is relative to.
    public static let remInPoints = 16.0

    public var points: Double { unit == .rem ? value * Length.remInPoints : value }

    public var description: String { "\(formatNumber(value))\(unit.rawValue)" }
}

/// The length of an animation: `{ "value": 200, "unit": "ms" }` (or `"s"`).
public struct AnimationDuration: Hashable, Sendable, CustomStringConvertible {
    public var milliseconds: Double

    public init(milliseconds: Double) {
        self.milliseconds = milliseconds
    }

    public var seconds: Double { milliseconds / 1000 }

    public var description: String { "\(formatNumber(milliseconds))ms" }
}

/// An easing curve `[x1, y1, x2, y2]`; the x coordinates are in 0...1.
public struct CubicBezier: Hashable, Sendable, CustomStringConvertible {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    public var description: String { "cubic-bezier(\([x1, y1, x2, y2].map(formatNumber).joined(separator: ", ")))" }
}

/// A font weight on the OpenType `wght` scale, 1...1000 (400 regular, 700 bold).
public struct FontWeight: Hashable, Sendable, CustomStringConvertible {
    public var value: Double

    public init(_ value: Double) {
        self.value = value
    }

    public static let regular = FontWeight(400)
    public static let semibold = FontWeight(600)
    public static let bold = FontWeight(700)

    /// DTCG's named weights; the names are case sensitive.
    static let named: [String: Double] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    public var description: String { formatNumber(value) }
}

/// Numbers as a designer wrote them: `16`, not `16.0`; `0.5`, not `0.50000000001`.
func formatNumber(_ value: Double) -> String {
    let rounded = (value * 10000).rounded() / 10000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return "\(rounded)"
}
