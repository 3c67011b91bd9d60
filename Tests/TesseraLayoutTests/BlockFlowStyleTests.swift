import Testing
@testable import TesseraLayout

/// `float`, `clear`, `contain` and `textAlign` as the JSON format and the Swift API read them,
/// and what their layout must keep (cost, inheritance); their layouts against Chromium are the
/// `float-*`, `contain` and `text-align-legacy` fixtures.
@Suite struct BlockFlowStyleTests {
    /// The root's style read from `{"style": json}`, or the reader's error.
    private func read(_ json: String) -> Result<Style, LayoutJSONError> {
        Result { () throws(LayoutJSONError) in
            let document = try LayoutDocument(json: #"{"style": \#(json)}"#)
            return document.tree.style(of: document.root)
        }
    }

    private func style(_ json: String) throws -> Style { try read(json).get() }

    private func refusal(_ json: String) -> LayoutJSONError? {
        if case .failure(let error) = read(json) { return error }
        return nil
    }

    @Test func readsTheBlockFlowProperties() throws {
        let parsed = try style(#"{"float": "right", "clear": "both", "contain": "content", "textAlign": "-webkit-center"}"#)
        #expect(parsed.float == .right && parsed.clear == .both && parsed.contain == [.layout, .paint])
        #expect(parsed.textAlign == .webkitCenter)
        #expect(try style(#"{"contain": "paint style"}"#).contain == .paint)
        #expect(try style(#"{"contain": "none"}"#).contain.isEmpty)
        let initial = Style()
        #expect(initial.float == .none && initial.clear == .none && initial.contain.isEmpty && initial.textAlign == nil)
    }

    @Test(arguments: [
        (#"{"float": "center"}"#, "$.style.float"),
        (#"{"clear": 1}"#, "$.style.clear"),
        (#"{"contain": "layout layout"}"#, "$.style.contain"),
        (#"{"contain": ""}"#, "$.style.contain"),
        (#"{"contain": "layout inline"}"#, "$.style.contain"),
        (#"{"contain": ["layout"]}"#, "$.style.contain"),
        (#"{"textAlign": "middle"}"#, "$.style.textAlign"),
    ])
    func rejectsBadValues(json: String, path: String) {
        #expect(refusal(json)?.path == path, "\(json)")
    }

    @Test func readsSizeContainment() throws {
        #expect(try style(#"{"contain": "strict"}"#).contain == [.size, .layout, .paint])
        #expect(try style(#"{"contain": "size layout"}"#).contain == [.size, .layout])
    }

    @Test(arguments: [
        (#"{"contain": "inline-size"}"#, "inline-size containment is not supported"),
        (#"{"display": "grid", "contain": "strict"}"#, "not supported on a grid"),
        (#"{"contain": "size", "display": "grid"}"#, "not supported on a grid"),
    ])
    func refusesUnsupportedContainmentSayingSo(json: String, message: String) {
        let refused = refusal(json)
        #expect(refused?.path == "$.style.contain")
        #expect(refused?.message.contains(message) == true, "\(json)")
    }

    /// Floats mean nothing in a flex container: its items are laid out as without them.
    @Test func floatsInFlexContainersAreIgnored() throws {
        func frames(_ float: FloatSide) throws -> [Frame] {
            var tree = LayoutTree()
            let row = tree.addNode()
            for width in [50.0, 70] {
                var item = Style()
                item.width = .points(width)
                item.height = .points(20)
                item.float = float
                item.clear = float == .none ? .none : .both
                try tree.addChild(tree.addNode(style: item), to: row)
            }
            try tree.computeLayout(root: row, width: 300)
            return tree.nodes.map { tree.frame(of: $0) }
        }
        #expect(try frames(.right) == frames(.none))
    }

    /// `textAlign` is inherited: changing it on an ancestor moves a grandchild laid out before.
    @Test func changingAnInheritedAlignmentRelaysOutTheSubtree() throws {
        var tree = LayoutTree()
        var blockStyle = Style()
        blockStyle.display = .block
        let root = tree.addNode(style: blockStyle)
        let inner = tree.addNode(style: blockStyle)
        var leafStyle = Style()
        leafStyle.width = .points(100)
        leafStyle.height = .points(10)
        let leaf = tree.addNode(style: leafStyle)
        try tree.addChild(inner, to: root)
        try tree.addChild(leaf, to: inner)
        try tree.computeLayout(root: root, width: 300)
        #expect(tree.frame(of: leaf).x == 0)
        var centered = blockStyle
        centered.textAlign = .webkitCenter
        tree.setStyle(centered, for: root)
        try tree.computeLayout(root: root, width: 300)
        #expect(tree.frame(of: leaf).x == 100)
    }

    /// Blocks whose collapsed margins move them from where they were first laid out are laid
    /// out again when floats could see the difference; nested, that could multiply, so the
    /// number of such layouts is bounded. A chain of blocks that each separate from their
    /// child by padding, each child taking its grandchild's top margin, with a float in each:
    /// layout time must not double per level.
    @Test func nestedRelayoutsStayBounded() throws {
        func visits(depth: Int) throws -> Int {
            var tree = LayoutTree()
            var block = Style()
            block.display = .block
            let root = tree.addNode(style: block)
            var parent = root
            for _ in 0..<depth {
                var padded = block
                padded.padding.top = .points(1)
                let outer = tree.addNode(style: padded)
                let middle = tree.addNode(style: block)
                var inner = block
                inner.margin.top = .points(10)
                let innerNode = tree.addNode(style: inner)
                var float = Style()
                float.float = .left
                float.width = .points(5)
                float.height = .points(5)
                try tree.addChild(outer, to: parent)
                try tree.addChild(tree.addNode(style: float), to: outer)
                try tree.addChild(middle, to: outer)
                try tree.addChild(innerNode, to: middle)
                parent = innerNode
            }
            try tree.computeLayout(root: root, width: 300)
            return tree.containerVisitCount
        }
        let shallow = try visits(depth: 10)
        let deep = try visits(depth: 40)
        // Four times as deep: at most about sixteen times the visits (quadratic in the worst
        // case the budget allows), never 2^30 times.
        #expect(Double(deep) <= 20 * Double(shallow), "\(shallow) visits at depth 10, \(deep) at 40")
    }
}
