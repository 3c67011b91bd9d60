import Testing
import TestRandom
@testable import TesseraLayout

/// Nodes share one stored copy of equal styles (`StyleTable`): sharing must never let one
/// node's restyle reach another node, and values no node uses any more must be recycled.
@Suite struct StyleTableTests {
    /// A few distinct styles, so that random nodes often share one.
    static func style(_ random: inout SeededRandom) -> Style {
        var style = Style()
        style.width = random.pick([.auto, .points(10), .points(20), .percent(50)])
        style.flexGrow = random.pick([0, 1])
        style.margin = Edges(all: random.pick([.points(0), .points(2), .auto]))
        style.direction = random.pick([nil, .ltr, .rtl])
        return style
    }

    @Test(arguments: 0..<20)
    func readsBackWhatEachNodeWasGiven(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var table = StyleTable()
        var expected: [Style] = []
        for _ in 0..<300 {
            if expected.isEmpty || random.chance(0.4) {
                let style = Self.style(&random)
                table.append(style)
                expected.append(style)
            } else {
                let node = random.int(0...expected.count - 1)
                let style = Self.style(&random)
                table[node] = style
                expected[node] = style
            }
        }
        #expect(table.count == expected.count)
        for node in expected.indices { #expect(table[node] == expected[node]) }
        // 4 × 2 × 3 × 3 = 72 possible values: stored once each at most, however many nodes.
        #expect(table.storedValues <= 72)
    }

    @Test func restylingOneNodeAgainAndAgainDoesNotGrowTheTable() {
        var table = StyleTable()
        table.append(Style())
        table.append(Style())
        for step in 0..<1000 {
            var style = Style()
            style.width = .points(Double(step))
            table[1] = style
        }
        #expect(table[0] == Style())
        #expect(table[1].width == .points(999))
        #expect(table.storedValues <= 3)
    }

    @Test func treeNodesSharingAStyleAreRestyledAlone() throws {
        var tree = LayoutTree()
        var rowStyle = Style()
        rowStyle.width = .points(100)
        let root = tree.addNode(style: rowStyle)
        var leafStyle = Style()
        leafStyle.width = .points(10)
        leafStyle.height = .points(10)
        let first = tree.addNode(style: leafStyle)
        let second = tree.addNode(style: leafStyle)
        try tree.addChild(first, to: root)
        try tree.addChild(second, to: root)
        var wider = leafStyle
        wider.width = .points(30)
        tree.setStyle(wider, for: first)
        try tree.computeLayout(root: root)
        #expect(tree.style(of: second) == leafStyle)
        #expect(tree.frame(of: first) == Frame(x: 0, y: 0, width: 30, height: 10))
        #expect(tree.frame(of: second) == Frame(x: 30, y: 0, width: 10, height: 10))
    }

    /// The values are shared between copies of a table (a copied tree) until one changes:
    /// restyling or growing the copy leaves the original as it was, and the other way round.
    @Test func copiesOfATableChangeAlone() {
        var gridStyle = Style()
        gridStyle.display = .grid
        gridStyle.grid.templateColumns = [.single(GridTrackSize(.points(40))), .single(GridTrackSize(.fr(1)))]
        var original = StyleTable()
        original.append(Style())
        original.append(gridStyle)
        var copy = original
        var wide = Style()
        wide.width = .points(500)
        copy[0] = wide
        for step in 0..<100 {
            var style = Style()
            style.height = .points(Double(step))
            copy.append(style)
        }
        #expect(original.count == 2)
        #expect(original[0] == Style())
        #expect(original[1] == gridStyle)
        #expect(copy[0] == wide)
        #expect(copy[1] == gridStyle)
        #expect(copy[101].height == .points(99))
        original[1] = wide
        #expect(copy[1] == gridStyle)
        #expect(original[1] == copy[0])
    }
}
