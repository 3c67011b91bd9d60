import Testing
@testable import TesseraLayout

/// Blocks in a block's flow are laid out by their parent past the layout cache: a chain of
/// nested blocks must still cost time linear in its depth, whether it is laid out at a known
/// width or first measured for its content width (as a flex item sized by its content is).
@Suite struct BlockDepthTests {
    /// A flex row holding a chain of `depth` nested blocks, each with a text beside the next.
    static func visits(depth: Int, itemSizedByContent: Bool) throws -> Int {
        var tree = LayoutTree()
        var row = Style()
        row.alignItems = .flexStart
        let root = tree.addNode(style: row)
        var block = Style()
        block.display = .block
        block.margin.top = .points(3)
        if !itemSizedByContent { block.width = .points(300) }
        var parent = root
        for level in 0..<depth {
            let node = tree.addNode(style: block)
            try tree.addChild(node, to: parent)
            let leaf = tree.addNode()
            let text = SyntheticText("level \(level) words", charWidth: 7, lineHeight: 12)
            tree.setMeasure({ text.measure(width: $0, height: $1) }, for: leaf)
            try tree.addChild(leaf, to: node)
            block.width = .auto
            parent = node
        }
        try tree.computeLayout(root: root, width: 400)
        return tree.containerVisitCount
    }

    @Test(arguments: [false, true])
    func visitsGrowLinearlyWithDepth(itemSizedByContent: Bool) throws {
        let shallow = try Self.visits(depth: 40, itemSizedByContent: itemSizedByContent)
        let deep = try Self.visits(depth: 160, itemSizedByContent: itemSizedByContent)
        // Four times as deep: about four times the visits (sixteen if quadratic).
        #expect(Double(deep) <= 4.5 * Double(shallow), "\(shallow) visits at depth 40, \(deep) at 160")
    }
}
