import Testing
import TestRandom
import TesseraLayout

/// Properties that hold for any tree, checked on seeded random trees over every style property.
@Suite struct PropertyTests {
    static let seeds: [UInt64] = Array(1...60)

    @Test(arguments: seeds)
    func framesAreFinite(seed: UInt64) throws {
        var (tree, root) = RandomTrees.make(seed: seed)
        try tree.computeLayout(root: root, width: 400, height: 800)
        for frame in RandomTrees.frames(tree) {
            #expect(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite)
            #expect(frame.width >= 0 && frame.height >= 0)
        }
    }

    @Test(arguments: seeds)
    func layoutIsDeterministic(seed: UInt64) throws {
        var (first, root) = RandomTrees.make(seed: seed)
        var (second, _) = RandomTrees.make(seed: seed)
        try first.computeLayout(root: root, width: 375, height: 667, scale: 3)
        try second.computeLayout(root: root, width: 375, height: 667, scale: 3)
        #expect(RandomTrees.frames(first) == RandomTrees.frames(second))
        // Laying out again from warm caches gives the same frames too.
        try first.computeLayout(root: root, width: 375, height: 667, scale: 3)
        #expect(RandomTrees.frames(first) == RandomTrees.frames(second))
    }

    @Test(arguments: seeds)
    func dirtyRelayoutMatchesFreshLayout(seed: UInt64) throws {
        var (tree, root) = RandomTrees.make(seed: seed)
        try tree.computeLayout(root: root, width: 320, height: 600)
        let leaf = try #require(tree.nodes.last)
        let text = SyntheticText("a longer replacement text", charWidth: 9, lineHeight: 12)
        tree.setMeasure({ text.measure(width: $0, height: $1) }, for: leaf)
        try tree.computeLayout(root: root, width: 320, height: 600)

        var (fresh, _) = RandomTrees.make(seed: seed)
        fresh.setMeasure({ text.measure(width: $0, height: $1) }, for: leaf)
        try fresh.computeLayout(root: root, width: 320, height: 600)
        #expect(RandomTrees.frames(tree) == RandomTrees.frames(fresh))
    }

    /// In a non-wrapping container with room for every item, items stay inside its content box.
    @Test(arguments: seeds)
    func itemsStayInsideAContainerWithRoom(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var tree = LayoutTree()
        var container = Style()
        container.flexDirection = random.pick(FlexDirection.allCases)
        container.justifyContent = random.pick(JustifyContent.allCases)
        container.alignItems = random.pick([.flexStart, .flexEnd, .center, .stretch])
        container.direction = random.pick(Direction.allCases)
        container.width = .points(500)
        container.height = .points(500)
        let inset = random.double(0...20)
        container.padding = Edges(all: .points(inset))
        container.columnGap = random.double(0...10)
        container.rowGap = random.double(0...10)
        let root = tree.addNode(style: container)
        let count = random.int(1...6)
        for _ in 0..<count {
            var item = Style()
            item.width = .points(random.double(0...60))
            item.height = .points(random.double(0...60))
            item.flexGrow = random.chance(0.5) ? random.double(0...2) : 0
            item.margin = Edges(all: .points(random.double(0...5)))
            try tree.addChild(tree.addNode(style: item), to: root)
        }
        try tree.computeLayout(root: root, width: 800, height: 800)
        for child in tree.children(of: root) {
            let frame = tree.frame(of: child)
            #expect(frame.x >= inset - 1e-9 && frame.y >= inset - 1e-9)
            #expect(frame.x + frame.width <= 500 - inset + 1e-9)
            #expect(frame.y + frame.height <= 500 - inset + 1e-9)
        }
    }

    /// Rounding on absolute coordinates: neighbours share edges, no gaps or overlaps.
    @Test(arguments: [1.0, 2.0, 3.0], [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func roundedNeighboursMeet(scale: Double, seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var tree = LayoutTree()
        var row = Style()
        row.width = .points(random.double(50...400))
        row.height = .points(20)
        let root = tree.addNode(style: row)
        var outer = Style()
        outer.padding = Edges(all: .points(random.double(0...3)))
        let outerID = tree.addNode(style: outer)
        var rowStyle = Style()
        rowStyle.flexGrow = 1
        try tree.addChild(outerID, to: root)
        for _ in 0..<random.int(2...9) {
            var item = Style()
            item.flexGrow = random.double(0.1...3)
            item.flexBasis = .points(0)
            item.height = .points(10)
            try tree.addChild(tree.addNode(style: item), to: outerID)
        }
        try tree.computeLayout(root: root, width: 500, height: 100, scale: scale)
        let children = tree.children(of: outerID)
        for (left, right) in zip(children, children.dropFirst()) {
            let a = tree.frame(of: left)
            let b = tree.frame(of: right)
            #expect(abs((a.x + a.width) - b.x) < 1e-9, "gap or overlap between neighbours")
        }
        for child in children {
            let frame = tree.frame(of: child)
            for value in [frame.x, frame.width] {
                #expect(abs(value * scale - (value * scale).rounded()) < 1e-6, "not on the pixel grid")
            }
        }
    }
}
