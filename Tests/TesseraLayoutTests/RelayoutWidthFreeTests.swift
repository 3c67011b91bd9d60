import Testing
import TesseraLayout

/// A re-layout answers a widened subtree's height from its height at the old width when nothing
/// in the subtree turns width into height, and remembers per node whether that holds. These
/// cases first let a re-layout find (and remember) that a subtree is width-free, then change
/// something deep inside it that makes its height follow its width, then widen it again: the
/// frames must be exactly those of a fresh layout of the changed tree.
@Suite struct RelayoutWidthFreeTests {
    /// The nodes of the test tree.
    struct Nodes {
        var root: NodeID
        /// The leaf whose width changes, so that flex-grow widens `widened`.
        var changing: NodeID
        /// A column that grows beside `changing`: its subtree is widened at every change.
        var widened: NodeID
        /// A row inside `widened`, and its two leaves.
        var row: NodeID
        var first: NodeID
        var second: NodeID
    }

    /// root (column, 600 wide) > row > [changing leaf (300 wide), widened column (grow) > [row >
    /// [first (grow), second], a stretched leaf]].
    static func build() throws -> (LayoutTree, Nodes) {
        var tree = LayoutTree()
        var rootStyle = Style()
        rootStyle.flexDirection = .column
        rootStyle.width = .points(600)
        let root = tree.addNode(style: rootStyle)
        let outer = tree.addNode(style: Style())
        try tree.addChild(outer, to: root)
        var leaf = Style()
        leaf.width = .points(300)
        leaf.height = .points(10)
        // Never shrinks: text wider than the row must not take width from it.
        leaf.flexShrink = 0
        let changing = tree.addNode(style: leaf)
        try tree.addChild(changing, to: outer)
        var columnStyle = Style()
        columnStyle.flexDirection = .column
        columnStyle.flexGrow = 1
        columnStyle.padding = Edges(all: .points(1))
        let widened = tree.addNode(style: columnStyle)
        try tree.addChild(widened, to: outer)
        let row = tree.addNode(style: Style())
        try tree.addChild(row, to: widened)
        var firstStyle = Style()
        firstStyle.width = .points(20)
        firstStyle.height = .points(15)
        firstStyle.flexGrow = 1
        let first = tree.addNode(style: firstStyle)
        try tree.addChild(first, to: row)
        var secondStyle = Style()
        secondStyle.width = .points(10)
        secondStyle.height = .points(10)
        let second = tree.addNode(style: secondStyle)
        try tree.addChild(second, to: row)
        var stretched = Style()
        stretched.height = .points(12)
        try tree.addChild(tree.addNode(style: stretched), to: widened)
        return (tree, Nodes(root: root, changing: changing, widened: widened, row: row, first: first,
                            second: second))
    }

    typealias Change = (inout LayoutTree, Nodes) throws -> Void

    /// A text of 1,400 points on one line: 3 to 5 lines at the widths the changes give.
    static func text() -> MeasureFunction {
        let content = SyntheticText(String(repeating: "word ", count: 40), charWidth: 7, lineHeight: 12)
        return { content.measure(width: $0, height: $1) }
    }

    static func widen(by amount: Double) -> Change {
        { tree, nodes in
            var style = tree.style(of: nodes.changing)
            style.width = .points(300 - amount)
            tree.setStyle(style, for: nodes.changing)
        }
    }

    static func restyle(_ node: KeyPath<Nodes, NodeID>, _ edit: @escaping (inout Style) -> Void) -> Change {
        { tree, nodes in
            var style = tree.style(of: nodes[keyPath: node])
            edit(&style)
            tree.setStyle(style, for: nodes[keyPath: node])
        }
    }

    /// Lays the tree out after each change (widening the subtree to 350, 450, then 320 and 550
    /// points) and compares every layout with a fresh one of the same changes.
    static func expectRelayoutsMatchFresh(_ deepChange: @escaping Change) throws {
        let changes: [Change] = [widen(by: 50), widen(by: 150), deepChange, widen(by: 20), widen(by: 250)]
        var (tree, nodes) = try build()
        try tree.computeLayout(root: nodes.root, width: 600)
        for count in 1...changes.count {
            try changes[count - 1](&tree, nodes)
            try tree.computeLayout(root: nodes.root, width: 600)
            var (fresh, freshNodes) = try build()
            for change in changes[..<count] { try change(&fresh, freshNodes) }
            try fresh.computeLayout(root: freshNodes.root, width: 600)
            let got = RelayoutTests.frames(tree)
            let expected = RelayoutTests.frames(fresh)
            let node = got.indices.first { got[$0] != expected[$0] }
            #expect(node == nil, "after \(count) changes node \(node ?? -1) is \(node.map { got[$0] }.debugDescription), not \(node.map { expected[$0] }.debugDescription)")
            if node != nil { return }
        }
    }

    @Test func leafGainsAPercentagePadding() throws {
        try Self.expectRelayoutsMatchFresh(Self.restyle(\.first) { $0.padding.top = .percent(10) })
    }

    @Test func leafGainsAPercentageMargin() throws {
        try Self.expectRelayoutsMatchFresh(Self.restyle(\.second) { $0.margin.top = .percent(5) })
    }

    @Test func leafGainsAnAspectRatio() throws {
        try Self.expectRelayoutsMatchFresh(Self.restyle(\.first) {
            $0.height = .auto
            $0.aspectRatio = 2
        })
    }

    @Test func leafGainsAMeasure() throws {
        try Self.expectRelayoutsMatchFresh { tree, nodes in
            var style = tree.style(of: nodes.first)
            style.width = .auto
            style.height = .auto
            tree.setStyle(style, for: nodes.first)
            tree.setMeasure(Self.text(), for: nodes.first)
        }
    }

    @Test func textChildAddedUnderAWidthFreeRow() throws {
        try Self.expectRelayoutsMatchFresh { tree, nodes in
            var style = Style()
            style.flexShrink = 1
            let leaf = tree.addNode(style: style, measure: Self.text())
            try tree.addChild(leaf, to: nodes.row)
        }
    }

    @Test func rowStartsWrapping() throws {
        try Self.expectRelayoutsMatchFresh { tree, nodes in
            var row = tree.style(of: nodes.row)
            row.flexWrap = .wrap
            tree.setStyle(row, for: nodes.row)
            // Wider than the row at 350 and 320 points, narrower at 450 and 550.
            var first = tree.style(of: nodes.first)
            first.width = .points(400)
            tree.setStyle(first, for: nodes.first)
        }
    }

    @Test func parentSwitchesToBaselineAlignment() throws {
        try Self.expectRelayoutsMatchFresh { tree, nodes in
            tree.setMeasure(Self.text(), for: nodes.second)
            var second = tree.style(of: nodes.second)
            second.width = .auto
            second.height = .auto
            tree.setStyle(second, for: nodes.second)
            var row = tree.style(of: nodes.row)
            row.alignItems = .baseline
            tree.setStyle(row, for: nodes.row)
        }
    }

    @Test func itemAlignsItselfByBaseline() throws {
        try Self.expectRelayoutsMatchFresh(Self.restyle(\.row) { $0.alignSelf = .baseline })
    }
}
