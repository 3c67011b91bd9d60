import Testing
import TesseraLayout

@Suite struct DocumentTests {
    private func error(_ json: String) -> LayoutJSONError? {
        do {
            _ = try LayoutDocument(json: json)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsAFullDocument() throws {
        var document = try LayoutDocument(json: """
            {"style": {"width": 200, "padding": {"top": 1, "left": "10%"}, "gap": {"row": 2, "column": 3},
                       "flexDirection": "row-reverse", "maxHeight": "none", "margin": "auto", "flexBasis": "content"},
             "children": [{"content": {"width": 20, "height": 10}},
                          {"content": {"text": "ab cd", "charWidth": 5, "lineHeight": 8}, "style": {"flexGrow": 1}}]}
            """)
        let style = document.tree.style(of: document.root)
        #expect(style.flexDirection == .rowReverse)
        #expect(style.padding.left == .percent(10))
        #expect(style.rowGap == 2 && style.columnGap == 3)
        #expect(style.margin.top == .auto)
        #expect(style.flexBasis == .content)
        #expect(document.paths == ["$", "$.children[0]", "$.children[1]"])
        try document.tree.computeLayout(root: document.root, width: 300)
        #expect(document.tree.frame(of: document.tree.nodes[1]).width == 20)
    }

    @Test(arguments: [
        (#"{"style": {"colour": 1}}"#, "$.style"),
        (#"{"style": {"width": "12px"}}"#, "$.style.width"),
        (#"{"style": {"width": -3}}"#, "$.style.width"),
        (#"{"style": {"flexDirection": "sideways"}}"#, "$.style.flexDirection"),
        (#"{"children": [{}, {"style": {"padding": "auto"}}]}"#, "$.children[1].style.padding"),
        (#"{"children": [{"content": {"width": 1}}]}"#, "$.children[0].content"),
        (#"{"content": {"width": 1, "height": 1}, "children": [{}]}"#, "$"),
        (#"{"style": {"margin": {"top": 1, "start": 2}}}"#, "$.style.margin"),
        (#"{"style": {"aspectRatio": 0}}"#, "$.style.aspectRatio"),
        (#"{"kids": []}"#, "$"),
        (#"[]"#, "$"),
    ])
    func badValuesNameTheirPath(json: String, path: String) {
        #expect(error(json)?.path == path)
    }

    @Test func unknownKeysAreQuotedShort() {
        let key = String(repeating: "k", count: 100_000)
        for json in [#"{"style": {"\#(key)": 1}}"#, #"{"\#(key)": 1}"#, #"{"style": {"margin": {"\#(key)": 1}}}"#] {
            let message = error(json)?.description ?? ""
            #expect(message.contains("unknown") && message.count < 200, "\(message.prefix(200))")
        }
    }

    /// A length past the documented limit (1e9, as Taffy's `max-height: 3.68935e+19px` page) is
    /// refused with the limit in the message, not clamped silently.
    @Test func lengthsPastTheLimitSayIt() {
        let failure = error(#"{"style": {"maxHeight": 3.68935e19}}"#)
        #expect(failure?.path == "$.style.maxHeight")
        #expect(failure?.description.contains("at most 1000000000") == true, "\(failure?.description ?? "")")
        #expect(error(#"{"style": {"maxHeight": 1e9}}"#) == nil)
    }

    @Test func invalidUTF8HasAPosition() throws {
        let bytes: [UInt8] = Array(#"{"content": {"text": "a"#.utf8) + [0xFF] + Array(#"", "charWidth": 1, "lineHeight": 1}}"#.utf8)
        #expect(throws: LayoutJSONError(#"invalid UTF-8 in string"#, offset: 21)) { try LayoutDocument(json: bytes) }
    }

    @Test(arguments: [
        (#"{"style": {"width": 1,}}"#, 22),
        (#"{"style" {}}"#, 9),
        (#"{"a": 1, "a": 2}"#, 9),
        ("{\"é\": tru}", 6),
        // Numbers beyond Double's range are a syntax error, before any style is read.
        (#"{"style": {"height": 1e400}}"#, 21),
        ("", 0),
    ])
    func syntaxErrorsNameTheirOffset(json: String, offset: Int) {
        #expect(error(json)?.offset == offset)
    }

    @Test func syntheticTextWrapsAtSpaces() {
        let text = SyntheticText("aaa bb  c", charWidth: 10, lineHeight: 12)
        #expect(text.maxContentWidth == 80)
        #expect(text.minContentWidth == 30)
        #expect(text.measure(width: .atMost(65), height: .unconstrained) == Measurement(width: 65, height: 24, baseline: 12))
        #expect(text.measure(width: .atMost(0), height: .unconstrained).height == 36)
        #expect(text.measure(width: .unconstrained, height: .unconstrained).height == 12)
    }

    @Test func framesPrintAsJSON() throws {
        var document = try LayoutDocument(json: #"{"style": {"width": 10.5, "height": 4}, "children": [{}]}"#)
        try document.tree.computeLayout(root: document.root, width: 100)
        #expect(document.tree.framesJSON(root: document.root)
                == #"{"x":0,"y":0,"width":10.5,"height":4,"children":[{"x":0,"y":0,"width":0,"height":4}]}"#)
    }
}
