import Foundation
import Testing
import TesseraLayout

@Suite struct EngineTests {
    private func textNode(_ tree: inout LayoutTree, _ text: String, counter: Counter? = nil) -> NodeID {
        let synthetic = SyntheticText(text, charWidth: 10, lineHeight: 10)
        return tree.addNode { width, height in
            counter?.count += 1
            return synthetic.measure(width: width, height: height)
        }
    }

    final class Counter { var count = 0 }

    @Test func measuresEachLeafAFewTimesAtMost() throws {
        var tree = LayoutTree()
        var column = Style()
        column.flexDirection = .column
        let root = tree.addNode(style: column)
        let counter = Counter()
        for index in 0..<50 {
            var row = Style()
            row.columnGap = 4
            let rowID = tree.addNode(style: row)
            try tree.addChild(rowID, to: root)
            try tree.addChild(textNode(&tree, "label \(index)", counter: counter), to: rowID)
            try tree.addChild(textNode(&tree, "some value text", counter: counter), to: rowID)
        }
        try tree.computeLayout(root: root, width: 320, height: nil)
        #expect(tree.measureCallCount == counter.count)
        #expect(counter.count <= 100 * 2, "more than two measures per leaf: \(counter.count)")
    }

    @Test func relayoutAfterOneChangeMeasuresOnlyThatLeaf() throws {
        var tree = LayoutTree()
        var column = Style()
        column.flexDirection = .column
        let root = tree.addNode(style: column)
        var leaves: [NodeID] = []
        for _ in 0..<30 {
            let leaf = textNode(&tree, "hello world")
            leaves.append(leaf)
            try tree.addChild(leaf, to: root)
        }
        try tree.computeLayout(root: root, width: 100, height: nil)
        tree.resetMeasureCallCount()
        let replacement = SyntheticText("a much longer text now", charWidth: 10, lineHeight: 10)
        tree.setMeasure({ replacement.measure(width: $0, height: $1) }, for: leaves[7])
        try tree.computeLayout(root: root, width: 100, height: nil)
        #expect(tree.measureCallCount <= 2)
        #expect(tree.frame(of: leaves[7]).height == 30)
        // "hello world" takes two 10 pt lines at 100 pt, the replacement three.
        #expect(tree.frame(of: leaves[8]).y == 20 * 7 + 30)
    }

    @Test func textNeverRoundsSmallerThanMeasured() throws {
        var tree = LayoutTree()
        var row = Style()
        row.padding = Edges(all: .points(0.3))
        let root = tree.addNode(style: row)
        let leaf = tree.addNode { _, _ in Measurement(width: 10.2, height: 10.2) }
        try tree.addChild(leaf, to: root)
        try tree.computeLayout(root: root, width: nil, height: nil, scale: 1)
        let frame = tree.frame(of: leaf)
        #expect(frame.width >= 10.2 && frame.height >= 10.2)
    }

    @Test func rejectsNonFiniteStyleValues() {
        var tree = LayoutTree()
        var style = Style()
        style.width = .points(.nan)
        let root = tree.addNode(style: style)
        let error = #expect(throws: LayoutError.self) { try tree.computeLayout(root: root, width: 100) }
        guard case .invalidStyle(let node, let property, let value) = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(node == 0 && property == "width" && value.isNaN)
        var negative = LayoutTree()
        var padded = Style()
        padded.padding.left = .points(-1)
        let negativeRoot = negative.addNode(style: padded)
        #expect(throws: LayoutError.self) { try negative.computeLayout(root: negativeRoot, width: 100) }
    }

    @Test func rejectsBadViewportAndMeasurements() {
        var tree = LayoutTree()
        let root = tree.addNode { _, _ in Measurement(width: .infinity, height: 1) }
        #expect(throws: LayoutError.self) { try tree.computeLayout(root: root, width: -5) }
        #expect(throws: LayoutError.self) { try tree.computeLayout(root: root, width: 10, scale: 0) }
        #expect(throws: LayoutError.invalidMeasurement(node: 0, width: .infinity, height: 1)) {
            try tree.computeLayout(root: root, width: 10)
        }
    }

    @Test func rejectsCycles() throws {
        var tree = LayoutTree()
        let a = tree.addNode()
        let b = tree.addNode()
        try tree.addChild(b, to: a)
        #expect(throws: LayoutError.self) { try tree.addChild(a, to: b) }
        #expect(throws: LayoutError.self) { try tree.addChild(b, to: a) }
    }
}

@Suite struct DepthTests {
    private static func chain(depth: Int) throws -> (LayoutTree, NodeID) {
        var tree = LayoutTree()
        let root = tree.addNode()
        var parent = root
        for _ in 1..<depth {
            var style = Style()
            style.flexGrow = 1
            style.padding = Edges(all: .points(1))
            let child = tree.addNode(style: style)
            try tree.addChild(child, to: parent)
            parent = child
        }
        return (tree, root)
    }

    @Test func layoutHandlesTheMaximumDepth() throws {
        var (tree, root) = try Self.chain(depth: LayoutTree.maximumDepth)
        try tree.computeLayout(root: root, width: 1000)
        #expect(tree.frame(of: root).height == Double(2 * (LayoutTree.maximumDepth - 1)))
    }

    /// The deepest tree, laid out from a thread with a small stack (a 256 KB secondary thread,
    /// where a debug build's recursion would need megabytes), comes out as on the test's thread:
    /// the engine lays deep trees out on a stack of its own.
    @Test func theMaximumDepthDoesNotNeedTheCallersStack() throws {
        final class Outcome: @unchecked Sendable {
            var height: Double?
            var error: (any Error)?
        }
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            do {
                var (tree, root) = try Self.chain(depth: LayoutTree.maximumDepth)
                try tree.computeLayout(root: root, width: 1000)
                outcome.height = tree.frame(of: root).height
            } catch {
                outcome.error = error
            }
            finished.signal()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        finished.wait()
        #expect(outcome.error == nil)
        #expect(outcome.height == Double(2 * (LayoutTree.maximumDepth - 1)))
    }

    @Test func deeperTreesAreAnError() throws {
        var (tree, root) = try Self.chain(depth: LayoutTree.maximumDepth + 1)
        #expect(throws: LayoutError.treeTooDeep(node: LayoutTree.maximumDepth, depth: LayoutTree.maximumDepth + 1)) {
            try tree.computeLayout(root: root, width: 1000)
        }
    }
}
