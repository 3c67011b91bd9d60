import Testing
@testable import TesseraLayout

/// Nested keyword-sized containers (a fit-content box holding a stretched one holding a
/// fit-content one…) resolve their children's keywords on every visit, against sizes that differ
/// between the intrinsic and the final pass. Their cached sizes are told apart by the container's
/// size, so each level is still computed a bounded number of times: clearing a box's cache when
/// its lengths changed made the work grow threefold every two levels.
@Suite struct KeywordDepthTests {
    static func chain(depth: Int) -> String {
        var json = #"{"style": {"width": "stretch"}, "content": {"text": "ab cd ef", "charWidth": 10, "lineHeight": 10}}"#
        for level in 1...depth {
            let direction = level % 2 == 0 ? "column" : "row"
            json = #"{"style": {"width": "fit-content", "flexDirection": "\#(direction)", "padding": 1}, "children": [\#(json), "#
                + #"{"style": {"width": "stretch", "minWidth": "min-content"}, "children": [{"content": {"text": "x yy", "charWidth": 10, "lineHeight": 10}}]}]}"#
        }
        return #"{"style": {"alignItems": "flex-start"}, "children": [\#(json)]}"#
    }

    static func visits(depth: Int) throws -> Int {
        var document = try LayoutDocument(json: chain(depth: depth))
        try document.tree.computeLayout(root: document.root, width: 800)
        return document.tree.containerVisitCount
    }

    @Test func visitsGrowPolynomiallyWithDepth() throws {
        let (shallow, deep) = (try Self.visits(depth: 10), try Self.visits(depth: 20))
        // Linear growth doubles the visits; the exponential growth this guards against was ~30x.
        #expect(deep < 5 * shallow, "\(shallow) visits at depth 10, \(deep) at 20")
    }
}
