import ArgumentParser
import Foundation
import Tessera
import TesseraArguments

/// The scene and the settings it is rendered with, as `tessera render` spells them: what
/// `tessera audit` takes, so a scene is audited exactly as it renders.
struct SceneOptions: ParsableArguments {
    @Argument(help: "The scene JSON file.")
    var input: String

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

    @Option(help: "BCP 47 locale of the text: en-XA and ar-XB pseudo-localize every text (ar-XB right to left), ja, zh-Hans, zh-Hant, ko pick the Han face.")
    var locale = LocaleArgument(Renderer.defaultLocale)

    @Option(help: "The token folder (holding *.resolver.json); Tessera's defaults when omitted.")
    var tokens: String?

    @OptionGroup var layering: TokenLayerOptions

    @Option(help: "The folder image files resolve in (default: the scene's folder).")
    var assets: String?

    @OptionGroup(title: "Render budget")
    var budgetOptions: BudgetOptions

    @Flag(name: .customLong("allow-missing-glyphs"),
          help: "Draw characters no font covers as .notdef boxes instead of failing.")
    var allowMissingGlyphs = false

    func validate() throws {
        try OptionRange.check(scale, OptionRange.scale, "--scale")
        try OptionRange.check(width, OptionRange.side, "--width")
    }

    var sceneURL: URL { URL(fileURLWithPath: input) }

    /// The folder the scene's images resolve in.
    var assetRoot: URL { assets.map { URL(fileURLWithPath: $0) } ?? sceneURL.deletingLastPathComponent() }

    /// The scene file, parsed.
    func scene() throws -> Scene {
        let bytes = try CommandFiles.read(input, maxBytes: SceneLimits.default.maximumBytes)
        do { return try Scene(json: bytes) } catch { throw DrawError("\(input): \(error)") }
    }

    /// A renderer with these settings and budget.
    func renderer() throws -> Renderer {
        do {
            var renderer = try Renderer(tokens: layering.layers(tokens), colorScheme: theme.colorScheme, scale: scale,
                                        textSize: textSize.textSize,
                                        layoutDirection: locale.layoutDirection(otherwise: direction.layoutDirection),
                                        locale: locale.locale)
            renderer.budget = try budgetOptions.budget()
            renderer.allowsMissingGlyphs = allowMissingGlyphs
            return renderer
        } catch let error as RenderError {
            throw DrawError("\(input): \(error)")
        }
    }
}
