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

/// A slice of units from one shaped text, shown in order on a line.
struct LinePiece: Sendable {
    let source: ShapedText
    let units: Range<Int>
    /// An ellipsis or hyphen the typesetter added: not text of the source, so it counts toward
    /// no grapheme range and takes the paragraph's direction.
    var isInserted = false
}

/// One laid-out line. It points into the cached shaped text; `runs` and `text` are built when
/// asked for, so measuring (which only needs sizes) allocates little.
public struct TextLine: Sendable {
    let pieces: [LinePiece]
    /// Grapheme-cluster (Character) offsets into the source string of the text shown; for a
    /// middle-truncated line, the span from the first to the last shown character.
    public let range: Range<Int>
    /// Advance width in points, trailing spaces excluded.
    public let width: Double
    /// Baseline, in points from the top of the paragraph.
    public let baseline: Double
    public let isTruncated: Bool
    /// Base level of the line's paragraph (UAX #9): 1 when it reads right to left.
    let paragraphLevel: UInt8
    /// True when the line's paragraph reads right to left (its first strong character is).
    public var isRightToLeft: Bool { paragraphLevel % 2 == 1 }

    /// The text shown, including an ellipsis if this line was truncated and the hyphen if it was
    /// hyphenated (hard breaks left out).
    public var text: String {
        var text = ""
        for piece in pieces {
            let units = piece.source.units
            let isShown = { (u: Int) in units[u].kind != .newline }
            guard let first = piece.units.first(where: isShown), let last = piece.units.last(where: isShown) else { continue }
            text += String(decoding: piece.source.utf8[Int(units[first].textStart)..<Int(units[last].textEnd)], as: UTF8.self)
        }
        return text
    }

    /// The glyphs to draw in visual order, left to right, one run per consecutive face.
    public var runs: [GlyphRun] {
        var runs: [GlyphRun] = []
        var x = 0.0
        func place(_ glyph: ShapedGlyph, from source: ShapedText) {
            let face = source.faces[Int(glyph.face)]
            if runs.last?.face !== face {
                runs.append(GlyphRun(face: face, size: source.size, glyphs: [], positions: []))
            }
            runs[runs.count - 1].glyphs.append(glyph.id)
            runs[runs.count - 1].positions.append(Point(x: x + Double(glyph.offsetX), y: -Double(glyph.offsetY)))
            x += Double(glyph.advance)
        }
        let isAllLeftToRight = paragraphLevel == 0
            && pieces.allSatisfy { piece in piece.units.allSatisfy { piece.source.units[$0].bidiLevel == 0 } }
        if isAllLeftToRight {
            // Logical order is visual order: no reordering pass.
            for piece in pieces {
                for u in piece.units where piece.source.units[u].kind != .newline {
                    for g in piece.source.units[u].glyphRange { place(piece.source.glyphs[g], from: piece.source) }
                }
            }
            return runs
        }
        for item in VisualOrder(pieces, paragraphLevel: paragraphLevel).items {
            let source = pieces[item.piece].source
            let range = source.units[item.unit].glyphRange
            if item.level % 2 == 1 {
                for g in range.reversed() { place(source.glyphs[g], from: source) }
            } else {
                for g in range { place(source.glyphs[g], from: source) }
            }
        }
        return runs
    }
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
    /// Characters of the text no available font has a glyph for, in order of appearance: they
    /// would be drawn as `.notdef` boxes (tofu). Empty when every character is covered.
    public let missingCharacters: [Unicode.Scalar]
    /// The faces the text is shaped with, the primary first (the font set a render depends on).
    public let faces: [FontFace]
    /// True when a line limit cut text off.
    public var isTruncated: Bool { lines.last?.isTruncated ?? false }

    /// The x offset of `line` in a box `boxWidth` wide (default: the paragraph's own width).
    /// Leading and trailing follow the line's paragraph: leading is the right edge when it reads
    /// right to left, as CSS `text-align: start` is.
    public func lineOffset(_ line: TextLine, inWidth boxWidth: Double? = nil) -> Double {
        let free = max(0, (boxWidth ?? size.width) - line.width)
        switch alignment {
        case .leading: return line.isRightToLeft ? free : 0
        case .center: return free / 2
        case .trailing: return line.isRightToLeft ? 0 : free
        }
    }
}
