import Testing
import TestRandom
import TesseraLayout

/// A block lays out the blocks in its flow itself, past the layout cache (their children's
/// places depend on margins outside them), while flex and grid children of blocks, and blocks
/// inside those, go through the cache. Re-layouts after changes anywhere in mixed trees must give
/// exactly the frames of a fresh layout of the changed tree.
@Suite struct BlockRelayoutTests {
    enum Change {
        case style(node: NodeID, Style)
        case text(node: NodeID, String)
    }

    /// Nested blocks, flex rows and columns with margins that collapse, text leaves and empty blocks.
    static func makeTree(seed: UInt64, changes: [Change]) -> LayoutTree {
        var random = SeededRandom(seed: seed)
        var tree = LayoutTree()
        var rootStyle = Style()
        rootStyle.display = .block
        let root = tree.addNode(style: rootStyle)
        func fill(_ parent: NodeID, depth: Int) {
            for _ in 0..<random.int(1...4) {
                var style = Style()
                style.margin.top = .points(random.pick([0, 6, 15, -5]))
                style.margin.bottom = .points(random.pick([0, 10, -8]))
                if random.chance(0.2) { style.margin.left = .auto }
                if random.chance(0.2) { style.padding.top = .points(3) }
                if depth > 0, random.chance(0.5) {
                    style.display = random.pick([.block, .block, .flex])
                    style.flexDirection = random.pick([.row, .column])
                    let node = tree.addNode(style: style)
                    try? tree.addChild(node, to: parent)
                    fill(node, depth: depth - 1)
                } else if random.chance(0.6) {
                    let node = tree.addNode(style: style)
                    let text = SyntheticText(String(repeating: "word ", count: random.int(1...6)), charWidth: 7,
                                             lineHeight: 12)
                    tree.setMeasure({ text.measure(width: $0, height: $1) }, for: node)
                    try? tree.addChild(node, to: parent)
                } else {
                    style.display = random.pick([.block, .flex])
                    if random.chance(0.5) { style.height = .points(random.double(0...30)) }
                    try? tree.addChild(tree.addNode(style: style), to: parent)
                }
            }
        }
        fill(root, depth: 3)
        for change in changes { apply(change, to: &tree) }
        return tree
    }

    static func apply(_ change: Change, to tree: inout LayoutTree) {
        switch change {
        case .style(let node, let style): tree.setStyle(style, for: node)
        case .text(let node, let text):
            let content = SyntheticText(text, charWidth: 7, lineHeight: 12)
            tree.setMeasure({ content.measure(width: $0, height: $1) }, for: node)
        }
    }

    static func randomChange(_ tree: LayoutTree, _ random: inout SeededRandom) -> Change {
        let node = tree.nodes[random.int(1...tree.nodeCount - 1)]
        var style = tree.style(of: node)
        switch random.int(0...5) {
        case 0 where tree.children(of: node).isEmpty:
            return .text(node: node, String(repeating: "longer words ", count: random.int(0...4)))
        case 1: style.display = style.display == .block ? .flex : .block
        case 2: style.margin.top = .points(random.double(-10...20))
        case 3: style.padding.bottom = .points(random.pick([0, 4]))
        case 4: style.width = .points(random.double(20...200))
        default: style.display = style.display == .none ? .block : .none
        }
        return .style(node: node, style)
    }

    @Test(arguments: Array(UInt64(1)...40))
    func relayoutMatchesFreshLayout(seed: UInt64) throws {
        var random = SeededRandom(seed: seed &* 104_729)
        var changes: [Change] = []
        var tree = Self.makeTree(seed: seed, changes: [])
        let root = tree.nodes[0]
        try tree.computeLayout(root: root, width: 300)
        for _ in 0..<10 {
            let change = Self.randomChange(tree, &random)
            changes.append(change)
            Self.apply(change, to: &tree)
            try tree.computeLayout(root: root, width: 300)
            var fresh = Self.makeTree(seed: seed, changes: changes)
            try fresh.computeLayout(root: root, width: 300)
            let got = tree.nodes.map { tree.frame(of: $0) }
            let expected = fresh.nodes.map { fresh.frame(of: $0) }
            let node = got.indices.first { got[$0] != expected[$0] }
            #expect(node == nil, "after \(changes.count) changes node \(node ?? -1) differs")
            if node != nil { break }
        }
    }

    /// A block's margins collapse the same whether it is laid out once or again after a change
    /// that leaves it alone: the sizes asked of its in-flow blocks carry no stale margins.
    @Test func collapsedMarginsSurviveRelayout() throws {
        var tree = LayoutTree()
        var block = Style()
        block.display = .block
        let root = tree.addNode(style: block)
        var outer = block
        outer.margin.top = .points(10)
        let parent = tree.addNode(style: outer)
        var inner = Style()
        inner.height = .points(20)
        inner.margin.top = .points(25)
        let child = tree.addNode(style: inner)
        let sibling = tree.addNode(style: Style())
        try tree.addChild(parent, to: root)
        try tree.addChild(child, to: parent)
        try tree.addChild(sibling, to: root)
        try tree.computeLayout(root: root, width: 100)
        #expect(tree.frame(of: parent) == Frame(x: 0, y: 25, width: 100, height: 20))
        #expect(tree.frame(of: child) == Frame(x: 0, y: 0, width: 100, height: 20))
        var taller = Style()
        taller.height = .points(5)
        tree.setStyle(taller, for: sibling)
        try tree.computeLayout(root: root, width: 100)
        #expect(tree.frame(of: parent) == Frame(x: 0, y: 25, width: 100, height: 20))
        #expect(tree.frame(of: sibling) == Frame(x: 0, y: 45, width: 100, height: 5))
        #expect(tree.frame(of: root).height == 50)
    }
}
