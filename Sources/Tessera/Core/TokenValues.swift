/// A length in points or a dimension token (spacing, radius, size). Components write token
/// names (`.padding(.m)`, `.cornerRadius(.l)`); tests and custom shapes may write numbers.
public enum LengthValue: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    case token(TokenKey<Length>)
    case points(Double)

    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    public init(floatLiteral value: Double) { self = .points(value) }

    func points(in theme: Theme) -> Double {
        switch self {
        case .token(let key): theme[key].points
        case .points(let value): value
        }
    }
}

/// Spacing tokens by their short names (the `space.*` scale: 4, 8, 12, 16, 24, 32, 48 points).
public typealias Spacing = LengthValue

extension LengthValue {
    public static let zero = LengthValue.token(.space0)
    public static let xxs = LengthValue.token(.space1)
    public static let xs = LengthValue.token(.space2)
    public static let s = LengthValue.token(.space3)
    public static let m = LengthValue.token(.space4)
    public static let l = LengthValue.token(.space6)
    public static let xl = LengthValue.token(.space8)
    public static let xxl = LengthValue.token(.space12)
    public static let stack = LengthValue.token(.spaceStack)
    public static let section = LengthValue.token(.spaceSection)
    public static let screenMargin = LengthValue.token(.spaceScreenMargin)
    public static let cardPadding = LengthValue.token(.spaceCardPadding)
}

/// A corner radius: a `radius.*` token by short name, or points.
public enum Radius: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    case token(TokenKey<Length>)
    case points(Double)

    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    public init(floatLiteral value: Double) { self = .points(value) }

    public static let none = Radius.token(.radiusNone)
    public static let s = Radius.token(.radiusSmall)
    public static let m = Radius.token(.radiusMedium)
    public static let l = Radius.token(.radiusLarge)
    public static let xl = Radius.token(.radiusXLarge)
    public static let card = Radius.token(.radiusCard)
    public static let button = Radius.token(.radiusButton)
    public static let full = Radius.token(.radiusFull)

    func points(in theme: Theme) -> Double {
        switch self {
        case .token(let key): theme[key].points
        case .points(let value): value
        }
    }
}

/// A shadow: an elevation token by short name (`.shadow(.card)`), or one literal shadow.
public enum Elevation: Hashable, Sendable {
    case token(TokenKey<[BoxShadow]>)
    case literal(color: Color, x: Double, y: Double, blur: Double, spread: Double)
    /// Shadows as a token file spells them (JSON scenes read elevation tokens by name).
    case shadows([BoxShadow])

    public static let low = Elevation.token(.elevationLow)
    public static let medium = Elevation.token(.elevationMedium)
    public static let high = Elevation.token(.elevationHigh)
    /// Cards rest on the page at the low elevation.
    public static let card = Elevation.token(.elevationLow)

    func shadows(in theme: Theme) -> [BoxShadow] {
        switch self {
        case .token(let key): theme[key]
        case .literal(let color, let x, let y, let blur, let spread):
            [BoxShadow(color: color, offsetX: Length(x), offsetY: Length(y), blur: Length(blur), spread: Length(spread))]
        case .shadows(let shadows): shadows
        }
    }
}

/// A number as a literal or a number token (`opacity.disabled`), resolved in the view's theme.
enum NumberValue: Hashable, Sendable {
    case literal(Double)
    case token(TokenKey<Double>)

    func value(in theme: Theme) -> Double {
        switch self {
        case .literal(let value): value
        case .token(let key): theme[key]
        }
    }
}
