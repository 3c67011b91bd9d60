import ArgumentParser
import Foundation
import Stopwatch
import TesseraJSON
import TesseraLayout

/// `tessera-bench layout TREE.json...`: times TesseraLayout on node trees (the JSON schema of
/// `tessera layout`). For each tree it prints one JSON line: the median time of a full layout
/// from scratch, the median time of a re-layout after changing one leaf, and measure calls.
/// `Benchmarks/peers/layout_compare.py` generates the trees and runs Yoga and Taffy beside it.
struct LayoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Time full layouts and one-leaf re-layouts of JSON node trees.")

    @Argument(help: "Node trees (JSON).")
    var trees: [String]

    @Option(help: "Viewport width in points.")
    var width: Double = 1000

    @Option(help: "Full layouts per tree (each on a fresh copy, caches empty).")
    var runs: Int = 9

    func run() throws {
        guard runs > 0 else { throw ValidationError("--runs must be at least 1") }
        for path in trees {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            // One parsed tree per run, parsed before timing: copying a LayoutTree value would
            // defer the copy of its arrays into the first (timed) mutation.
            var documents = try (0..<runs).map { _ in try LayoutDocument(json: text) }
            print(try measureTree(&documents, name: path))
        }
    }

    private func measureTree(_ documents: inout [LayoutDocument], name: String) throws -> String {
        var full: [Double] = []
        var measureCalls = 0
        let root = documents[0].root
        for index in documents.indices {
            // Mutated in place: the array holds the only reference, so no copy-on-write is timed.
            full.append(try Stopwatch.time { try documents[index].tree.computeLayout(root: root, width: width) })
            measureCalls = documents[index].tree.measureCallCount
        }
        var laidOut = documents.removeLast().tree
        // Re-layout after one leaf changes: alternate the leaf between two contents so every
        // run is a real change, on the same (warm) tree, as an app updating one label would.
        let leaf = middleLeaf(of: laidOut, root: root)
        let original = laidOut.style(of: leaf)
        var changed = original
        changed.width = .points(37)
        laidOut.resetMeasureCallCount()
        var relayout: [Double] = []
        for run in 0..<runs {
            laidOut.setStyle(run % 2 == 0 ? changed : original, for: leaf)
            relayout.append(try Stopwatch.time { try laidOut.computeLayout(root: root, width: width) })
        }
        let relayoutMeasureCalls = laidOut.measureCallCount / runs
        return "{\"tree\":\"\(name)\",\"nodes\":\(laidOut.nodeCount),\"fullMedianMs\":\(format(Stopwatch.median(full))),"
            + "\"relayoutMedianMs\":\(format(Stopwatch.median(relayout))),\"measureCalls\":\(measureCalls),"
            + "\"relayoutMeasureCalls\":\(relayoutMeasureCalls)}"
    }

    /// A leaf halfway through the tree, so the dirty path is a typical one.
    private func middleLeaf(of tree: LayoutTree, root: NodeID) -> NodeID {
        let nodes = tree.nodes
        for node in nodes[(nodes.count / 2)...] where tree.children(of: node).isEmpty { return node }
        return nodes.last ?? root
    }

    private func format(_ milliseconds: Double) -> String { JSONWriter.number(Stopwatch.rounded(milliseconds, decimals: 4)) }
}
