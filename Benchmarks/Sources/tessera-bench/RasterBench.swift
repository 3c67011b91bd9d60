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
        var render: [Double] = [], renderCPU: [Double] = [], encode: [Double] = []
        var png: [UInt8] = []
        // One untimed warm-up run: page faults and lazy initialization are not the renderer.
        _ = try document.render(width: w, height: h, scale: s, background: document.background)
        for _ in 0..<repetitions {
            let t0 = clock.now, c0 = Self.threadCPUMilliseconds()
            let canvas = try document.render(width: w, height: h, scale: s, background: document.background)
            let t1 = clock.now, c1 = Self.threadCPUMilliseconds()
            png = try canvas.pngData()
            let t2 = clock.now
            render.append(Stopwatch.milliseconds(t1 - t0))
            renderCPU.append(c1 - c0)
            encode.append(Stopwatch.milliseconds(t2 - t1))
        }
        if let out { try Data(png).write(to: URL(fileURLWithPath: out)) }
        print("{\"renderMedianMs\": \(Stopwatch.rounded(Stopwatch.median(render))), \"renderCPUMedianMs\": \(Stopwatch.rounded(Stopwatch.median(renderCPU))), \"encodeMedianMs\": \(Stopwatch.rounded(Stopwatch.median(encode))), \"pngBytes\": \(png.count)}")
    }

    /// The CPU time this thread has used, in milliseconds: on a machine shared with other jobs
    /// it counts only the time the render actually ran, where the wall clock also counts the
    /// time it waited for a core.
    static func threadCPUMilliseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
    }
}
