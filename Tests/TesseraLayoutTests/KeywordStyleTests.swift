import Testing
import TesseraLayout

/// Sizing keywords, `safe` alignment and percentage gaps (issue 21): how the JSON format reads
/// them, and that resolving keywords during a layout leaves the styles as given and re-layouts
/// agree with fresh ones. (What they lay out is checked against Chromium by the
/// `sizing-keywords`, `safe-alignment` and `percent-gaps` fixtures.)
@Suite struct KeywordStyleTests {
    private func style(_ json: String) throws -> Style {
        let document = try LayoutDocument(json: #"{"style": \#(json)}"#)
        return document.tree.style(of: document.root)
    }

    private func frames(_ document: LayoutDocument) -> [Frame] {
        document.tree.nodes.map { document.tree.frame(of: $0) }
    }

    @Test func readsSizingKeywords() throws {
        let read = try style(#"{"width": "min-content", "maxHeight": "stretch", "flexBasis": "fit-content", "minWidth": 5}"#)
        #expect(read.sizingKeywords == SizingKeywords(width: .minContent, maxHeight: .stretch, flexBasis: .fitContent))
        #expect(read.width == .auto && read.maxHeight == .auto && read.flexBasis == .auto)
        #expect(read.minWidth == .points(5))
    }

    @Test func readsSafeAndUnsafeAlignment() throws {
        let read = try style(#"{"justifyContent": "safe center", "alignItems": "unsafe flex-end", "alignSelf": "safe flex-start"}"#)
        #expect(read.justifyContent == .center && read.alignItems == .flexEnd && read.alignSelf == .flexStart)
        #expect(read.safeAlignment.justifyContent && read.safeAlignment.alignSelf)
        #expect(!read.safeAlignment.alignItems && !read.safeAlignment.alignContent)
        let grid = try style(#"{"display": "grid", "justifyItems": "safe end", "justifyContent": "unsafe center"}"#)
        #expect(grid.grid.justifyItems == .end && grid.safeAlignment.justifyItems)
        #expect(grid.grid.justifyContent == .center && !grid.safeAlignment.justifyContent)
    }

    @Test func readsPercentageGaps() throws {
        let both = try style(#"{"gap": "12.5%"}"#)
        #expect(both.rowGapPercent == 12.5 && both.columnGapPercent == 12.5 && both.rowGap == 0)
        let sides = try style(#"{"gap": {"row": "5%", "column": 3}}"#)
        #expect(sides.rowGapPercent == 5 && sides.columnGapPercent == nil && sides.columnGap == 3)
        let one = try style(#"{"columnGap": "50%", "rowGap": 4}"#)
        #expect(one.columnGapPercent == 50 && one.rowGapPercent == nil && one.rowGap == 4)
    }

    @Test(arguments: [
        (#"{"width": "fit-content(10px)"}"#, "$.style.width"),
        (#"{"width": "stretchy"}"#, "$.style.width"),
        (#"{"aspectRatio": "min-content"}"#, "$.style.aspectRatio"),
        (#"{"justifyContent": "safe space-between"}"#, "$.style.justifyContent"),
        (#"{"alignItems": "safe stretch"}"#, "$.style.alignItems"),
        (#"{"alignSelf": "safe  center"}"#, "$.style.alignSelf"),
        (#"{"gap": "-5%"}"#, "$.style.gap"),
        (#"{"rowGap": "x%"}"#, "$.style.rowGap"),
        (#"{"gap": {"row": "5%", "colum": 1}}"#, "$.style.gap"),
        (#"{"gap": {"row": "5%", "column": -1}}"#, "$.style.gap.column"),
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

    static let keywordTree = """
        {"style": {"flexDirection": "column", "width": "fit-content"},
         "children": [{"style": {"width": "stretch", "margin": 5}, "content": {"text": "ab cd", "charWidth": 10, "lineHeight": 10}},
                      {"style": {"width": "min-content", "height": "max-content", "maxWidth": "stretch"},
                       "content": {"text": "abc de fghij", "charWidth": 10, "lineHeight": 10}},
                      {"style": {"flexDirection": "row"}, "children": [
                         {"style": {"flexBasis": "stretch", "minWidth": "max-content"},
                          "content": {"text": "x y", "charWidth": 10, "lineHeight": 10}}]}]}
        """

    @Test func stylesReadAsGivenAfterLayout() throws {
        var document = try LayoutDocument(json: Self.keywordTree)
        let before = document.tree.nodes.map { document.tree.style(of: $0) }
        try document.tree.computeLayout(root: document.root, width: 300)
        #expect(document.tree.nodes.map { document.tree.style(of: $0) } == before)
        // The root fits its widest content (the stretched text's max-content width and margins:
        // 60), the stretched text fills it less its margins, the min-content text is its longest
        // word wide and as high as its three lines, unstretched.
        #expect(document.tree.frame(of: document.root).width == 60)
        #expect(document.tree.frame(of: document.tree.nodes[1]).width == 50)
        #expect(document.tree.frame(of: document.tree.nodes[2]).width == 50)
        #expect(document.tree.frame(of: document.tree.nodes[2]).height == 30)
    }

    @Test func relayoutsAgreeWithFreshLayouts() throws {
        var document = try LayoutDocument(json: Self.keywordTree)
        for width in [300.0, 70, 300, 20, 500] {
            try document.tree.computeLayout(root: document.root, width: width)
            var fresh = try LayoutDocument(json: Self.keywordTree)
            try fresh.tree.computeLayout(root: fresh.root, width: width)
            #expect(frames(document) == frames(fresh), "width \(width)")
        }
        // A content change under a keyword-sized box: only its path is laid out again.
        document.tree.markDirty(document.tree.nodes[2])
        try document.tree.computeLayout(root: document.root, width: 500)
        var fresh = try LayoutDocument(json: Self.keywordTree)
        try fresh.tree.computeLayout(root: fresh.root, width: 500)
        #expect(frames(document) == frames(fresh))
    }

    @Test func restylingDropsKeywords() throws {
        var document = try LayoutDocument(json: Self.keywordTree)
        try document.tree.computeLayout(root: document.root, width: 300)
        let text = document.tree.nodes[1]
        var plain = document.tree.style(of: text)
        plain.sizingKeywords = SizingKeywords()
        plain.width = .points(40)
        document.tree.setStyle(plain, for: text)
        try document.tree.computeLayout(root: document.root, width: 300)
        #expect(document.tree.frame(of: text).width == 40)
        #expect(document.tree.style(of: text) == plain)
    }
}
