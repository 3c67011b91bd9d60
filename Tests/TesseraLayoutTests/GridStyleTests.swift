import Testing
import TesseraLayout

/// The grid properties through the JSON format and the Swift API: what they mean, and the
/// clear errors for what they cannot be.
@Suite struct GridStyleTests {
    private func error(_ style: String) -> LayoutJSONError? {
        do {
            _ = try LayoutDocument(json: #"{"style": {"display": "grid", \#(style)}, "children": [{}]}"#)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsTrackListsAndLines() throws {
        var document = try LayoutDocument(json: """
            {"style": {"display": "grid", "width": 300, "columnGap": 10,
                       "gridTemplateColumns": "50px repeat(2, minmax(0, 1fr))", "gridAutoRows": "20px"},
             "children": [{"style": {"gridColumn": "2 / span 2"}}, {"style": {"gridRow": 3, "gridColumn": "-2"}}]}
            """)
        try document.tree.computeLayout(root: document.root, width: 300)
        let children = document.tree.children(of: document.root)
        // Columns 50, 115, 115 with 10 between: the first item spans the last two.
        #expect(document.tree.frame(of: children[0]) == Frame(x: 60, y: 0, width: 240, height: 20))
        #expect(document.tree.frame(of: children[1]) == Frame(x: 185, y: 40, width: 115, height: 20))
    }

    @Test func badValuesNameTheirPathAndQuoteLittle() {
        #expect(error(#""gridTemplateColumns": "10px banana""#)?.description
            == #"$.style.gridTemplateColumns: "banana" is not a track size (Npx, N%, Nfr, auto, min-content, max-content, minmax(), fit-content())"#)
        #expect(error(#""gridTemplateColumns": "minmax(1fr, 10px)""#)?.message == "minmax() cannot have a flexible minimum")
        #expect(error(#""gridTemplateColumns": "repeat(0, 10px)""#)?.path == "$.style.gridTemplateColumns")
        #expect(error(#""gridTemplateColumns": "repeat(auto-fill, 1px) repeat(auto-fill, 2px)""#)?.message
            == "a track list can have only one repeat(auto-fill or auto-fit, …)")
        // Repetitions are counted from fixed sizes only: CSS drops such a list, we name it.
        #expect(error(#""gridTemplateColumns": "repeat(auto-fit, 20%) min-content""#)?.message.contains("track 2 has none") == true)
        #expect(error(#""gridTemplateColumns": "repeat(auto-fill, 1fr)""#)?.path == "$.style.gridTemplateColumns")
        #expect(error(#""gridTemplateColumns": "40px repeat(auto-fill, minmax(90px, 1fr)) minmax(auto, 10%)""#) == nil)
        #expect(error(#""gridTemplateRows": "repeat(2, 10px""#)?.message.hasPrefix("unbalanced parentheses") == true)
        #expect(error(#""gridRow": "0""#)?.path == "$.style.gridRow")
        #expect(error(#""gridColumn": "span 0""#)?.path == "$.style.gridColumn")
        #expect(error(#""gridColumn": "1 / 2 / 3""#)?.message == #"expected "start / end""#)
        #expect(error(#""gridColumn": "\#(String(repeating: "x", count: 500))""#)!.description.count < 200)
        #expect(error(#""justifyItems": "left""#)?.path == "$.style.justifyItems")
        #expect(error(#""gridAutoFlow": "row column""#)?.path == "$.style.gridAutoFlow")
    }

    @Test func hostileSwiftStylesAreErrorsNotHugeGrids() {
        var tree = LayoutTree()
        var style = Style()
        style.display = .grid
        style.grid.templateColumns = [.repeated(count: 1_000_000, [.auto])]
        let root = tree.addNode(style: style)
        #expect(throws: LayoutError.self) { try tree.computeLayout(root: root, width: 100) }
        style.grid.templateColumns = [.single(GridTrackSize(.points(.nan)))]
        tree.setStyle(style, for: root)
        #expect(throws: LayoutError.self) { try tree.computeLayout(root: root, width: 100) }
        style.grid.templateColumns = []
        style.grid.column = GridPlacement(start: .line(500_000))
        tree.setStyle(style, for: root)
        #expect(throws: LayoutError.self) { try tree.computeLayout(root: root, width: 100) }
    }

    @Test func autoFillRepeatsAsManyTracksAsFit() throws {
        var tree = LayoutTree()
        var style = Style()
        style.display = .grid
        style.columnGap = 10
        style.grid.templateColumns = [.autoRepeat(.fill, [GridTrackSize(.points(40))])]
        style.grid.autoRows = [GridTrackSize(.points(10))]
        let root = tree.addNode(style: style)
        var items: [NodeID] = []
        for _ in 0..<5 {
            let item = tree.addNode()
            try tree.addChild(item, to: root)
            items.append(item)
        }
        // 4 × 40 + 3 × 10 = 190 fits 200; a fifth track would not.
        try tree.computeLayout(root: root, width: 200)
        #expect(tree.frame(of: items[3]).x == 150)
        #expect(tree.frame(of: items[4]) == Frame(x: 0, y: 10, width: 40, height: 10))
    }

    /// A re-layout after restyling an item gives the frames a fresh tree gets (the layout
    /// cache must not keep a grid's old track sizes).
    @Test func relayoutAfterRestyleMatchesAFreshLayout() throws {
        func build(itemWidth: Double) throws -> (LayoutTree, NodeID, [NodeID]) {
            var tree = LayoutTree()
            var style = Style()
            style.display = .grid
            style.grid.templateColumns = [.single(.auto), .single(GridTrackSize(.fr(1)))]
            let root = tree.addNode(style: style)
            var items: [NodeID] = []
            for index in 0..<4 {
                var itemStyle = Style()
                itemStyle.width = index == 0 ? .points(itemWidth) : .auto
                itemStyle.height = .points(10)
                let item = tree.addNode(style: itemStyle)
                try tree.addChild(item, to: root)
                items.append(item)
            }
            return (tree, root, items)
        }
        var (tree, root, items) = try build(itemWidth: 40)
        try tree.computeLayout(root: root, width: 200)
        var restyled = tree.style(of: items[0])
        restyled.width = .points(90)
        tree.setStyle(restyled, for: items[0])
        try tree.computeLayout(root: root, width: 200)
        var (fresh, freshRoot, freshItems) = try build(itemWidth: 90)
        try fresh.computeLayout(root: freshRoot, width: 200)
        for (item, freshItem) in zip(items, freshItems) { #expect(tree.frame(of: item) == fresh.frame(of: freshItem)) }
        #expect(tree.frame(of: items[1]) == Frame(x: 90, y: 0, width: 110, height: 10))
    }

    @Test func autoFitCollapsesTheTracksNoItemOccupies() throws {
        var document = try LayoutDocument(json: """
            {"style": {"display": "grid", "gridTemplateColumns": "repeat(auto-fit, minmax(50px, 1fr))", "columnGap": 10},
             "children": [{}, {}]}
            """)
        try document.tree.computeLayout(root: document.root, width: 300)
        let children = document.tree.children(of: document.root)
        // Five tracks fit; three stay empty and collapse with their gutters: two share 300 − 10.
        #expect(document.tree.frame(of: children[0]) == Frame(x: 0, y: 0, width: 145, height: 0))
        #expect(document.tree.frame(of: children[1]) == Frame(x: 155, y: 0, width: 145, height: 0))
    }

    /// The Swift API gets the same rule when the tree is laid out.
    @Test func autoRepeatBesideIntrinsicSizesIsRefusedAtLayout() {
        var tree = LayoutTree()
        var style = Style()
        style.display = .grid
        style.grid.templateColumns = [.autoRepeat(.fill, [GridTrackSize(.points(40))]), .single(.auto)]
        let root = tree.addNode(style: style)
        let error = #expect(throws: LayoutError.self) { try tree.computeLayout(root: root, width: 100) }
        guard case .invalidStyle(_, let property, let value) = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(property.hasPrefix("grid.templateColumns") && value == 2)
    }
}
