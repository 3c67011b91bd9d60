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

    @Argument(help: "The scene JSON file.")
    var input: String

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    @Option(help: "The color scheme.")
    var theme = ThemeArgument.light

    @Option(help: "Pixels per point, 0.1...8.")
    var scale: Double = 2

    @Option(help: "Canvas width in points, 0...16384 (overrides the scene's \"width\"; default 375).")
    var width: Double?

    @Option(help: "The layout direction.")
    var direction = DirectionArgument.ltr

    @Option(help: "The Dynamic Type category.")
    var textSize = TextSizeArgument(.large)

    @Option(help: "The token folder (holding *.resolver.json); Tessera's defaults when omitted.")
    var tokens: String?

    @OptionGroup var layering: TokenLayerOptions

    @Option(help: "The folder image files resolve in (default: the scene's folder).")
    var assets: String?

    @Option(name: .customLong("repeat"), help: "Render N times and print the median time as JSON.")
    var repetitions: Int?

    @OptionGroup(title: "Render budget")
    var budgetOptions: BudgetOptions

    func validate() throws {
        try OptionRange.check(scale, OptionRange.scale, "--scale")
        try OptionRange.check(width, OptionRange.side, "--width")
        try OptionRange.check(repetitions, OptionRange.repetitions, "--repeat")
    }

    func run() throws {
        let budget = try budgetOptions.budget()
        let sceneURL = URL(fileURLWithPath: input)
        let bytes = try CommandFiles.read(input, maxBytes: SceneLimits.default.maximumBytes)
        do {
            let scene = try Scene(json: bytes)
            var renderer = try Renderer(tokens: layering.layers(tokens), colorScheme: theme.colorScheme, scale: scale,
                                        textSize: textSize.textSize, layoutDirection: direction.layoutDirection)
            renderer.budget = budget
            let assetRoot = assets.map { URL(fileURLWithPath: $0) } ?? sceneURL.deletingLastPathComponent()
            let clock = ContinuousClock()
            var lower: [Double] = [], draw: [Double] = [], encode: [Double] = []
            var png: [UInt8] = []
            for _ in 0..<(repetitions ?? 1) {
                let t0 = clock.now
                let list = try scene.displayList(
                    with: renderer, width: width, components: .designLibrary, assetRoot: assetRoot)
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
            throw DrawError("\(input): \(error)")
        }
    }
}
