import TesseraGeometry

/// A text style: DTCG `typography` (font family, size, weight, letter spacing, line height).
public struct Typography: Hashable, Sendable {
    /// Font names, most preferred first.
    public var fontFamily: [String]
    public var fontSize: Length
    public var fontWeight: FontWeight
    public var letterSpacing: Length
    /// Line height as a multiple of the font size, as DTCG defines it.
    public var lineHeight: Double

    public init(fontFamily: [String], fontSize: Length, fontWeight: FontWeight, letterSpacing: Length, lineHeight: Double) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }

    /// The line height in points (font size × multiplier).
    public var lineHeightPoints: Double { fontSize.points * lineHeight }

    /// This style for a text-size category: size, line height and tracking grow together, as
    /// Dynamic Type does, so the multiplier `lineHeight` is unchanged.
    public func scaled(by factor: Double) -> Typography {
        var copy = self
        copy.fontSize = Length(fontSize.value * factor, fontSize.unit)
        copy.letterSpacing = Length(letterSpacing.value * factor, letterSpacing.unit)
        return copy
    }
}

/// One drop or inner shadow: DTCG `shadow`.
public struct BoxShadow: Hashable, Sendable {
    public var color: Color
    public var offsetX: Length
    public var offsetY: Length
    public var blur: Length
    public var spread: Length
    public var inset: Bool

    public init(color: Color, offsetX: Length, offsetY: Length, blur: Length, spread: Length, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

/// How a line is drawn: a named CSS style or explicit dashes.
public enum LineStyle: Hashable, Sendable {
    public enum Keyword: String, Hashable, Sendable, CaseIterable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }

    public enum LineCap: String, Hashable, Sendable, CaseIterable {
        case round, butt, square
    }

    case keyword(Keyword)
    case dashes(dashArray: [Length], lineCap: LineCap)
}

/// DTCG `border`: color, width and stroke style.
public struct Border: Hashable, Sendable {
    public var color: Color
    public var width: Length
    public var style: LineStyle

    public init(color: Color, width: Length, style: LineStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// One color stop of a DTCG `gradient`; `position` is in 0...1.
public struct ColorStop: Hashable, Sendable {
    public var color: Color
    public var position: Double

    public init(color: Color, position: Double) {
        self.color = color
        self.position = position
    }
}

/// DTCG `transition`: duration, delay and easing.
public struct Transition: Hashable, Sendable {
    public var duration: AnimationDuration
    public var delay: AnimationDuration
    public var timingFunction: CubicBezier

    public init(duration: AnimationDuration, delay: AnimationDuration, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// An icon: SVG path data on a square grid (Tessera's `icon` type), filled with the non-zero rule.
///
/// The path data is kept as text; the rasterizer parses it (TesseraTokens must not know drawing).
public struct Icon: Hashable, Sendable {
    public var pathData: String
    /// The side of the square the path is drawn on (24 for the Tessera set).
    public var grid: Double

    public init(pathData: String, grid: Double) {
        self.pathData = pathData
        self.grid = grid
    }
}
