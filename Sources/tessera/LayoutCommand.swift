import ArgumentParser
import Foundation
import TesseraLayout

/// `tessera layout TREE.json`: lays out a node tree (schema: docs/layout-json.md) and prints its
/// frames as JSON, or with `--repeat N` times N layouts from scratch and prints the median.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a JSON node tree with CSS flexbox and print the frames as JSON.")

    @Argument(help: "The node tree: {\"style\": {...}, \"children\": [...], \"content\": {...}}.")
    var tree: String

    @Option(help: "Viewport width in points (default: the root's max-content width).")
    var width: Double?

    @Option(help: "Viewport height in points (default: none; percentage heights stay auto).")
    var height: Double?

    @Option(help: "Round frames to the pixel grid of this scale factor.")
    var scale: Double = 1

    @Flag(help: "Print exact frames, not rounded to pixels.")
    var noRounding = false

    @Option(help: "Lay the tree out N times from scratch and print timing instead of frames.")
    var `repeat`: Int?

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: tree, encoding: .utf8)
        } catch {
            throw ValidationError("cannot read \(tree): \(error.localizedDescription)")
        }
        let document: LayoutDocument
        do {
            document = try LayoutDocument(json: text)
        } catch {
            throw ValidationError("\(tree): \(error)")
        }
        if let count = `repeat` {
            guard count > 0 else { throw ValidationError("--repeat must be at least 1") }
            print(try benchmark(document, count: count))
            return
        }
        var laidOut = document
        try layout(&laidOut.tree, document)
        print(laidOut.tree.framesJSON(root: document.root))
    }

    private func layout(_ tree: inout LayoutTree, _ document: LayoutDocument) throws {
        do {
            try tree.computeLayout(root: document.root, width: width, height: height,
                                   scale: noRounding ? nil : scale)
        } catch {
            throw ValidationError("\(tree): \(describe(error, document))")
        }
    }

    /// Layout errors name nodes by index; the user wrote JSON, so name the JSON path instead.
    private func describe(_ error: LayoutError, _ document: LayoutDocument) -> String {
        switch error {
        case .invalidStyle(let node, let property, let value) where node < document.paths.count:
            return "\(document.paths[node]).style.\(property): invalid value \(value)"
        case .invalidMeasurement(let node, _, _) where node < document.paths.count:
            return "\(document.paths[node]).content: \(error)"
        default:
            return error.description
        }
    }

    /// Median wall time of N full layouts, each on a fresh copy of the parsed tree (so caches
    /// start empty and parsing is excluded).
    private func benchmark(_ document: LayoutDocument, count: Int) throws -> String {
        var times: [Double] = []
        var measureCalls = 0
        let clock = ContinuousClock()
        for _ in 0..<count {
            var tree = document.tree
            let start = clock.now
            try layout(&tree, document)
            let elapsed = clock.now - start
            times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
            measureCalls = tree.measureCallCount
        }
        times.sort()
        let median = times.count % 2 == 1 ? times[times.count / 2]
            : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
        let rounded = (median * 1000).rounded() / 1000
        return "{\"layoutMedianMs\":\(formatNumber(rounded)),\"nodes\":\(document.tree.nodeCount),\"measureCalls\":\(measureCalls)}"
    }
}
