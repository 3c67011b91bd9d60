import Testing
import TesseraLayout

/// The positional alignment keywords `start`, `end`, `self-start` and `self-end` (issue 21): how
/// the JSON format reads them. (What they lay out is checked against Chromium by
/// ConformanceTests on the `align-keywords-*` fixtures: every flex direction, wrap and
/// direction, grids, blocks; bad values by `KeywordStyleTests`.)
@Suite struct AlignKeywordTests {
    private func style(_ json: String) throws -> Style {
        let document = try LayoutDocument(json: #"{"style": \#(json)}"#)
        return document.tree.style(of: document.root)
    }

    @Test func readsPositionalKeywords() throws {
        let read = try style(#"{"justifyContent": "end", "alignItems": "safe self-start", "alignSelf": "self-end", "alignContent": "start"}"#)
        #expect(read.justifyContent == .flexEnd && read.alignItems == .flexStart && read.alignSelf == .flexEnd)
        #expect(read.alignContent == .flexStart && read.safeAlignment.alignItems)
        #expect(read.positionalAlignment.justifyContent == .end && read.positionalAlignment.alignItems == .selfStart)
        #expect(read.positionalAlignment.alignSelf == .selfEnd && read.positionalAlignment.alignContent == .start)
        let grid = try style(#"{"display": "grid", "justifyItems": "self-end", "justifySelf": "unsafe self-start"}"#)
        #expect(grid.grid.justifyItems == .end && grid.grid.justifySelf == .start)
        #expect(grid.positionalAlignment.justifyItems == .selfEnd && grid.positionalAlignment.justifySelf == .selfStart)
        #expect(try style(#"{"alignItems": "flex-end"}"#).positionalAlignment == PositionalAlignment())
    }
}
