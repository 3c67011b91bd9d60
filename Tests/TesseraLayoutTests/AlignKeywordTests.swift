import Testing
import TesseraLayout

/// The positional alignment keywords `start`, `end`, `self-start` and `self-end` (issue 21): how
/// the JSON format reads them, and what they lay out against Chromium (`align-keywords-*`
/// fixtures: every flex direction, wrap and direction, grids, blocks).
@Suite struct AlignKeywordTests {
    static let families = ["align-keywords-flex", "align-keywords-grid"]

    @Test(arguments: families)
    func alignKeywordsMatchChromium(family: String) throws {
        let fixtures = try Fixtures.load(family)
        #expect(fixtures.count >= 40, "\(family)")
        for fixture in fixtures {
            let problems = try Fixtures.mismatches(fixture)
            #expect(problems.isEmpty, "CASE \(family)/\(fixture.name): \(problems.prefix(4).joined(separator: " | "))")
        }
    }

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

    @Test(arguments: [
        (#"{"justifyContent": "self-start"}"#, "$.style.justifyContent"),
        (#"{"alignContent": "safe self-end"}"#, "$.style.alignContent"),
        (#"{"alignItems": "safe selfstart"}"#, "$.style.alignItems"),
    ])
    func badValuesNameTheirPath(json: String, path: String) {
        do {
            _ = try LayoutDocument(json: #"{"style": \#(json)}"#)
            Issue.record("\(json) was accepted")
        } catch {
            #expect(error.path == path, "\(error)")
        }
    }
}
