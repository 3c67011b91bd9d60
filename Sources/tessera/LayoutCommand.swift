import ArgumentParser
import ConfinedFiles
import Stopwatch
import TesseraJSON
import TesseraLayout

/// `tessera layout TREE.json`: lays out a node tree (schema: docs/layout-json.md) and prints its
/// frames as JSON, or with `--repeat N` times N layouts from scratch and prints the median.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a JSON node tree with CSS flexbox and print the frames as JSON.")

    @Argument(help: "The node tree: {\"style\": {...}, \"children\": [...], \"content\": {...}}.")
    var tree: String

    @Option(help: "Viewport width in points, 0...16384 (default: the root's max-content width).")
    var width: Double?

    @Option(help: "Viewport height in points, 0...16384 (default: none; percentage heights stay auto).")
    var height: Double?

    @Option(help: "Round frames to the pixel grid of this scale factor, 0.1...8.")
    var scale: Double = 1

    @Flag(help: "Print exact frames, not rounded to pixels.")
    var noRounding = false

    @Option(name: .customLong("repeat"), help: "Lay the tree out N times from scratch and print timing instead of frames.")
    var repetitions: Int?

    func validate() throws {
        try OptionRange.check(width, OptionRange.side, "--width")
        try OptionRange.check(height, OptionRange.side, "--height")
        try OptionRange.check(scale, OptionRange.scale, "--scale")
        try OptionRange.check(repetitions, OptionRange.repetitions, "--repeat")
    }

    func run() throws {
        // Bytes, not a String: invalid UTF-8 is then an error at its position, not a failed read.
        let bytes = try CommandFiles.read(tree)
        let document: LayoutDocument
        do {
            document = try LayoutDocument(json: bytes)
        } catch {
            throw LayoutInputError("\(FileAccessError.quoted(tree)): \(error)")
        }
        if let count = repetitions {
            // Parse a tree per run before timing: a copied tree would copy its arrays inside the
            // first timed layout.
            var documents = [document]
            for _ in 1..<count { documents.append(try LayoutDocument(json: bytes)) }
            print(try benchmark(documents))
            return
        }
        var laidOut = document.tree
        try layout(&laidOut, root: document.root, paths: document.paths)
        print(laidOut.framesJSON(root: document.root))
    }

    private func layout(_ layoutTree: inout LayoutTree, root: NodeID, paths: [String]) throws {
        do {
            try layoutTree.computeLayout(root: root, width: width, height: height, scale: noRounding ? nil : scale)
        } catch {
            throw LayoutInputError("\(FileAccessError.quoted(tree)): \(describe(error, paths: paths))")
        }
    }

    /// Layout errors name nodes by index; the user wrote JSON, so name the JSON path instead.
    private func describe(_ error: LayoutError, paths: [String]) -> String {
        switch error {
        case .invalidStyle(let node, let property, let value) where node < paths.count:
            return "\(paths[node]).style.\(property): invalid value \(value)"
        case .invalidMeasurement(let node, _, _) where node < paths.count:
            return "\(paths[node]).content: \(error)"
        case .treeTooDeep(let node, _) where node < paths.count:
            return "\(paths[node]): \(error)"
        default:
            return error.description
        }
    }

    /// Median wall time of N full layouts, each of a freshly parsed tree (so caches start empty
    /// and parsing is excluded).
    private func benchmark(_ parsed: [LayoutDocument]) throws -> String {
        var documents = parsed
        var times: [Double] = []
        var measureCalls = 0
        for index in documents.indices {
            let root = documents[index].root
            let paths = documents[index].paths
            // In place: the array holds the only reference, so no copy-on-write inside the clock.
            times.append(try Stopwatch.time { try layout(&documents[index].tree, root: root, paths: paths) })
            measureCalls = documents[index].tree.measureCallCount
        }
        let median = Stopwatch.rounded(Stopwatch.median(times))
        return "{\"layoutMedianMs\":\(JSONWriter.number(median)),\"nodes\":\(documents[0].tree.nodeCount),\"measureCalls\":\(measureCalls)}"
    }
}

/// A tree that cannot be read or laid out: printed as "Error: <file>: <where>: <what>", exit 1
/// (ArgumentParser's ValidationError would also print the usage, which is not the problem).
struct LayoutInputError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
