import Testing
@testable import TesseraLayout

/// A grid container keeps its placement, its explicit grid, its items' column contributions and
/// its last columns and row contributions across the visits of a layout (`GridPlacementMemo`,
/// `GridSizingMemo`, `GridTemplate`). Each test changes what one of them depends on and checks
/// that the next layout equals a fresh tree's: the change was seen, nothing stale was reused.
@Suite struct GridMemoTests {
    /// A 300 px wide grid of nested grids: an outer `repeat(auto-fill, minmax(90px, 1fr))` grid of
    /// cells, each a grid of an `auto` and a `1fr` column holding two leaves.
    static let json = """
        {"style": {"display": "grid", "gridTemplateColumns": "repeat(auto-fill, minmax(90px, 1fr))", "gap": 6},
         "children": [
           {"style": {"display": "grid", "gridTemplateColumns": "auto 1fr", "columnGap": 4},
            "children": [{"style": {"width": 20, "height": 12}}, {"style": {"height": 18}}]},
           {"style": {"display": "grid", "gridTemplateColumns": "auto 1fr", "columnGap": 4},
            "children": [{"style": {"width": 30, "height": 10}}, {"style": {"height": 14}}]},
           {"style": {"display": "grid", "gridTemplateColumns": "auto 1fr", "columnGap": 4},
            "children": [{"style": {"width": 10, "height": 16}}, {"style": {"height": 12}}]},
           {"style": {"display": "grid", "gridTemplateColumns": "auto 1fr", "columnGap": 4},
            "children": [{"style": {"width": 40, "height": 12}}, {"style": {"height": 20}}]}]}
        """

    private func document() throws -> LayoutDocument { try LayoutDocument(json: Self.json) }

    /// Every node's frame after laying `tree` out at `width`.
    private func frames(_ tree: inout LayoutTree, _ root: NodeID, width: Double) throws -> [Frame] {
        try tree.computeLayout(root: root, width: width)
        return tree.nodes.map { tree.frame(of: $0) }
    }

    /// The frames a fresh tree gets after `change` is applied to it before its first layout.
    private func fresh(width: Double, _ change: (inout LayoutTree, NodeID) throws -> Void = { _, _ in }) throws -> [Frame] {
        var document = try document()
        try change(&document.tree, document.root)
        return try frames(&document.tree, document.root, width: width)
    }

    /// Lays a tree out, applies `change` and lays it out again: the frames then, which must be
    /// a fresh tree's with the change.
    private func relayout(after change: (inout LayoutTree, NodeID) throws -> Void) throws -> [Frame] {
        var document = try document()
        _ = try frames(&document.tree, document.root, width: 300)
        try change(&document.tree, document.root)
        let after = try frames(&document.tree, document.root, width: 300)
        let expected = try fresh(width: 300, change)
        #expect(after == expected)
        return after
    }

    @Test func aLayoutKeepsEachGridsPlacementAndForgetsItWhenMarkedDirty() throws {
        var document = try document()
        _ = try frames(&document.tree, document.root, width: 300)
        // The outer grid and its four cells (no subgrid, so each keeps one).
        #expect(document.tree.gridPlacements.count == 5)
        let cell = document.tree.children(of: document.root)[1]
        document.tree.markDirty(cell)
        #expect(document.tree.gridPlacements[cell.index] == nil)
        #expect(document.tree.gridPlacements[document.root.index] == nil)
        #expect(document.tree.gridPlacements.count == 3)
    }

    @Test func anotherWidthPlacesTheAutoFillGridAgain() throws {
        var document = try document()
        // 3 columns at 300 px, 2 at 200, 4 at 400, then 3 again: each as a fresh tree lays it out.
        for width in [300.0, 200, 400, 300] {
            let laidOut = try frames(&document.tree, document.root, width: width)
            let expected = try fresh(width: width)
            #expect(laidOut == expected)
        }
    }

    @Test func aChangedContainerStyleIsPlacedAgain() throws {
        func restyle(_ tree: inout LayoutTree, _ root: NodeID) {
            var style = tree.style(of: root)
            // Three columns, as `auto-fill` made at 300 px: the same track count, placed anew.
            style.grid.templateColumns = [.single(GridTrackSize(.points(60))), .repeated(count: 2, [GridTrackSize(.fr(1))])]
            style.grid.autoFlow = .column
            tree.setStyle(style, for: root)
        }
        _ = try relayout(after: restyle)
    }

    @Test func aChangedItemPlacementIsPlacedAgain() throws {
        func move(_ tree: inout LayoutTree, _ root: NodeID) {
            let item = tree.children(of: root)[3]
            var style = tree.style(of: item)
            style.grid.row = GridPlacement(start: .line(1))
            style.grid.column = GridPlacement(start: .line(2))
            tree.setStyle(style, for: item)
        }
        _ = try relayout(after: move)
    }

    @Test func anAddedChildIsPlaced() throws {
        func add(_ tree: inout LayoutTree, _ root: NodeID) throws {
            let cell = tree.children(of: root)[0]
            var style = Style()
            style.width = .points(25)
            style.height = .points(30)
            try tree.addChild(tree.addNode(style: style), to: cell)
        }
        let after = try relayout(after: add)
        // The new leaf went to a new row of the first cell (its third item in two columns).
        #expect(after.last?.y == 18)
    }

    @Test func aLeafChangedDeepBelowMeasuresTheContributionsAgain() throws {
        func widen(_ tree: inout LayoutTree, _ root: NodeID) {
            // The auto column of the third cell follows its first leaf's width.
            let leaf = tree.children(of: tree.children(of: root)[2])[0]
            var style = tree.style(of: leaf)
            style.width = .points(70)
            style.height = .points(40)
            tree.setStyle(style, for: leaf)
        }
        let after = try relayout(after: widen)
        let before = try fresh(width: 300)
        #expect(after != before)
    }
}
