import ArgumentParser
import Foundation
import Stopwatch
import Tessera
import TesseraComponents

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

    @Option(help: "Color scheme: light or dark.")
    var theme: String = "light"

    @Option(help: "Pixels per point.")
    var scale: Double = 2

    @Option(help: "Canvas width in points (overrides the scene's \"width\"; default 375).")
    var width: Double?

    @Option(help: "Layout direction: ltr or rtl.")
    var direction: String = "ltr"

    @Option(help: "Text-size category (xSmall … xxxLarge, accessibility1 … accessibility5).")
    var textSize: String = "large"

    @Option(help: "The token folder (holding *.resolver.json).")
    var tokens: String = "Tokens"

    @Option(help: "The folder image files resolve in (default: the scene's folder).")
    var assets: String?

    @Option(name: .customLong("repeat"), help: "Render N times and print the median time as JSON.")
    var repetitions: Int?

    @Flag(name: .customLong("allow-missing-glyphs"),
          help: "Draw characters no font covers as .notdef boxes instead of failing.")
    var allowMissingGlyphs = false

    func run() throws {
        guard let scheme = ColorScheme(rawValue: theme) else { throw DrawError("--theme must be light or dark, found \(theme)") }
        guard let layoutDirection = ["ltr": LayoutDirection.leftToRight, "rtl": .rightToLeft][direction] else {
            throw DrawError("--direction must be ltr or rtl, found \(direction)")
        }
        guard let size = TextSize(rawValue: textSize) else {
            throw DrawError("--text-size must be one of \(TextSize.allCases.map(\.rawValue).joined(separator: ", ")), found \(textSize)")
        }
        if let n = repetitions, n < 1 { throw DrawError("--repeat must be at least 1, found \(n)") }
        let sceneURL = URL(fileURLWithPath: input)
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: sceneURL))
        } catch {
            throw DrawError("cannot read \(input): \(error.localizedDescription)")
        }
        do {
            let scene = try Scene(json: bytes)
            var renderer = try Renderer(tokens: URL(fileURLWithPath: tokens), colorScheme: scheme, scale: scale,
                                        textSize: size, layoutDirection: layoutDirection)
            renderer.allowsMissingGlyphs = allowMissingGlyphs
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
            try Data(png).write(to: URL(fileURLWithPath: output))
            if repetitions != nil {
                let (lower, draw, encode) = (Stopwatch.median(lower), Stopwatch.median(draw), Stopwatch.median(encode))
                print("{\"lower\": \(lower), \"draw\": \(draw), \"encode\": \(encode), \"runs\": \(repetitions ?? 1)}")
            }
        } catch let error as RenderError {
            throw DrawError("\(input): \(error)")
        }
    }
}
