import Testing
import TesseraLayout

/// Line numbers, spans and repeat counts far past UI grids: clamped past `GridLimits`
/// (100,000), still errors where invalid, and cheap to lay out. Below the limit they are placed
/// as Chromium places them: the `grid-limits-*` fixtures, which `ConformanceTests` checks.
@Suite struct GridLimitsTests {
    private func frames(_ json: String) throws -> [Frame] {
        var document = try LayoutDocument(json: json)
        try document.tree.computeLayout(root: document.root, width: 400)
        return document.tree.children(of: document.root).map { document.tree.frame(of: $0) }
    }

    @Test func overlargeValuesClampInsteadOfFailing() throws {
        // A line past 100,000 counts as 100,000, a span of a billion as 100,000; -99999 makes
        // 99,999 implicit columns before the explicit grid.
        let items = try frames("""
            {"style": {"display": "grid", "gridAutoColumns": "1px", "gridAutoRows": "10px"},
             "children": [{"style": {"gridColumn": "99999999999999999999999"}}, {"style": {"gridColumn": "span 1000000000"}},
                          {"style": {"gridColumn": "-99999"}}]}
            """)
        #expect(items[0].x == 99_999 + 99_998)
        #expect(items[1].width == 100_000)
        #expect(items[2].x == 0)
    }

    @Test func repeatCountsKeepTheExplicitGridWithinTheLimit() throws {
        let items = try frames("""
            {"style": {"display": "grid", "gridTemplateColumns": "repeat(99999999999, 1px 2px)", "gridAutoColumns": "5px"},
             "children": [{"style": {"gridColumn": "-2"}}]}
            """)
        // 50,000 repetitions of 1px 2px: the last explicit track is the 2px one at 49,999 × 3 + 1.
        #expect(items[0] == Frame(x: 149_998, y: 0, width: 2, height: 0))
    }

    @Test func invalidIntegersAreStillErrors() throws {
        for (style, path) in [(#""gridColumn": "0""#, "$.style.gridColumn"), (#""gridColumn": "span -3""#, "$.style.gridColumn"),
                              (#""gridRow": "1.5""#, "$.style.gridRow"),
                              (#""gridTemplateColumns": "repeat(0, 1px)""#, "$.style.gridTemplateColumns"),
                              (#""gridTemplateColumns": "repeat(1e3, 1px)""#, "$.style.gridTemplateColumns")] {
            #expect(throws: LayoutJSONError.self, "\(style)") {
                _ = try LayoutDocument(json: #"{"style": {"display": "grid", \#(style)}, "children": [{}]}"#)
            }
            do { _ = try LayoutDocument(json: #"{"style": {"display": "grid", \#(style)}, "children": [{}]}"#) } catch {
                #expect(error.path == path)
            }
        }
    }

    @Test func hugeSpansOnManyItemsStayBounded() throws {
        // 20 items each spanning 100,000 columns and rows, side by side: placement keeps
        // rectangles, not cells (2 × 10^11 of them), and items auto-placed past line 100,000
        // pile up in the last track there, so the grid has 100,000 columns, not 2,000,000.
        let child = #"{"style": {"gridColumn": "span 100000", "gridRow": "-100000 / span 100000"}}"#
        let json = #"{"style": {"display": "grid", "gridAutoColumns": "1px", "gridAutoRows": "1px"}, "children": ["#
            + Array(repeating: child, count: 20).joined(separator: ",") + "]}"
        let items = try frames(json)
        #expect(items[0] == Frame(x: 0, y: 0, width: 100_000, height: 100_000))
        #expect(items[1] == Frame(x: 99_999, y: 0, width: 1, height: 100_000))
        #expect(items[19] == items[1])
    }
}
