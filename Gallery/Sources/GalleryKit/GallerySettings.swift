import Foundation
import Tessera

/// What one `gallery render` makes: which stories, in which themes, text sizes, locales and
/// directions, at which scale, where.
public struct GallerySettings: Sendable {
    /// The tokens: Tessera's defaults, a folder of one `*.resolver.json`, or folders layered over the defaults.
    public var tokens: TokenLayers
    public var output: URL
    public var schemes: [ColorScheme]
    /// Device pixels per point: 1, 2 or 3.
    public var scale: Int
    public var filter: GlobPattern?
    /// Render threads; results do not depend on it.
    public var jobs: Int
    /// Every story is rendered at each (a matrix with `schemes` and `layoutDirections`).
    public var textSizes: [TextSize]
    public var layoutDirections: [LayoutDirection]
    /// BCP 47 tags, each a rendition axis like the text sizes: `en-XA` and `ar-XB` pseudo-localize
    /// every story (`PseudoLocale`); `ar-XB` is drawn right to left only, whatever the directions.
    public var locales: [String]
    public var shard: Shard
    /// Draw a contact sheet per group and rendition (the tests turn them off to stay quick).
    public var contactSheets: Bool
    /// What each story's render may spend; the tallest image fits its canvas pixels.
    public var budget: RenderBudget
    /// Audit every story image (`audit.json`); off, the run only renders (`--no-audit`).
    public var audits = true

    public init(
        tokens: TokenLayers = .defaults, output: URL, schemes: [ColorScheme] = [.light, .dark], scale: Int = 2,
        filter: GlobPattern? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        textSizes: [TextSize] = [.large], layoutDirections: [LayoutDirection] = [.leftToRight],
        locales: [String] = [Renderer.defaultLocale], shard: Shard = .whole,
        contactSheets: Bool = true, budget: RenderBudget = .default
    ) throws(GalleryError) {
        guard [1, 2, 3].contains(scale) else { throw .invalidArgument("--scale", "\(scale)", "must be 1, 2 or 3") }
        guard jobs >= 1, jobs <= 256 else { throw .invalidArgument("--jobs", "\(jobs)", "must be from 1 to 256") }
        for (option, values) in [("--theme", schemes.map(\.rawValue)), ("--text-size", textSizes.map(\.rawValue)),
                                 ("--direction", layoutDirections.map(\.rawValue)), ("--locale", locales)] {
            guard !values.isEmpty else { throw .invalidArgument(option, "", "needs at least one value") }
            guard Set(values).count == values.count else {
                throw .invalidArgument(option, values.joined(separator: ","), "names a value twice")
            }
        }
        // A locale becomes part of file names: a tag's letters, digits and hyphens only.
        for locale in locales where locale.isEmpty || locale.utf8.count > 35
            || !locale.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }) {
            throw .invalidArgument("--locale", locale, "must be a BCP 47 language tag (letters, digits and -, e.g. en-XA)")
        }
        self.tokens = tokens
        self.output = output
        self.schemes = schemes
        self.scale = scale
        self.filter = filter
        self.jobs = jobs
        self.textSizes = textSizes
        self.layoutDirections = layoutDirections
        self.locales = locales
        self.shard = shard
        self.contactSheets = contactSheets
        self.budget = budget
    }

    /// Every rendition a story is drawn in, in order: by theme, then text size, then locale, then
    /// direction — a locale of its own direction (`ar-XB`) in that one only, as Android lays it out.
    var renditions: [Rendition] {
        schemes.flatMap { scheme in
            textSizes.flatMap { size in
                locales.flatMap { locale in
                    let directions = PseudoLocale(locale: locale)?.layoutDirection.map { [$0] } ?? layoutDirections
                    return directions.map { Rendition(colorScheme: scheme, textSize: size, layoutDirection: $0, locale: locale) }
                }
            }
        }
    }

    /// How `rendition` is named in file names: the theme, then the text size and the direction
    /// only when the run renders more than one of them, then the locale when the run renders more
    /// than one or another than the default, so a run of one text size, direction and the default
    /// locale names its files as it always has (`card.dark.rtl.en-XA@2x.png` in a matrix).
    func fileLabel(_ rendition: Rendition) -> String {
        var label = rendition.colorScheme.rawValue
        if textSizes.count > 1 { label += ".\(rendition.textSize.rawValue)" }
        if layoutDirections.count > 1 { label += rendition.layoutDirection == .leftToRight ? ".ltr" : ".rtl" }
        if locales != [Renderer.defaultLocale] { label += ".\(rendition.locale)" }
        return label
    }

    /// A folder named by a command-line option: an empty name is an error, not the current folder
    /// (`--out ""` would otherwise write a gallery over whatever the current folder holds).
    public static func folder(_ option: String, _ value: String) throws(GalleryError) -> URL {
        guard !value.isEmpty else { throw .invalidArgument(option, "\"\"", "must name a folder (\".\" for the current one)") }
        return URL(fileURLWithPath: value)
    }

    var manifestSettings: Manifest.Settings {
        Manifest.Settings(scale: scale, themes: schemes.map(\.rawValue), textSizes: textSizes.map(\.rawValue),
                          layoutDirections: layoutDirections.map(\.rawValue), locales: locales, filter: filter?.description, shard: shard.description)
    }
}
