import Testing
import TesseraLayout

/// Scroll containers, `flex-wrap: balance` and zero-width spaces as the JSON format and the Swift
/// API read them; their layouts against Chromium are `ScrollAndBalanceConformanceTests`.
@Suite struct ScrollAndBalanceStyleTests {
    private func style(_ json: String) throws -> Style {
        let document = try LayoutDocument(json: #"{"style": \#(json)}"#)
        return document.tree.style(of: document.root)
    }

    private func errorPath(_ json: String) -> String? {
        do {
            _ = try LayoutDocument(json: #"{"style": \#(json)}"#)
            return nil
        } catch {
            return error.path
        }
    }

    private func frames(_ json: String, width: Double? = nil) throws -> [Frame] {
        var document = try LayoutDocument(json: json)
        try document.tree.computeLayout(root: document.root, width: width)
        return document.tree.nodes.map { document.tree.frame(of: $0) }
    }

    @Test func readsOverflowPerAxisAndTheGutterWidth() throws {
        let both = try style(#"{"overflow": "scroll"}"#)
        #expect(both.overflowX == .scroll && both.overflowY == .scroll && both.overflow == .scroll)
        let mixed = try style(#"{"overflowX": "hidden", "overflowY": "scroll", "scrollbarWidth": 8}"#)
        #expect(mixed.overflowX == .hidden && mixed.overflowY == .scroll && mixed.scrollbarWidth == 8)
        // A `visible` beside another value computes to `auto` in CSS.
        #expect(try style(#"{"overflowY": "hidden"}"#).overflow == .auto)
        #expect(Style().scrollbarWidth == 15 && Style().overflow == .visible)
    }

    @Test(arguments: [
        ("balance", FlexWrap.wrap), ("wrap balance", .wrap), ("balance wrap", .wrap),
        ("wrap-reverse balance", .wrapReverse), ("balance wrap-reverse", .wrapReverse),
    ])
    func readsBalance(value: String, wrap: FlexWrap) throws {
        let parsed = try style(#"{"flexWrap": "\#(value)", "flexLineCount": 3}"#)
        #expect(parsed.flexWrap == wrap && parsed.flexWrapBalance && parsed.flexLineCount == 3)
        #expect(try style(#"{"flexWrap": "wrap"}"#).flexWrapBalance == false)
    }

    @Test(arguments: [
        (#"{"flexWrap": "nowrap balance"}"#, "$.style.flexWrap"),
        (#"{"flexWrap": "balance balance"}"#, "$.style.flexWrap"),
        (#"{"flexWrap": "wrap wrap-reverse balance"}"#, "$.style.flexWrap"),
        (#"{"flexWrap": 1}"#, "$.style.flexWrap"),
        (#"{"flexLineCount": 0}"#, "$.style.flexLineCount"),
        (#"{"flexLineCount": 1.5}"#, "$.style.flexLineCount"),
        (#"{"flexLineCount": "2"}"#, "$.style.flexLineCount"),
        (#"{"flexLineCount": 10001}"#, "$.style.flexLineCount"),
        (#"{"overflowX": "clip"}"#, "$.style.overflowX"),
        (#"{"scrollbarWidth": -1}"#, "$.style.scrollbarWidth"),
        (#"{"scrollbarWidth": "thin"}"#, "$.style.scrollbarWidth"),
    ])
    func rejectsBadValues(json: String, path: String) {
        #expect(errorPath(json) == path)
    }

    @Test func rejectsANonFiniteGutterFromSwift() {
        var tree = LayoutTree()
        var style = Style()
        style.scrollbarWidth = .infinity
        let root = tree.addNode(style: style)
        #expect(throws: LayoutError.self) { try tree.computeLayout(root: root, width: 100) }
    }

    @Test func scrollGutterTakesItsRoomFromTheContentBox() throws {
        let scrolled = try frames(#"""
            {"style": {"width": 100, "height": 50, "overflow": "scroll", "padding": 5},
             "children": [{"style": {"flexGrow": 1}}]}
            """#)
        #expect(scrolled[1] == Frame(x: 5, y: 5, width: 75, height: 25))
        // `auto` reserves nothing; a `hidden` box neither.
        for overflow in ["auto", "hidden"] {
            let plain = try frames(#"{"style": {"width": 100, "height": 50, "overflow": "\#(overflow)"}, "children": [{"style": {"flexGrow": 1}}]}"#)
            #expect(plain[1] == Frame(x: 0, y: 0, width: 100, height: 50))
        }
    }

    @Test func balancedLinesEvenOutWhereGreedyLinesDoNot() throws {
        let items = #"[{"style": {"width": 31, "height": 30}}, {"style": {"width": 32, "height": 30}}, {"style": {"width": 33, "height": 30}}, {"style": {"width": 34, "height": 30}}]"#
        let greedy = try frames(#"{"style": {"width": 100, "flexWrap": "wrap"}, "children": \#(items)}"#)
        #expect(greedy.dropFirst().map(\.y) == [0, 0, 0, 30])
        let balanced = try frames(#"{"style": {"width": 100, "flexWrap": "balance"}, "children": \#(items)}"#)
        #expect(balanced.dropFirst().map(\.y) == [0, 0, 30, 30])
        let three = try frames(#"{"style": {"width": 100, "flexWrap": "balance", "flexLineCount": 3}, "children": \#(items)}"#)
        #expect(three.dropFirst().map(\.y) == [0, 0, 30, 60])
    }

    @Test func zeroWidthSpacesBreakWithoutWidth() {
        let text = SyntheticText("aa\u{200B}bb cc\u{200B}\u{200B} dd", charWidth: 10, lineHeight: 12)
        #expect(text.words == [2, 2, 2, 2])
        #expect(text.spacedBefore == [false, true, true])
        #expect(text.maxContentWidth == 100)
        #expect(text.minContentWidth == 20)
        #expect(text.lineCount(width: 40) == 3)  // "aabb" / "cc" / "dd"
        #expect(text.lineCount(width: 70) == 2)  // "aabb cc" / "dd"
        #expect(SyntheticText("\u{200B}", charWidth: 10, lineHeight: 12).maxContentWidth == 0)
    }
}
