import Testing
import TestRandom
import TesseraLayout

/// Re-layouts of big flex containers reuse the lines a change cannot reach (`RetainedLines`):
/// after any sequence of changes, the frames must be exactly those of a fresh layout of the
/// changed tree.
@Suite struct RelayoutTests {
    /// One change to a tree: a child's style, a leaf's text, or something deeper.
    enum Change {
        case style(node: NodeID, Style)
        case text(node: NodeID, String)
    }

    /// A wrapping container of many children (enough to be retained), some of them text leaves
    /// and some small containers, with random flex styles. `nested` puts it in a row that aligns
    /// it by its first baseline beside a text, so that its baseline item must stay right too.
    static func makeTree(seed: UInt64, changes: [Change], nested: Bool = false) -> (LayoutTree, NodeID) {
        var random = SeededRandom(seed: seed)
        var tree = LayoutTree()
        var container = Style()
        let isRow = random.chance(0.7)
        container.flexDirection = isRow ? random.pick([.row, .rowReverse]) : random.pick([.column, .columnReverse])
        container.flexWrap = random.pick([.wrap, .wrap, .wrapReverse])
        container.justifyContent = random.pick(JustifyContent.allCases)
        container.alignItems = random.pick(AlignItems.allCases)
        container.alignContent = random.pick(AlignContent.allCases)
        container.direction = random.pick(Direction.allCases)
        container.rowGap = random.chance(0.5) ? random.double(0...8) : 0
        container.columnGap = random.chance(0.5) ? random.double(0...8) : 0
        container.padding = Edges(all: .points(random.double(0...10)))
        if isRow {
            container.width = .points(random.double(200...600))
            if random.chance(0.3) { container.height = .points(random.double(300...900)) }
        } else {
            container.height = .points(random.double(200...600))
            if random.chance(0.5) { container.width = .points(random.double(300...900)) }
        }
        var outerStyle = Style()
        outerStyle.alignItems = .baseline
        let outer = nested ? tree.addNode(style: outerStyle) : nil
        let root = tree.addNode(style: container)
        if let outer { try? tree.addChild(root, to: outer) }
        for _ in 0..<random.int(32...120) {
            var style = Style()
            if random.chance(0.7) { style.width = .points(random.double(5...80)) }
            if random.chance(0.6) { style.height = .points(random.double(5...60)) }
            if random.chance(0.1) { style.width = .percent(random.double(5...40)) }
            style.flexGrow = random.chance(0.3) ? random.double(0...2) : 0
            style.flexShrink = random.chance(0.2) ? 0 : 1
            style.margin = Edges(all: .points(random.double(0...4)))
            if random.chance(0.1) { style.margin.left = .auto }
            style.alignSelf = random.chance(0.2) ? random.pick(AlignSelf.allCases) : .auto
            // Relative insets shift an item after layout: in points, or against the container's size.
            if random.chance(0.1) { style.inset.top = random.pick([.points(3), .percent(2)]) }
            let kind = random.int(0...3)
            if kind == 0 {
                let node = tree.addNode(style: style)
                let words = String(repeating: "word ", count: random.int(1...5))
                let text = SyntheticText(words, charWidth: 7, lineHeight: 12)
                tree.setMeasure({ text.measure(width: $0, height: $1) }, for: node)
                try? tree.addChild(node, to: root)
            } else if kind == 1 {
                style.padding = Edges(all: .points(2))
                let node = tree.addNode(style: style)
                try? tree.addChild(node, to: root)
                var inner = Style()
                inner.width = .points(random.double(5...40))
                inner.height = .points(random.double(5...40))
                try? tree.addChild(tree.addNode(style: inner), to: node)
            } else {
                try? tree.addChild(tree.addNode(style: style), to: root)
            }
        }
        if let outer {
            let text = SyntheticText("beside", charWidth: 7, lineHeight: 12)
            let node = tree.addNode(style: Style())
            tree.setMeasure({ text.measure(width: $0, height: $1) }, for: node)
            try? tree.addChild(node, to: outer)
        }
        for change in changes { apply(change, to: &tree) }
        return (tree, outer ?? root)
    }

    static func apply(_ change: Change, to tree: inout LayoutTree) {
        switch change {
        case .style(let node, let style):
            tree.setStyle(style, for: node)
        case .text(let node, let text):
            let content = SyntheticText(text, charWidth: 7, lineHeight: 12)
            tree.setMeasure({ content.measure(width: $0, height: $1) }, for: node)
        }
    }

    static func frames(_ tree: LayoutTree) -> [Frame] { tree.nodes.map { tree.frame(of: $0) } }

    /// A random change to one node of the tree.
    static func randomChange(_ tree: LayoutTree, _ random: inout SeededRandom) -> Change {
        let node = tree.nodes[random.int(1...tree.nodeCount - 1)]
        var style = tree.style(of: node)
        switch random.int(0...9) {
        case 0 where tree.children(of: node).isEmpty:
            return .text(node: node, String(repeating: "longer words ", count: random.int(0...4)))
        case 1: style.display = style.display == .none ? .flex : .none
        case 2: style.position = style.position == .absolute ? .relative : .absolute
        case 3: style.flexGrow = random.double(0...2)
        case 4: style.height = .points(random.double(5...70))
        // A container's new alignment asks its clean children new questions (their baselines).
        case 5 where !tree.children(of: node).isEmpty: style.alignItems = random.pick(AlignItems.allCases)
        default: style.width = .points(random.double(5...90))
        }
        return .style(node: node, style)
    }

    @Test(arguments: Array(UInt64(1)...80), [false, true])
    func relayoutMatchesFreshLayout(seed: UInt64, nested: Bool) throws {
        var random = SeededRandom(seed: seed &* 7919)
        var changes: [Change] = []
        var (tree, root) = Self.makeTree(seed: seed, changes: [], nested: nested)
        try tree.computeLayout(root: root, width: 800, height: 1000)
        for _ in 0..<12 {
            // Usually one change per layout, sometimes several.
            for _ in 0..<(random.chance(0.2) ? 3 : 1) {
                let change = Self.randomChange(tree, &random)
                changes.append(change)
                Self.apply(change, to: &tree)
            }
            try tree.computeLayout(root: root, width: 800, height: 1000)
            var (fresh, _) = Self.makeTree(seed: seed, changes: changes, nested: nested)
            try fresh.computeLayout(root: root, width: 800, height: 1000)
            let got = Self.frames(tree)
            let expected = Self.frames(fresh)
            let node = got.indices.first { got[$0] != expected[$0] }
            #expect(node == nil, "after \(changes.count) changes node \(node ?? -1) is \(node.map { got[$0] }.debugDescription), not \(node.map { expected[$0] }.debugDescription)")
            if node != nil { break }
        }
    }

    /// Hiding a big container's parent and showing it again lays the container out again.
    @Test func hiddenAndShownAgainMatchesFreshLayout() throws {
        func build(hidden: Bool) throws -> (LayoutTree, NodeID, NodeID) {
            var (tree, container) = Self.makeTree(seed: 3, changes: [])
            var wrapper = Style()
            wrapper.flexDirection = .column
            let top = tree.addNode(style: wrapper)
            let parent = tree.addNode(style: wrapper)
            try tree.addChild(parent, to: top)
            try tree.addChild(container, to: parent)
            wrapper.display = hidden ? .none : .flex
            tree.setStyle(wrapper, for: parent)
            return (tree, top, parent)
        }
        var (tree, top, parent) = try build(hidden: false)
        try tree.computeLayout(root: top, width: 800, height: 1000)
        var style = tree.style(of: parent)
        style.display = .none
        tree.setStyle(style, for: parent)
        try tree.computeLayout(root: top, width: 800, height: 1000)
        style.display = .flex
        tree.setStyle(style, for: parent)
        try tree.computeLayout(root: top, width: 800, height: 1000)
        var (fresh, _, _) = try build(hidden: false)
        try fresh.computeLayout(root: top, width: 800, height: 1000)
        #expect(Self.frames(tree) == Self.frames(fresh))
    }
}
