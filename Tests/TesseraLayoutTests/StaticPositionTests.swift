import Testing
import TesseraLayout

/// `position: static` boxes are no containing block: their absolute children are placed against
/// the nearest positioned ancestor (the `position-static` fixtures check the geometry against
/// Chromium). Here: re-layouts after a box turns static or back, and a static root.
@Suite struct StaticPositionTests {
    /// A 200×200 root with padding 10, a 100×100 child with margin 30, and in it an absolute
    /// 20×20 box at `top: 0; left: 0`.
    static func makeTree(middle position: Position) throws -> (LayoutTree, root: NodeID, middle: NodeID, inner: NodeID) {
        var tree = LayoutTree()
        var rootStyle = Style()
        rootStyle.width = .points(200)
        rootStyle.height = .points(200)
        rootStyle.padding = Edges(all: .points(10))
        let root = tree.addNode(style: rootStyle)
        let middle = tree.addNode(style: middleStyle(position))
        var innerStyle = Style()
        innerStyle.position = .absolute
        innerStyle.width = .points(20)
        innerStyle.height = .points(20)
        innerStyle.inset.top = .points(0)
        innerStyle.inset.left = .points(0)
        let inner = tree.addNode(style: innerStyle)
        try tree.addChild(middle, to: root)
        try tree.addChild(inner, to: middle)
        return (tree, root, middle, inner)
    }

    static func middleStyle(_ position: Position) -> Style {
        var style = Style()
        style.position = position
        style.width = .points(100)
        style.height = .points(100)
        style.margin = Edges(all: .points(30))
        style.inset.left = .points(7)
        return style
    }

    @Test func absoluteChildOfStaticBoxUsesTheGrandparent() throws {
        var (tree, root, middle, inner) = try Self.makeTree(middle: .static)
        try tree.computeLayout(root: root)
        // The static box ignores its inset; its child sits at the root's padding edge.
        #expect(tree.frame(of: middle) == Frame(x: 40, y: 40, width: 100, height: 100))
        #expect(tree.frame(of: inner) == Frame(x: -40, y: -40, width: 20, height: 20))
    }

    @Test func relayoutFollowsAChangeOfPosition() throws {
        var (tree, root, middle, inner) = try Self.makeTree(middle: .static)
        try tree.computeLayout(root: root)
        tree.setStyle(Self.middleStyle(.relative), for: middle)
        try tree.computeLayout(root: root)
        #expect(tree.frame(of: middle) == Frame(x: 47, y: 40, width: 100, height: 100))
        #expect(tree.frame(of: inner) == Frame(x: 0, y: 0, width: 20, height: 20))
        tree.setStyle(Self.middleStyle(.static), for: middle)
        try tree.computeLayout(root: root)
        #expect(tree.frame(of: middle) == Frame(x: 40, y: 40, width: 100, height: 100))
        #expect(tree.frame(of: inner) == Frame(x: -40, y: -40, width: 20, height: 20))
    }

    @Test func staticRootIsTheLastContainingBlock() throws {
        var tree = LayoutTree()
        var rootStyle = Style()
        rootStyle.position = .static
        rootStyle.width = .points(100)
        rootStyle.height = .points(80)
        rootStyle.padding = Edges(all: .points(5))
        let root = tree.addNode(style: rootStyle)
        var childStyle = Style()
        childStyle.position = .absolute
        childStyle.width = .percent(50)
        childStyle.inset.bottom = .points(0)
        childStyle.height = .points(10)
        let child = tree.addNode(style: childStyle)
        try tree.addChild(child, to: root)
        try tree.computeLayout(root: root)
        #expect(tree.frame(of: child) == Frame(x: 5, y: 70, width: 50, height: 10))
    }
}
