/// A CSS length that may also be `auto`: widths, heights, margins, insets.
///
/// Percentages are stored as written (`50` means 50%) and resolved against the containing
/// block at layout time; an unresolvable percentage (indefinite base) behaves as `auto`.
public enum Dimension: Hashable, Sendable {
    case auto
    case points(Double)
    case percent(Double)

    /// The value in points, or nil for `auto` and for a percentage of an unknown base.
    @inline(__always)
    func resolve(_ base: Double?) -> Double? {
        switch self {
        case .auto: return nil
        case .points(let value): return value
        case .percent(let value): return base.map { $0 * value / 100 }
        }
    }

    var isAuto: Bool { self == .auto }
}

/// A CSS length that cannot be `auto`: padding.
public enum LengthPercentage: Hashable, Sendable {
    case points(Double)
    case percent(Double)

    /// Unresolvable percentages count as zero, as CSS does for padding.
    @inline(__always)
    func resolve(_ base: Double?) -> Double {
        switch self {
        case .points(let value): return value
        case .percent(let value): return (base ?? 0) * value / 100
        }
    }
}

/// The initial main size of a flex item before flexing (CSS `flex-basis`).
public enum FlexBasis: Hashable, Sendable {
    /// Use the item's main size property (`width` or `height`), or its content if that is auto.
    case auto
    /// Size the item by its max-content size.
    case content
    case points(Double)
    case percent(Double)
}
