import Testing
import TesseraLayout

/// `display: contents` flattens the tree for layout only (the `display-contents` fixtures check
/// the geometry against Chromium): the tree as built stays, and re-layouts after changes inside
/// or to a contents node give the frames of a fresh layout.
@Suite struct DisplayContentsTests {
    static func fixed(_ width: Double, _ height: Double) -> Style {
        var style = Style()
        style.width = .points(width)
        style.height = .points(height)
        return style
    }

    /// A wrapping row of `count` 10×10 boxes (enough for the row to keep its lines for
    /// re-layouts), the middle ones inside a contents node; returns the tree, the root, the
    /// contents node and its last box.
    static func makeTree(count: Int, contents display: Display = .contents) throws -> (LayoutTree, NodeID, NodeID, NodeID) {
        var tree = LayoutTree()
        var rowStyle = fixed(95, 200)
        rowStyle.flexWrap = .wrap
        rowStyle.alignContent = .flexStart
        let row = tree.addNode(style: rowStyle)
        var wrapperStyle = Style()
        wrapperStyle.display = display
        let wrapper = tree.addNode(style: wrapperStyle)
        var inside: NodeID?
        for index in 0..<count {
            let leaf = tree.addNode(style: fixed(10, 10))
            if (count / 3..<2 * count / 3).contains(index) {
                if index == count / 3 { try tree.addChild(wrapper, to: row) }
                try tree.addChild(leaf, to: wrapper)
                inside = leaf
            } else {
                try tree.addChild(leaf, to: row)
            }
        }
        return (tree, row, wrapper, try #require(inside))
    }

    @Test func childrenTakeTheNodesPlaceAndTheTreeStays() throws {
        var (tree, row, wrapper, inside) = try Self.makeTree(count: 6)
        try tree.computeLayout(root: row)
        // Boxes 0, 1 in the row, 2, 3 in the contents node, 4, 5 in the row: one line of six.
        #expect(tree.frame(of: wrapper) == Frame(x: 0, y: 0, width: 0, height: 0))
        #expect(tree.frame(of: inside) == Frame(x: 30, y: 0, width: 10, height: 10))
        #expect(tree.children(of: row).count == 5)
        #expect(tree.children(of: wrapper).count == 2)
        #expect(tree.parent(of: inside) == wrapper)
    }

    @Test func relayoutsMatchFreshLayouts() throws {
        var (tree, row, wrapper, inside) = try Self.makeTree(count: 40)
        try tree.computeLayout(root: row)
        // Grow a box inside the contents node: the row's retained lines must not be reused wrongly.
        tree.setStyle(Self.fixed(60, 10), for: inside)
        try tree.computeLayout(root: row)
        var (fresh, freshRow, _, freshInside) = try Self.makeTree(count: 40)
        fresh.setStyle(Self.fixed(60, 10), for: freshInside)
        try fresh.computeLayout(root: freshRow)
        for node in tree.nodes { #expect(tree.frame(of: node) == fresh.frame(of: node)) }
        // Turn the contents node into a flex box and back.
        var flex = tree.style(of: wrapper)
        flex.display = .flex
        tree.setStyle(flex, for: wrapper)
        try tree.computeLayout(root: row)
        var (boxed, boxedRow, _, boxedInside) = try Self.makeTree(count: 40, contents: .flex)
        boxed.setStyle(Self.fixed(60, 10), for: boxedInside)
        try boxed.computeLayout(root: boxedRow)
        for node in tree.nodes { #expect(tree.frame(of: node) == boxed.frame(of: node)) }
        flex.display = .contents
        tree.setStyle(flex, for: wrapper)
        try tree.computeLayout(root: row)
        for node in tree.nodes { #expect(tree.frame(of: node) == fresh.frame(of: node)) }
    }
}
