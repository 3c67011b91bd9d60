import ArgumentParser
import Foundation
import Stopwatch
import Tessera
import TesseraArguments
import TesseraComponents
import TesseraRaster

/// `tessera render SCENE.json -o OUT.png`: renders a JSON scene (docs/scenes.md) with the design
/// tokens. Images resolve inside the asset root (default: the scene's folder). With `--repeat N`
/// it renders N times and prints median times (milliseconds) of each stage: scene → view →
/// layout → display list (`lower`), display list → pixels (`draw`), pixels → PNG bytes (`encode`).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a JSON scene to a PNG.")

    @OptionGroup var options: SceneOptions

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    @Option(name: .customLong("repeat"), help: "Render N times and print the median time as JSON.")
    var repetitions: Int?

    @Option(help: "Threads an image of 65,536 pixels or more (a card at 2x) is drawn on, in bands of rows, 1...256 (default: every core); the PNG does not depend on it.")
    var threads: Int?

    func validate() throws {
        try OptionRange.check(repetitions, OptionRange.repetitions, "--repeat")
        try OptionRange.check(threads, OptionRange.threads, "--threads")
    }

    func run() throws {
        ImageMemory.keepFreedMemory()
        let scene = try options.scene()
        var renderer = try options.renderer()
        renderer.rasterThreads = threads ?? ProcessInfo.processInfo.activeProcessorCount
        do {
            let clock = ContinuousClock()
            var lower: [Double] = [], draw: [Double] = [], encode: [Double] = []
            var png: [UInt8] = []
            for _ in 0..<(repetitions ?? 1) {
                let t0 = clock.now
                let list = try scene.displayList(
                    with: renderer, width: options.width, components: .designLibrary, assetRoot: options.assetRoot)
                let t1 = clock.now
                let image = try renderer.rasterize(list)
                let t2 = clock.now
                png = try image.pngData()
                let t3 = clock.now
                lower.append(Stopwatch.milliseconds(t1 - t0))
                draw.append(Stopwatch.milliseconds(t2 - t1))
                encode.append(Stopwatch.milliseconds(t3 - t2))
            }
            try CommandFiles.save(png, to: output)
            if repetitions != nil {
                let (lower, draw, encode) = (Stopwatch.median(lower), Stopwatch.median(draw), Stopwatch.median(encode))
                print("{\"lower\": \(lower), \"draw\": \(draw), \"encode\": \(encode), \"runs\": \(repetitions ?? 1)}")
            }
        } catch let error as RenderError {
            throw DrawError("\(options.input): \(error)")
        }
    }
}
