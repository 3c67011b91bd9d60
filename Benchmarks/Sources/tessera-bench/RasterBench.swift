import ArgumentParser
import ConfinedFiles
import Foundation
import Stopwatch
import TesseraGeometry
import TesseraRaster

/// `tessera-bench raster SCENE.json`: renders a display-list scene N times and prints the median
/// render and PNG-encode times as one JSON line (parsing excluded), so
/// `Benchmarks/peers/raster_compare.py` can set them beside Skia's and Cairo's for the same JSON.
/// `--png-compare` times Tessera's PNG options against adaptive row filters on the scene's image;
/// `--png-sweep` times every option combination, which is how `PNG.EncodeOptions.default` was
/// chosen.
struct RasterBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "raster",
        abstract: "Time rendering and PNG encoding of a display-list scene.")

    @Argument(help: "A display-list JSON scene (see Benchmarks/peers/raster_scenes.py).")
    var scene: String

    @Option(name: .customLong("repeat"), help: "Number of timed runs (the median is reported).")
    var repetitions: Int = 10

    @Option(help: "Write the rendered PNG here.")
    var out: String?

    @Flag(help: "Time PNG encoding with Tessera's default options and with adaptive row filters instead.")
    var pngCompare = false

    @Flag(help: "Time PNG encoding for every libdeflate level and row filter instead.")
    var pngSweep = false

    func run() throws {
        ImageMemory.keepFreedMemory()
        guard repetitions >= 1 else { throw ValidationError("--repeat must be at least 1") }
        let data = try Data(contentsOf: URL(fileURLWithPath: scene))
        let folder = URL(fileURLWithPath: scene).deletingLastPathComponent().path
        let document = try DrawDocument.decode([UInt8](data), assets: try FileRoot(folder))
        guard let w = document.width, let h = document.height else { throw ValidationError("\(scene): no width/height") }
        let s = document.scale ?? 1
        let clock = ContinuousClock()
        if pngSweep || pngCompare {
            let canvas = try document.render(width: w, height: h, scale: s, background: document.background)
            try RasterPNGSweep.run(canvas.bitmap, repetitions: repetitions, full: pngSweep)
            return
        }
        var render: [Double] = [], encode: [Double] = []
        var png: [UInt8] = []
        // One untimed warm-up run: page faults and lazy initialization are not the renderer.
        _ = try document.render(width: w, height: h, scale: s, background: document.background)
        for _ in 0..<repetitions {
            let t0 = clock.now
            let canvas = try document.render(width: w, height: h, scale: s, background: document.background)
            let t1 = clock.now
            png = try canvas.pngData()
            let t2 = clock.now
            render.append(Stopwatch.milliseconds(t1 - t0))
            encode.append(Stopwatch.milliseconds(t2 - t1))
        }
        if let out { try Data(png).write(to: URL(fileURLWithPath: out)) }
        print("{\"renderMedianMs\": \(Stopwatch.rounded(Stopwatch.median(render))), \"encodeMedianMs\": \(Stopwatch.rounded(Stopwatch.median(encode))), \"pngBytes\": \(png.count)}")
    }
}
