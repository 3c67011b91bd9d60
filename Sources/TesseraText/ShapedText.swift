/// A string shaped once for one font setup, independent of any width: glyphs in logical order
/// plus `TextUnit`s, the pieces line breaking and truncation may cut between.
///
/// Wrapping the same text at another width reuses it, so layout passes that try several widths
/// pay for HarfBuzz once. Immutable, and a class so lines can point into it without copying.
final class ShapedText: Sendable {
    /// The UTF-8 bytes of the text; unit and glyph cluster offsets index them.
    let utf8: [UInt8]
    let faces: [FontFace]
    /// Font size in points.
    let size: Double
    let glyphs: [ShapedGlyph]
    let units: [TextUnit]
    /// Ascender, descender and line gap (points) of the primary face, which set the line box.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    /// Characters no available font has a glyph for (drawn as `.notdef` boxes), in order.
    let missingCharacters: [Unicode.Scalar]

    init(
        utf8: [UInt8], faces: [FontFace], size: Double, glyphs: [ShapedGlyph], units: [TextUnit], primary: FontFace,
        missingCharacters: [Unicode.Scalar]
    ) {
        self.utf8 = utf8
        self.faces = faces
        self.size = size
        self.glyphs = glyphs
        self.units = units
        self.missingCharacters = missingCharacters
        let scale = size / primary.unitsPerEm
        ascender = primary.ascender * scale
        descender = primary.descender * scale
        lineGap = primary.lineGap * scale
    }
}

/// One shaped glyph, in points: advance (tracking included on the last glyph of each unit) and
/// offset from the pen position (y up, as in the font). Single precision keeps the cached
/// paragraphs small; sums over a line stay far below a hundredth of a pixel off.
struct ShapedGlyph: Sendable {
    var id: UInt32
    var face: UInt16
    var advance: Float
    var offsetX: Float
    var offsetY: Float
}

/// The smallest piece of text a line may start or end at: one or more whole grapheme clusters
/// that also start a HarfBuzz glyph cluster (so a ligature is never cut in half).
struct TextUnit: Sendable {
    enum Kind: UInt8, Sendable { case content, space, newline }
    /// `hyphenated`: a line may break after the unit with a hyphen drawn (`Hyphens`).
    enum Break: UInt8, Sendable { case none, allowed, hyphenated, mandatory }

    var textStart: Int32
    var textEnd: Int32
    var graphemeStart: Int32
    var graphemeCount: Int32
    var glyphStart: Int32
    var glyphEnd: Int32
    var advance: Double
    var kind: Kind
    /// Whether UAX #14 (or hyphenation) allows, or UAX #14 forces, a line break right after this unit.
    var breakAfter: Break
    /// UAX #9 embedding level of the unit's first character (odd: right to left).
    var bidiLevel: UInt8
    /// Base level (0 or 1) of the paragraph the unit belongs to.
    var paragraphLevel: UInt8

    var glyphRange: Range<Int> { Int(glyphStart)..<Int(glyphEnd) }
    var textRange: Range<Int> { Int(textStart)..<Int(textEnd) }
}
