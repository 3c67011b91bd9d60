import ArgumentParser
import ConfinedFiles
import Foundation
import Stopwatch
import TesseraGeometry
import TesseraRaster

/// `tessera draw OPS.json -o OUT.png`: executes a JSON display list (see `DrawDocument`) into a
/// PNG. With `--repeat N` it renders N times and prints the median render and encode times
/// (JSON parsing excluded), which is how the benchmarks time the same scene as the peers.
struct DrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Draw a JSON display list to a PNG.",
        discussion: """
            File: {"width": 390, "height": 844, "scale": 3, "background": "#f2f2f7",
                   "operations": [...]}   (width and height in points)
            Operations ("op"): fill {path, paint, rule?, transform?},
              stroke {path, paint, style: {width, cap?, join?, dash?}},
              shadow {path, shadow: {color, offset, blur}},
              image {bitmap: {"file": "a.png"}, rect}, mask, pushClip {path},
              popClip, pushLayer {opacity}, popLayer.
            Paths: SVG path data, or {"rect": [x, y, w, h]}, {"ellipse": [...]},
              {"roundedRect": [...], "radius": r, "style": "continuous"},
              {"circle": [cx, cy], "radius": r}, {"capsule": [...]}.
            Paints: "#rrggbb(aa)", {"linearGradient": {start, end, stops}},
              {"radialGradient": {center, radius, stops}}.
            Bitmap files are read only inside the asset folder (--assets, default: the
            display list's folder). Strict JSON: duplicate keys and unknown members are
            errors. Ranges: width and height 0...16384 points, scale 0.01...64.
            Reference: docs/display-lists.md. Example: Examples/cards.json.
            """)

    @Argument(help: "The display-list JSON file.")
    var input: String

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    @Option(help: "Canvas width in points, 0...16384 (overrides the file's \"width\").")
    var width: Double?

    @Option(help: "Canvas height in points, 0...16384 (overrides the file's \"height\").")
    var height: Double?

    @Option(help: "Pixels per point, 0.01...64 (overrides the file's \"scale\"; default 1).")
    var scale: Double?

    @Option(help: "The folder bitmap files resolve in (default: the display list's folder).")
    var assets: String?

    @Option(help: "Background color, #rrggbb or #rrggbbaa (overrides the file's \"background\").")
    var background: String?

    @Option(name: .customLong("repeat"), help: "Render N times and print median timings as JSON.")
    var repetitions: Int?

    @Option(help: "Threads a canvas of 65,536 pixels or more (a card at 2x) is drawn on, in bands of rows, 1...256 (default: every core); the PNG does not depend on it.")
    var threads: Int?

    @OptionGroup(title: "Render budget")
    var budgetOptions: BudgetOptions

    func validate() throws {
        try OptionRange.check(threads, OptionRange.threads, "--threads")
        try OptionRange.check(width, DrawDocument.sideRange, "--width")
        try OptionRange.check(height, DrawDocument.sideRange, "--height")
        try OptionRange.check(scale, DrawDocument.scaleRange, "--scale")
        try OptionRange.check(repetitions, OptionRange.repetitions, "--repeat")
    }

    func run() throws {
        ImageMemory.keepFreedMemory()
        let bytes = try CommandFiles.read(input)
        let assetRoot: FileRoot
        do {
            assetRoot = try FileRoot(assets ?? OptionRange.folder(of: input))
        } catch {
            throw DrawError("--assets: \(error)")
        }
        let document: DrawDocument
        do {
            document = try DrawDocument.decode(bytes, assets: assetRoot)
        } catch {
            throw DrawError("\(FileAccessError.quoted(input)): \(error)")
        }
        guard let w = width ?? document.width, let h = height ?? document.height else {
            throw DrawError("\(input): no canvas size: give \"width\" and \"height\" in the file or --width and --height")
        }
        var bg = document.background
        if let background {
            do { bg = try Color(hex: background) } catch { throw DrawError("--background: \(error)") }
        }
        let s = scale ?? document.scale ?? 1

        let budget = try budgetOptions.budget()
        let runs = repetitions ?? 1
        var renderTimes: [Double] = [], encodeTimes: [Double] = []
        var png: [UInt8] = []
        let clock = ContinuousClock()
        do {
            for _ in 0..<runs {
                let start = clock.now
                let canvas = try document.render(width: w, height: h, scale: s, background: bg, budget: budget,
                                                 threads: threads ?? ProcessInfo.processInfo.activeProcessorCount)
                let rendered = clock.now
                png = try canvas.pngData()
                let encoded = clock.now
                renderTimes.append(Stopwatch.milliseconds(rendered - start))
                encodeTimes.append(Stopwatch.milliseconds(encoded - rendered))
            }
        } catch {
            throw DrawError("\(FileAccessError.quoted(input)): \(error)")
        }
        try CommandFiles.save(png, to: output)
        if repetitions != nil {
            let render = Stopwatch.rounded(Stopwatch.median(renderTimes)), encode = Stopwatch.rounded(Stopwatch.median(encodeTimes))
            print("{\"renderMedianMs\": \(render), \"encodeMedianMs\": \(encode), \"pngBytes\": \(png.count)}")
        }
    }
}

/// A `tessera` command failure (reading, drawing, writing); ArgumentParser prints it and exits
/// with status 1.
struct DrawError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
