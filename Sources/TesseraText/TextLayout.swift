import TesseraGeometry

/// Glyphs of one face at one size, positioned relative to their line's origin (left end of the
/// baseline, y down).
public struct GlyphRun: Sendable {
    public let face: FontFace
    /// Font size in points.
    public let size: Double
    public internal(set) var glyphs: [UInt32]
    public internal(set) var positions: [Point]
}

/// One laid-out line.
public struct TextLine: Sendable {
    /// The text shown, including an ellipsis if this line was truncated.
    public let text: String
    /// Grapheme-cluster (Character) offsets into the source string of the text shown; for a
    /// middle-truncated line, the span from the first to the last shown character.
    public let range: Range<Int>
    /// Advance width in points, trailing spaces excluded.
    public let width: Double
    /// Baseline, in points from the top of the paragraph.
    public let baseline: Double
    public let runs: [GlyphRun]
    public let isTruncated: Bool
}

/// A paragraph typeset for a maximum width: its lines, size and baselines.
///
/// Lines are aligned inside a box; `size.width` is the widest line, and `lineOffset` places a
/// line in any box at least that wide (the frame layout gave the text).
public struct TextLayout: Sendable {
    public let lines: [TextLine]
    /// Widest line by number of lines × line height.
    public let size: Size
    public let firstBaseline: Double
    public let lastBaseline: Double
    public let lineHeight: Double
    public let alignment: TextAlignment
    /// True when a line limit cut text off.
    public var isTruncated: Bool { lines.last?.isTruncated ?? false }

    /// The x offset of `line` in a box `boxWidth` wide (default: the paragraph's own width).
    public func lineOffset(_ line: TextLine, inWidth boxWidth: Double? = nil) -> Double {
        let free = max(0, (boxWidth ?? size.width) - line.width)
        switch alignment {
        case .leading: return 0
        case .center: return free / 2
        case .trailing: return free
        }
    }
}
