import Testing
import TesseraLayout

/// `writingMode` as the JSON format and the Swift API read it, and what stays true across
/// re-layouts; the layouts against Chromium are the `writing-mode-*` fixture families.
@Suite struct WritingModeTests {
    private func frames(_ json: String, width: Double? = nil, height: Double? = nil,
                        scale: Double? = nil) throws -> [Frame] {
        var document = try LayoutDocument(json: json)
        try document.tree.computeLayout(root: document.root, width: width, height: height, scale: scale)
        return document.tree.nodes.map { document.tree.frame(of: $0) }
    }

    @Test func readsTheThreeModesAndInheritsByDefault() throws {
        for mode in WritingMode.allCases {
            let document = try LayoutDocument(json: #"{"style": {"writingMode": "\#(mode.rawValue)"}}"#)
            #expect(document.tree.style(of: document.root).writingMode == mode)
        }
        #expect(Style().writingMode == nil)
    }

    @Test(arguments: [#""sideways-lr""#, #""vertical""#, "1", "null"])
    func rejectsOtherValues(value: String) {
        #expect(throws: LayoutJSONError.self) {
            _ = try LayoutDocument(json: #"{"children": [{"style": {"writingMode": \#(value)}}]}"#)
        }
        do {
            _ = try LayoutDocument(json: #"{"children": [{"style": {"writingMode": \#(value)}}]}"#)
        } catch {
            #expect(error.path == "$.children[0].style.writingMode")
        }
    }

    /// Text runs down: its lines break against the height and stack to the right (vertical-lr)
    /// or to the left (vertical-rl).
    @Test func verticalTextBreaksAgainstTheHeight() throws {
        let text = #"{"content": {"text": "aa bb cc", "charWidth": 10, "lineHeight": 10}}"#
        let lr = try frames(#"{"style": {"writingMode": "vertical-lr", "flexDirection": "column", "height": 50}, "children": [\#(text), {"style": {"width": 5, "height": 5}}]}"#,
                            width: 300)
        // Lines "aa bb" and "cc": two lines of 10, 50 tall; the box follows to the right.
        #expect(lr[1] == Frame(x: 0, y: 0, width: 20, height: 50))
        #expect(lr[2] == Frame(x: 20, y: 0, width: 5, height: 5))
        #expect(lr[0].width == 25, "an orthogonal root is as wide as its content")
        let rl = try frames(#"{"style": {"writingMode": "vertical-rl", "flexDirection": "column", "height": 50, "width": 100}, "children": [\#(text), {"style": {"width": 5, "height": 5}}]}"#)
        #expect(rl[1] == Frame(x: 80, y: 0, width: 20, height: 50))
        #expect(rl[2] == Frame(x: 75, y: 0, width: 5, height: 5))
    }

    /// A measure function of a vertical leaf is asked along the leaf's inline axis first: its
    /// `width` proposal is the room for its lines, which is vertical, and its answer is turned.
    @Test func measureFunctionsMeasureAlongTheInlineAxis() throws {
        var tree = LayoutTree()
        let root = tree.addNode(style: { var style = Style(); style.height = .points(40); return style }())
        var vertical = Style()
        vertical.writingMode = .verticalLR
        vertical.alignSelf = .flexStart
        let leaf = tree.addNode(style: vertical) { width, _ in
            // 100 points of text in lines as long as the proposal allows, 12 points a line.
            guard case .atMost(let room) = width, room < 100 else { return Measurement(width: 100, height: 12) }
            let lines = (100 / max(room, 1)).rounded(.up)
            return Measurement(width: room, height: 12 * lines)
        }
        try tree.addChild(leaf, to: root)
        try tree.computeLayout(root: root, width: 200)
        #expect(tree.frame(of: leaf) == Frame(x: 0, y: 0, width: 36, height: 40))
    }

    /// Styles read back as given, and re-layouts (after a change or none) start from the frames
    /// layout keeps, not from the physical ones it hands out.
    @Test func styleAndFramesSurviveReLayouts() throws {
        var tree = LayoutTree()
        var rootStyle = Style()
        rootStyle.writingMode = .verticalRL
        rootStyle.width = .points(100)
        rootStyle.height = .points(60)
        let root = tree.addNode(style: rootStyle)
        var childStyle = Style()
        childStyle.width = .points(30)
        childStyle.height = .points(20)
        childStyle.margin.top = .points(7)
        let child = tree.addNode(style: childStyle)
        let other = tree.addNode(style: childStyle)
        try tree.addChild(child, to: root)
        try tree.addChild(other, to: root)
        try tree.computeLayout(root: root, scale: 2)
        #expect(tree.style(of: child) == childStyle)
        let first = [tree.frame(of: child), tree.frame(of: other)]
        // vertical-rl: a row runs down from the top (the margin above), blocks stack from the right.
        #expect(first == [Frame(x: 70, y: 7, width: 30, height: 20), Frame(x: 70, y: 34, width: 30, height: 20)])
        try tree.computeLayout(root: root, scale: 2)
        #expect([tree.frame(of: child), tree.frame(of: other)] == first)
        childStyle.height = .points(25)
        tree.setStyle(childStyle, for: child)
        try tree.computeLayout(root: root)
        #expect(tree.frame(of: other) == Frame(x: 70, y: 39, width: 30, height: 20))
        rootStyle.writingMode = .horizontalTB
        tree.setStyle(rootStyle, for: root)
        try tree.computeLayout(root: root)
        #expect(tree.frame(of: child) == Frame(x: 0, y: 7, width: 30, height: 25))
        #expect(tree.frame(of: other) == Frame(x: 30, y: 7, width: 30, height: 20))
    }

    /// Changing a parent's mode re-lays its subtree out as a fresh tree would, whether the child
    /// stays a boundary, stops being one or turns from orthogonal to merely mirrored.
    @Test(arguments: [WritingMode.horizontalTB, .verticalLR, .verticalRL])
    func changingAModeMatchesAFreshLayout(to mode: WritingMode) throws {
        func json(_ rootMode: WritingMode) -> String {
            #"{"style": {"writingMode": "\#(rootMode.rawValue)", "width": 200, "height": 100}, "children": [{"style": {"writingMode": "vertical-lr", "margin": {"left": 3, "top": 5}}, "children": [{"content": {"text": "aa bb cc dd", "charWidth": 10, "lineHeight": 10}}, {"style": {"width": 7, "height": 9}}]}]}"#
        }
        var changed = try LayoutDocument(json: json(.horizontalTB))
        try changed.tree.computeLayout(root: changed.root)
        var style = changed.tree.style(of: changed.root)
        style.writingMode = mode
        changed.tree.setStyle(style, for: changed.root)
        try changed.tree.computeLayout(root: changed.root)
        var fresh = try LayoutDocument(json: json(mode))
        try fresh.tree.computeLayout(root: fresh.root)
        #expect(changed.tree.nodes.map { changed.tree.frame(of: $0) } == fresh.tree.nodes.map { fresh.tree.frame(of: $0) })
    }

    /// A fixed-size content (an image) keeps its physical size in a vertical mode.
    @Test func fixedContentKeepsItsSize() throws {
        let laidOut = try frames(#"{"style": {"writingMode": "vertical-lr", "alignItems": "flex-start"}, "children": [{"content": {"width": 30, "height": 20}}]}"#,
                                 width: 300, height: 200)
        #expect(laidOut[1] == Frame(x: 0, y: 0, width: 30, height: 20))
    }

    /// Beside a float an orthogonal box keeps its content's width instead of filling the band
    /// (Chromium 156 puts this one at x 100, 20 × 50; the float branch and the writing-mode
    /// branch each had it right alone, and filled the band together).
    @Test func orthogonalBoxBesideAFloatKeepsItsContentWidth() throws {
        let laidOut = try frames(#"""
            {"style": {"display": "block", "width": 300}, "children": [
              {"style": {"float": "left", "width": 100, "height": 60}},
              {"style": {"writingMode": "vertical-lr"}, "children": [{"style": {"width": 20, "height": 50}}]}]}
            """#)
        #expect(laidOut[2] == Frame(x: 100, y: 0, width: 20, height: 50))
    }

    /// With no viewport height an orthogonal box's lines are as long as they need.
    @Test func orthogonalRoomFallsBackToTheViewport() throws {
        let json = #"{"children": [{"style": {"writingMode": "vertical-lr"}, "content": {"text": "aa bb cc", "charWidth": 10, "lineHeight": 10}}]}"#
        #expect(try frames(json, width: 300)[1].height == 80)
        // Three lines in 30 points: as tall as the room (the fit-content inline size).
        #expect(try frames(json, width: 300, height: 30)[1] == Frame(x: 0, y: 0, width: 30, height: 30))
    }
}
