/// A string shaped once for one font setup, independent of any width: glyphs in logical order
/// plus `TextUnit`s, the pieces line breaking and truncation may cut between.
///
/// Wrapping the same text at another width reuses it, so layout passes that try several widths
/// pay for HarfBuzz once. Everything is in points.
struct ShapedText: Sendable {
    /// The UTF-8 bytes of the text; unit and glyph cluster offsets index them.
    let utf8: [UInt8]
    let faces: [FontFace]
    let size: Double
    /// Per glyph: id, face (index into `faces`), advance (tracking included on the last glyph of
    /// each unit) and offset from the pen position (y up, as in the font).
    var glyphs: [UInt32] = []
    var glyphFaces: [UInt16] = []
    var advances: [Double] = []
    var offsetsX: [Double] = []
    var offsetsY: [Double] = []
    var units: [TextUnit] = []
    /// Ascender and descender (points) of the primary face, which set the line box.
    let ascender: Double
    let descender: Double
    let lineGap: Double
}

/// The smallest piece of text a line may start or end at: one or more whole grapheme clusters
/// that also start a HarfBuzz glyph cluster (so a ligature is never cut in half).
struct TextUnit: Sendable {
    enum Kind: UInt8, Sendable { case content, space, newline }
    enum Break: UInt8, Sendable { case none, allowed, mandatory }

    var textStart: Int
    var textEnd: Int
    var graphemeStart: Int
    var graphemeCount: Int
    var glyphStart: Int
    var glyphEnd: Int
    var advance: Double
    var kind: Kind
    /// Whether UAX #14 allows (or forces) a line break right after this unit.
    var breakAfter: Break
}
