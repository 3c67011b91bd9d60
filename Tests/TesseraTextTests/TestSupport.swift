@testable import TesseraText

/// One engine for the tests that do not need a fresh one (fonts are found once).
let engine = TextEngine()

/// Inter's units per em: typesetting at this size makes points equal font units, so results
/// compare directly with `hb-shape`'s output.
let interUnitsPerEm = 2816.0

extension TextLayout {
    /// Every line's text, for compact expectations.
    var lineTexts: [String] { lines.map(\.text) }
}
