import ArgumentParser
import Foundation
import Stopwatch
import TesseraGeometry
import TesseraRaster
import TesseraText

/// `tessera-bench text`: shapes and wraps the text corpus at 343 pt with Tessera, cold (empty
/// caches) and warm (cached), then runs Skia's paragraph layout on the same strings through
/// `Benchmarks/peers/text_skia.py` and prints both in one table.
struct TextBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Text measuring (shape + wrap) and drawing against Skia's paragraph layout.")

    @Option(help: "Number of paragraphs.")
    var count = 10_000
    @Option(help: "Line width in points.")
    var width = 343.0
    @Option(help: "Font size in points.")
    var size = 17.0
    @Option(help: "Python peer script (Skia).")
    var peer = "Benchmarks/peers/text_skia.py"
    @Flag(name: .customLong("no-peer"), help: "Skip the Skia peer.")
    var noPeer = false
    @Option(help: "Hyphenation of the English (en-US) corpus: none, manual or auto.")
    var hyphens = "none"

    func run() throws {
        let corpus = TextCorpus(count: count)
        guard let hyphenation = Hyphens(rawValue: hyphens) else {
            throw ValidationError("--hyphens must be none, manual or auto, not '\(hyphens.prefix(40))'")
        }
        let style = TextStyle(family: "Inter", weight: 400, size: size, locale: "en-US", hyphens: hyphenation)
        let engine = TextEngine()
        // Font discovery happens once per process; it is not what this benchmark measures.
        _ = try engine.measure("Warm up", style: style)

        var lines = 0
        let cold = try Stopwatch.time {
            for text in corpus.paragraphs { lines += try engine.measure(text, style: style, maxWidth: width).lines.count }
        }
        let warm = try Stopwatch.time {
            for text in corpus.paragraphs { _ = try engine.measure(text, style: style, maxWidth: width) }
        }
        let rewrap = try Stopwatch.time {
            for text in corpus.paragraphs { _ = try engine.measure(text, style: style, maxWidth: width - 43) }
        }
        let height = try corpus.paragraphs.reduce(0.0) { try $0 + engine.measure($1, style: style, maxWidth: width).size.height }

        // Drawing: every paragraph onto a 375×812 pt phone screen at 2x, stacked and wrapping
        // to the top, as the peer does. The first pass fills the glyph cache; the second is timed.
        let layouts = try corpus.paragraphs.map { try engine.measure($0, style: style, maxWidth: width) }
        var canvas = try Canvas(width: 750, height: 1624, scale: 2)
        canvas.clear(.white)
        let ink = Paint.solid(Color(red: 0, green: 0, blue: 0))
        func drawAll() {
            var y = 0.0
            for layout in layouts {
                if y + layout.size.height > 812 { y = 0 }
                engine.draw(layout, into: &canvas, at: Point(x: 16, y: y), paint: ink)
                y += layout.size.height
            }
        }
        let drawCold = Stopwatch.time(drawAll)
        let drawWarm = Stopwatch.time(drawAll)

        var rows: [(String, Double?, Double?)] = [
            ("measure, cold caches (shape + wrap)", cold, nil),
            ("measure, warm cache (same text, style, width)", warm, nil),
            ("re-wrap at another width (shaping cached)", rewrap, nil),
            ("draw at 2x, glyph cache cold", drawCold, nil),
            ("draw at 2x, glyph cache warm", drawWarm, nil),
        ]
        if !noPeer {
            let skia = try runPeer(corpus)
            rows[0].2 = skia["layoutCold"]
            rows[1].2 = skia["layoutWarm"]
            rows[4].2 = skia["draw"]
            print(String(format: "Skia total paragraph height: %.0f pt", skia["height"] ?? 0))
        }
        print(String(format: "Tessera: %d paragraphs, %d lines, total height %.0f pt, width %.0f pt, Inter %.0f pt",
                     count, lines, height, width, size))
        printTable(rows)
    }

    private func runPeer(_ corpus: TextCorpus) throws -> [String: Double] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-text-corpus.json")
        let spec: [String: Any] = ["paragraphs": corpus.paragraphs, "width": width, "size": size, "scale": 2]
        try JSONSerialization.data(withJSONObject: spec).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", peer, file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let result = try JSONSerialization.jsonObject(with: data) as? [String: Double] else {
            throw ValidationError("peer \(peer) failed (exit \(process.terminationStatus)); is skia-python installed?")
        }
        return result
    }

    private func printTable(_ rows: [(String, Double?, Double?)]) {
        let cellWidth = 28
        func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        func cell(_ ms: Double?) -> String {
            guard let ms else { return pad("—", cellWidth) }
            return pad(String(format: "%9.1f ms %7.2f µs/par", ms, ms * 1000 / Double(count)), cellWidth)
        }
        let name = rows.map(\.0.count).max() ?? 0
        let rule = String(repeating: "-", count: cellWidth + 2)
        print("| \(pad("case", name)) | \(pad("Tessera", cellWidth)) | \(pad("Skia (skia-python)", cellWidth)) |")
        print("|\(String(repeating: "-", count: name + 2))|\(rule)|\(rule)|")
        for (label, ours, theirs) in rows {
            print("| \(pad(label, name)) | \(cell(ours)) | \(cell(theirs)) |")
        }
    }
}
