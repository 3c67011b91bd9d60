import ArgumentParser
import Foundation
import Tessera

/// `tessera render SCENE.json -o OUT.png`: renders a JSON scene (docs/scenes.md) with the design
/// tokens. Images resolve inside the asset root (default: the scene's folder). With `--repeat N`
/// it renders N times and prints the median time of view → PNG bytes (file reading excluded).
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

    @Option(help: "The token folder (holding *.resolver.json).")
    var tokens: String = "Tokens"

    @Option(help: "The folder image files resolve in (default: the scene's folder).")
    var assets: String?

    @Option(name: .customLong("repeat"), help: "Render N times and print the median time as JSON.")
    var repetitions: Int?

    func run() throws {
        guard let scheme = ColorScheme(rawValue: theme) else { throw DrawError("--theme must be light or dark, found \(theme)") }
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
            let renderer = try Renderer(tokens: URL(fileURLWithPath: tokens), colorScheme: scheme, scale: scale)
            let assetRoot = assets.map { URL(fileURLWithPath: $0) } ?? sceneURL.deletingLastPathComponent()
            let clock = ContinuousClock()
            var times: [Double] = []
            var png: [UInt8] = []
            for _ in 0..<(repetitions ?? 1) {
                let start = clock.now
                png = try scene.render(with: renderer, width: width, assetRoot: assetRoot).pngData()
                let elapsed = clock.now - start
                times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
            }
            try Data(png).write(to: URL(fileURLWithPath: output))
            if repetitions != nil {
                print("{\"medianMilliseconds\": \(times.sorted()[times.count / 2]), \"runs\": \(times.count)}")
            }
        } catch let error as RenderError {
            throw DrawError("\(input): \(error)")
        }
    }
}
