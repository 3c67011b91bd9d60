import Testing
import TesseraLayout

/// Subgrids (CSS Grid Level 2 §9): the Chromium fixtures (`subgrid-*.json`), the JSON syntax,
/// and re-layouts, where a subgrid's tracks change without its own inputs changing.
@Suite struct SubgridTests {
    static let families = ["subgrid-axes", "subgrid-edges", "subgrid-clamp", "subgrid-sizing", "subgrid-mixed",
                           "subgrid-placement", "subgrid-placement-random", "subgrid-gutters", "subgrid-narrow-area",
                           "subgrid-nested-edges", "subgrid-fallback"]
        // Causes the held-out subgrid sweeps found (grid_heldout_cases.py).
        + ["subgrid-narrow-rtl", "subgrid-edge-sets"]

    @Test(arguments: families)
    func subgridMatchesChromium(family: String) throws {
        let fixtures = try Fixtures.load(family)
        #expect(fixtures.count >= 7, "\(family)")
        for fixture in fixtures {
            let problems = try Fixtures.mismatches(fixture)
            #expect(problems.isEmpty, "CASE \(family)/\(fixture.name): \(problems.prefix(4).joined(separator: " | "))")
        }
    }

    @Test func readsSubgridAndItsOwnGaps() throws {
        let document = try LayoutDocument(json: """
            {"style": {"display": "grid", "gridTemplateColumns": "1fr 1fr", "gap": 10},
             "children": [{"style": {"display": "grid", "gridTemplateColumns": "subgrid", "gridTemplateRows": " subgrid ",
                                     "rowGap": 4, "gridColumn": "span 2"}, "children": [{}]}]}
            """)
        let grid = document.tree.style(of: document.tree.children(of: document.root)[0]).grid
        #expect(grid.subgrid == [.columns, .rows])
        #expect(grid.subgridOwnGaps == .rows)
        #expect(grid.templateColumns.isEmpty)
        #expect(document.tree.style(of: document.root).grid.subgrid.isEmpty)
    }

    @Test func subgridLineNamesAreAClearError() {
        do {
            _ = try LayoutDocument(json: #"{"style": {"display": "grid", "gridTemplateColumns": "subgrid [a] [b]"}}"#)
            Issue.record("expected an error")
        } catch {
            #expect(error.path == "$.style.gridTemplateColumns")
        }
    }

    /// A parent item that widens a track moves the subgrid's items, though the subgrid's own
    /// width and style are the same as before: the re-layout must not answer from its cache.
    @Test func relayoutAfterTheParentsTracksChangeMatchesAFreshLayout() throws {
        func build(firstWidth: Double) throws -> (LayoutTree, NodeID, [NodeID]) {
            var tree = LayoutTree()
            var style = Style()
            style.display = .grid
            style.columnGap = 6
            style.grid.templateColumns = [.single(.auto), .single(GridTrackSize(.fr(1)))]
            let root = tree.addNode(style: style)
            var subgridStyle = Style()
            subgridStyle.display = .grid
            subgridStyle.grid.subgrid = .columns
            subgridStyle.grid.column = GridPlacement(start: .line(1), end: .line(3))
            let subgrid = tree.addNode(style: subgridStyle)
            try tree.addChild(subgrid, to: root)
            var nodes: [NodeID] = []
            for width in [Dimension.points(30), .auto] {
                var itemStyle = Style()
                itemStyle.width = width
                itemStyle.height = .points(10)
                let item = tree.addNode(style: itemStyle)
                try tree.addChild(item, to: subgrid)
                nodes.append(item)
            }
            var wideStyle = Style()
            wideStyle.width = .points(firstWidth)
            wideStyle.height = .points(10)
            wideStyle.grid.column = GridPlacement(start: .line(1))
            let wide = tree.addNode(style: wideStyle)
            try tree.addChild(wide, to: root)
            return (tree, root, [subgrid, wide] + nodes)
        }
        var (tree, root, nodes) = try build(firstWidth: 10)
        try tree.computeLayout(root: root, width: 200)
        // The auto column is the subgrid's first item's 30, the fr column the rest, 6 apart; the
        // subgrid spans both, so it stays 200 wide when the other item widens the first column.
        #expect(tree.frame(of: nodes[3]) == Frame(x: 36, y: 0, width: 164, height: 10))
        var restyled = tree.style(of: nodes[1])
        restyled.width = .points(45)
        tree.setStyle(restyled, for: nodes[1])
        try tree.computeLayout(root: root, width: 200)
        var (fresh, freshRoot, freshNodes) = try build(firstWidth: 45)
        try fresh.computeLayout(root: freshRoot, width: 200)
        for (node, freshNode) in zip(nodes, freshNodes) { #expect(tree.frame(of: node) == fresh.frame(of: freshNode)) }
        #expect(tree.frame(of: nodes[0]).width == 200)
        #expect(tree.frame(of: nodes[3]) == Frame(x: 51, y: 0, width: 149, height: 10))
    }

    /// Laid out as the root, a subgrid of a grid is a grid of its own: the tracks its parent
    /// handed it in an earlier layout are not its tracks now.
    @Test func aSubgridLaidOutAsTheRootIsAPlainGrid() throws {
        var document = try LayoutDocument(json: """
            {"style": {"display": "grid", "gridTemplateColumns": "70px 30px"},
             "children": [{"style": {"display": "grid", "gridTemplateColumns": "subgrid", "gridColumn": "span 2"},
                           "children": [{"style": {"height": 10}}, {"style": {"height": 10}}]}]}
            """)
        let subgrid = document.tree.children(of: document.root)[0]
        let items = document.tree.children(of: subgrid)
        try document.tree.computeLayout(root: document.root, width: 200)
        #expect(document.tree.frame(of: items[1]) == Frame(x: 70, y: 0, width: 30, height: 10))
        try document.tree.computeLayout(root: subgrid, width: 200)
        // `none`: one implicit auto column, the items in two rows.
        #expect(document.tree.frame(of: items[1]) == Frame(x: 0, y: 10, width: 200, height: 10))
    }

    /// Chains of subgrids in each axis, which `DeepTreeTests` lays out among its shapes (each
    /// level a text and the next level; the root's `subgrid` means `none`, so its tracks are
    /// implicit). A subgrid's tracks are handed to it anew at each of its parent's visits: its
    /// cached results must survive that when they are the same tracks, and a subgrid asked
    /// before its parent sized an axis must not measure its items in it, or the visits grow
    /// exponentially with the depth (a 40-deep chain of row subgrids took over a minute before).
    /// Frames must still equal those of an uncached layout.
    static let chains: [DeepTreeTests.Shape] = [
        DeepTreeTests.Shape(name: "column subgrids") { _ in
            #""display": "grid", "gridTemplateColumns": "subgrid", "gridColumn": "span 2""#
        },
        DeepTreeTests.Shape(name: "row subgrids") { _ in
            #""display": "grid", "gridTemplateRows": "subgrid", "gridRow": "span 2", "gridTemplateColumns": "auto 1fr""#
        },
        DeepTreeTests.Shape(name: "subgrids in both axes and in columns, own gaps") { level in
            #""display": "grid", "gridTemplateColumns": "subgrid", "gridColumn": "span 2", "gridRow": "span 2", "#
                + #""padding": 1, "columnGap": \#(level % 3)"# + (level % 2 == 0 ? #", "gridTemplateRows": "subgrid""# : "")
        },
    ]
}
