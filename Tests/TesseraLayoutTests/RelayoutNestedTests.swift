import Testing
import TestRandom
import TesseraLayout

/// Re-layouts of nested trees answer clean subtrees from the per-node cache, which keeps one
/// answer per kind of question (so that a node whose width changed does not lose its content
/// size) and records whether an answer included the baseline. After any sequence of changes,
/// including a change made and then undone as an app toggling a label does, the frames must be
/// exactly those of a fresh layout of the changed tree.
@Suite struct RelayoutNestedTests {
    /// Rows and columns alternating, four children each, as in the deep benchmark tree, with
    /// nested flex-grow (so one leaf's size moves its cousins), text leaves and some baseline
    /// alignment (so containers are asked for their baselines).
    static func makeDeepTree(seed: UInt64) -> (LayoutTree, NodeID) {
        var random = SeededRandom(seed: seed)
        var tree = LayoutTree()
        var rootStyle = Style()
        rootStyle.flexDirection = .column
        rootStyle.width = .points(random.double(300...1000))
        let root = tree.addNode(style: rootStyle)
        func build(_ parent: NodeID, depth: Int) {
            for _ in 0..<4 {
                var style = Style()
                if random.chance(0.5) { style.flexGrow = 1 }
                if depth >= 5 || random.chance(0.15) {
                    style.flexShrink = random.chance(0.5) ? 0 : 1
                    let node: NodeID
                    if random.chance(0.3) {
                        let text = SyntheticText(String(repeating: "word ", count: random.int(1...4)),
                                                 charWidth: 7, lineHeight: 12)
                        node = tree.addNode(style: style) { text.measure(width: $0, height: $1) }
                    } else {
                        style.width = .points(Double(random.int(5...30)))
                        style.height = .points(Double(random.int(5...30)))
                        node = tree.addNode(style: style)
                    }
                    try? tree.addChild(node, to: parent)
                } else {
                    style.flexDirection = depth % 2 == 0 ? .row : .column
                    style.padding = Edges(all: .points(1))
                    if random.chance(0.2) { style.alignItems = .baseline }
                    if random.chance(0.1) { style.width = .percent(random.double(20...90)) }
                    let node = tree.addNode(style: style)
                    try? tree.addChild(node, to: parent)
                    build(node, depth: depth + 1)
                }
            }
        }
        build(root, depth: 0)
        return (tree, root)
    }

    static func relayoutMatchesFresh(seed: UInt64, build: (UInt64) -> (LayoutTree, NodeID)) throws {
        var random = SeededRandom(seed: seed &* 104_729)
        var changes: [RelayoutTests.Change] = []
        var (tree, root) = build(seed)
        guard tree.nodeCount > 1 else { return }  // nothing to change
        try tree.computeLayout(root: root, width: 900, height: 700)
        var undo: RelayoutTests.Change?
        for _ in 0..<10 {
            // A style change is undone in the next round, so caches see both versions in turn.
            let change: RelayoutTests.Change
            if let pending = undo {
                change = pending
                undo = nil
            } else {
                change = RelayoutTests.randomChange(tree, &random)
                if case .style(let node, _) = change { undo = .style(node: node, tree.style(of: node)) }
            }
            changes.append(change)
            RelayoutTests.apply(change, to: &tree)
            try tree.computeLayout(root: root, width: 900, height: 700)
            var (fresh, _) = build(seed)
            for change in changes { RelayoutTests.apply(change, to: &fresh) }
            try fresh.computeLayout(root: root, width: 900, height: 700)
            let got = RelayoutTests.frames(tree)
            let expected = RelayoutTests.frames(fresh)
            let node = got.indices.first { got[$0] != expected[$0] }
            #expect(node == nil, "seed \(seed) after \(changes.count) changes node \(node ?? -1) is \(node.map { got[$0] }.debugDescription), not \(node.map { expected[$0] }.debugDescription)")
            if node != nil { break }
        }
    }

    /// A container sized without its baseline (its parent aligned it by its top) is asked for
    /// its baseline once the parent aligns by baselines: the cached size must not answer that.
    @Test func baselineAskedAfterSizeWithoutIt() throws {
        func build(alignItems: AlignItems) throws -> (LayoutTree, NodeID) {
            var tree = LayoutTree()
            var rowStyle = Style()
            rowStyle.alignItems = alignItems
            let row = tree.addNode(style: rowStyle)
            var columnStyle = Style()
            columnStyle.flexDirection = .column
            columnStyle.width = .points(150)
            let column = tree.addNode(style: columnStyle)
            try tree.addChild(column, to: row)
            for words in ["two words", "three more words"] {
                let text = SyntheticText(words, charWidth: 7, lineHeight: 12)
                try tree.addChild(tree.addNode(style: Style()) { text.measure(width: $0, height: $1) }, to: column)
            }
            let text = SyntheticText("beside", charWidth: 10, lineHeight: 30)
            try tree.addChild(tree.addNode(style: Style()) { text.measure(width: $0, height: $1) }, to: row)
            return (tree, row)
        }
        var (tree, row) = try build(alignItems: .flexStart)
        try tree.computeLayout(root: row, width: 400)
        var style = tree.style(of: row)
        style.alignItems = .baseline
        tree.setStyle(style, for: row)
        try tree.computeLayout(root: row, width: 400)
        var (fresh, _) = try build(alignItems: .baseline)
        try fresh.computeLayout(root: row, width: 400)
        #expect(RelayoutTests.frames(tree) == RelayoutTests.frames(fresh))
    }

    @Test(arguments: Array(UInt64(1)...80))
    func deepTreeRelayoutMatchesFreshLayout(seed: UInt64) throws {
        try Self.relayoutMatchesFresh(seed: seed, build: Self.makeDeepTree)
    }

    @Test(arguments: Array(UInt64(1)...80))
    func randomTreeRelayoutMatchesFreshLayout(seed: UInt64) throws {
        try Self.relayoutMatchesFresh(seed: seed) { RandomTrees.make(seed: $0, maxDepth: 5) }
    }
}
