import TestRandom
import TesseraLayout

/// Random trees over every style property, for properties that must hold for any input.
enum RandomTrees {
    static func make(seed: UInt64, maxDepth: Int = 4) -> (LayoutTree, NodeID) {
        var random = SeededRandom(seed: seed)
        var tree = LayoutTree()
        var root = Style()
        root.width = .points(random.double(100...600))
        let rootID = tree.addNode(style: root)
        addChildren(to: rootID, depth: maxDepth, tree: &tree, random: &random)
        return (tree, rootID)
    }

    private static func addChildren(to parent: NodeID, depth: Int, tree: inout LayoutTree,
                                    random: inout SeededRandom) {
        for _ in 0..<random.int(0...5) {
            let style = randomStyle(&random)
            if depth == 0 || random.chance(0.4) {
                let text = SyntheticText(String(repeating: "word ", count: random.int(1...6)),
                                         charWidth: random.pick([6.0, 7.5, 10]), lineHeight: random.pick([10.0, 13.3]))
                let node = tree.addNode(style: style) { text.measure(width: $0, height: $1) }
                try? tree.addChild(node, to: parent)
            } else {
                let node = tree.addNode(style: style)
                try? tree.addChild(node, to: parent)
                addChildren(to: node, depth: depth - 1, tree: &tree, random: &random)
            }
        }
    }

    static func randomDimension(_ random: inout SeededRandom) -> Dimension {
        switch random.int(0...3) {
        case 0: return .points(random.double(0...200))
        case 1: return .percent(random.double(0...100))
        default: return .auto
        }
    }

    static func randomStyle(_ random: inout SeededRandom) -> Style {
        var style = Style()
        style.flexDirection = random.pick(FlexDirection.allCases)
        style.flexWrap = random.pick(FlexWrap.allCases)
        style.justifyContent = random.pick(JustifyContent.allCases)
        style.alignItems = random.pick(AlignItems.allCases)
        style.alignSelf = random.pick(AlignSelf.allCases)
        style.alignContent = random.pick(AlignContent.allCases)
        style.direction = random.chance(0.2) ? random.pick(Direction.allCases) : nil
        style.rowGap = random.chance(0.3) ? random.double(0...20) : 0
        style.columnGap = random.chance(0.3) ? random.double(0...20) : 0
        style.flexGrow = random.chance(0.4) ? random.double(0...3) : 0
        style.flexShrink = random.chance(0.3) ? random.double(0...3) : 1
        style.flexBasis = random.pick([FlexBasis.auto, .content, .points(random.double(0...150)),
                                       .percent(random.double(0...100))])
        if random.chance(0.4) { style.width = randomDimension(&random) }
        if random.chance(0.4) { style.height = randomDimension(&random) }
        if random.chance(0.2) { style.minWidth = randomDimension(&random) }
        if random.chance(0.2) { style.maxHeight = randomDimension(&random) }
        if random.chance(0.3) {
            style.margin = Edges(top: .points(random.double(-10...10)), right: random.pick([.auto, .points(5)]),
                                 bottom: .percent(random.double(0...10)), left: .points(random.double(0...10)))
        }
        if random.chance(0.3) { style.padding = Edges(all: .points(random.double(0...12))) }
        if random.chance(0.2) { style.border = Edges(all: random.double(0...4)) }
        if random.chance(0.1) {
            style.position = .absolute
            style.inset = Edges(top: randomDimension(&random), right: randomDimension(&random),
                                bottom: randomDimension(&random), left: randomDimension(&random))
        }
        if random.chance(0.1) { style.aspectRatio = random.double(0.25...4) }
        if random.chance(0.1) { style.overflow = .hidden }
        if random.chance(0.1) { style.boxSizing = .contentBox }
        if random.chance(0.05) { style.display = .none }
        return style
    }

    /// Every node's frame, in node order.
    static func frames(_ tree: LayoutTree) -> [Frame] {
        tree.nodes.map { tree.frame(of: $0) }
    }
}
