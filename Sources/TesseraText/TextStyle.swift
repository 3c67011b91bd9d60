import TesseraGeometry

/// How tall a line is: the font's own metrics, an absolute height in points, or a multiple of
/// the font size (CSS `line-height: 1.5`). Design tokens give one of the last two.
public enum LineHeight: Hashable, Sendable {
    /// Ascender + descender + line gap of the primary font (CSS `normal`).
    case normal
    /// An absolute line height in points.
    case points(Double)
    /// A multiple of the font size.
    case multiple(Double)
}

/// Where lines sit horizontally inside the paragraph's box.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// Where an ellipsis replaces text when a line limit cuts it.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    case tail, head, middle
}

/// Everything that decides how a string is typeset: a typography token plus paragraph options.
///
/// A value type and `Hashable`, because it is part of the measurement cache key.
public struct TextStyle: Hashable, Sendable {
    public var family: String
    /// CSS/OpenType weight, 100 (thin) to 900 (black).
    public var weight: Int
    public var italic: Bool
    /// Font size in points.
    public var size: Double
    public var lineHeight: LineHeight
    /// Extra space after every grapheme cluster, in points (letter spacing).
    public var tracking: Double
    /// Uses tabular (fixed-width) figures, so numbers in columns line up.
    public var tabularNumbers: Bool
    public var alignment: TextAlignment
    /// At most this many lines; `nil` is unlimited.
    public var lineLimit: Int?
    public var truncation: TruncationMode
    /// The BCP 47 language of the text (`ja`, `zh-Hant`, `de-CH`); it picks the face Han
    /// characters are drawn with (`HanVariant`) and the hyphenation dictionary. Nil: no language,
    /// Han takes the default face and nothing is hyphenated automatically.
    public var locale: String?
    /// Whether lines may end inside a word with a hyphen drawn (CSS `hyphens`).
    public var hyphens: Hyphens

    public init(
        family: String = "Inter", weight: Int = 400, italic: Bool = false, size: Double = 17,
        lineHeight: LineHeight = .normal, tracking: Double = 0, tabularNumbers: Bool = false,
        alignment: TextAlignment = .leading, lineLimit: Int? = nil, truncation: TruncationMode = .tail,
        locale: String? = nil, hyphens: Hyphens = .none
    ) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.size = size
        self.lineHeight = lineHeight
        self.tracking = tracking
        self.tabularNumbers = tabularNumbers
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.locale = locale
        self.hyphens = hyphens
    }

    /// The largest font size we typeset; beyond it glyph masks would be absurdly large.
    public static let maximumSize = 4096.0

    /// Throws a `TextError.invalidValue` naming the first field that cannot be typeset.
    public func validate() throws(TextError) {
        guard (100...900).contains(weight) else {
            throw .invalidValue(name: "weight", value: "\(weight)", reason: "must be between 100 and 900")
        }
        guard size.isFinite, size > 0, size <= Self.maximumSize else {
            throw .invalidValue(name: "size", value: "\(size)", reason: "must be a finite number in (0, \(Self.maximumSize)]")
        }
        guard tracking.isFinite, abs(tracking) <= Self.maximumSize else {
            throw .invalidValue(name: "tracking", value: "\(tracking)", reason: "must be a finite number of points")
        }
        switch lineHeight {
        case .normal: break
        case let .points(v), let .multiple(v):
            guard v.isFinite, v > 0, v <= Self.maximumSize else {
                throw .invalidValue(name: "lineHeight", value: "\(v)", reason: "must be a finite positive number")
            }
        }
        if let lineLimit, lineLimit < 1 {
            throw .invalidValue(name: "lineLimit", value: "\(lineLimit)", reason: "must be at least 1")
        }
    }
}
