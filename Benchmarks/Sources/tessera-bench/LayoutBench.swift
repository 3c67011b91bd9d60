import ArgumentParser
import Foundation
import Stopwatch
import TesseraJSON
import TesseraLayout

/// `tessera-bench layout TREE.json...`: times TesseraLayout on node trees (the JSON schema of
/// `tessera layout`). For each tree it prints one JSON line: the first layout of a freshly parsed
/// tree, the median full layout with every node marked dirty (as the peers are timed), the median
/// re-layout after changing one leaf, and measure calls.
/// `Benchmarks/peers/layout_compare.py` generates the trees and runs Yoga and Taffy beside it.
struct LayoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Time full layouts and one-leaf re-layouts of JSON node trees.")

    @Argument(help: "Node trees (JSON).")
    var trees: [String]

    @Option(help: "Viewport width in points.")
    var width: Double = 1000

    @Option(help: "Timed layouts of each kind per tree.")
    var runs: Int = 9

    func run() throws {
        guard runs > 0 else { throw ValidationError("--runs must be at least 1") }
        for path in trees {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            var document = try LayoutDocument(json: text)
            print(try measureTree(&document.tree, root: document.root, name: path))
        }
    }

    private func measureTree(_ tree: inout LayoutTree, root: NodeID, name: String) throws -> String {
        // The first layout of a parsed tree: nothing cached, styles still to validate.
        let cold = try Stopwatch.time { try tree.computeLayout(root: root, width: width) }
        let measureCalls = tree.measureCallCount
        // Full layouts as Yoga and Taffy are timed: every node marked dirty (no cache survives),
        // on the same tree, so the three engines run on equally warm memory.
        let nodes = tree.nodes
        var full: [Double] = []
        for _ in 0..<runs {
            for node in nodes { tree.markDirty(node) }
            full.append(try Stopwatch.time { try fullLayout(&tree, root: root) })
        }
        // Re-layout after one leaf changes: alternate the leaf between two contents so every
        // run is a real change, on the same (warm) tree, as an app updating one label would.
        let leaf = middleLeaf(of: tree, root: root)
        let original = tree.style(of: leaf)
        var changed = original
        changed.width = .points(37)
        tree.resetMeasureCallCount()
        var relayout: [Double] = []
        for run in 0..<runs {
            tree.setStyle(run % 2 == 0 ? changed : original, for: leaf)
            relayout.append(try Stopwatch.time { try Self.relayoutOnce(&tree, root: root, width: width) })
        }
        let relayoutMeasureCalls = tree.measureCallCount / runs
        return "{\"tree\":\"\(name)\",\"nodes\":\(tree.nodeCount),\"coldMs\":\(format(cold)),"
            + "\"fullMedianMs\":\(format(Stopwatch.median(full))),"
            + "\"relayoutMedianMs\":\(format(Stopwatch.median(relayout))),\"measureCalls\":\(measureCalls),"
            + "\"relayoutMeasureCalls\":\(relayoutMeasureCalls)}"
    }

    // Full layouts and re-layouts go through functions of their own, never inlined, so that an
    // instruction count can be limited to one kind (`valgrind --tool=callgrind
    // --toggle-collect='*relayoutOnce*'`): layout calls of both kinds are the same function.
    // Their bodies differ (one is given the width) so that the optimizer cannot merge them.
    @inline(never)
    private func fullLayout(_ tree: inout LayoutTree, root: NodeID) throws {
        try tree.computeLayout(root: root, width: width)
    }

    @inline(never)
    private static func relayoutOnce(_ tree: inout LayoutTree, root: NodeID, width: Double) throws {
        try tree.computeLayout(root: root, width: width)
    }

    /// A leaf halfway through the tree, so the dirty path is a typical one.
    private func middleLeaf(of tree: LayoutTree, root: NodeID) -> NodeID {
        let nodes = tree.nodes
        for node in nodes[(nodes.count / 2)...] where tree.children(of: node).isEmpty { return node }
        return nodes.last ?? root
    }

    private func format(_ milliseconds: Double) -> String { JSONWriter.number(Stopwatch.rounded(milliseconds, decimals: 4)) }
}
