import Foundation
import Tessera

/// What one `gallery render` makes: which stories, in which themes, text sizes and directions, at
/// which scale, where.
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
    public var shard: Shard
    /// Draw a contact sheet per group and rendition (the tests turn them off to stay quick).
    public var contactSheets: Bool
    /// What each story's render may spend; the tallest image fits its canvas pixels.
    public var budget: RenderBudget

    public init(
        tokens: TokenLayers = .defaults, output: URL, schemes: [ColorScheme] = [.light, .dark], scale: Int = 2,
        filter: GlobPattern? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        textSizes: [TextSize] = [.large], layoutDirections: [LayoutDirection] = [.leftToRight], shard: Shard = .whole,
        contactSheets: Bool = true, budget: RenderBudget = .default
    ) throws(GalleryError) {
        guard [1, 2, 3].contains(scale) else { throw .invalidArgument("--scale", "\(scale)", "must be 1, 2 or 3") }
        guard jobs >= 1, jobs <= 256 else { throw .invalidArgument("--jobs", "\(jobs)", "must be from 1 to 256") }
        for (option, values) in [("--theme", schemes.map(\.rawValue)), ("--text-size", textSizes.map(\.rawValue)),
                                 ("--direction", layoutDirections.map(\.rawValue))] {
            guard !values.isEmpty else { throw .invalidArgument(option, "", "needs at least one value") }
            guard Set(values).count == values.count else {
                throw .invalidArgument(option, values.joined(separator: ","), "names a value twice")
            }
        }
        self.tokens = tokens
        self.output = output
        self.schemes = schemes
        self.scale = scale
        self.filter = filter
        self.jobs = jobs
        self.textSizes = textSizes
        self.layoutDirections = layoutDirections
        self.shard = shard
        self.contactSheets = contactSheets
        self.budget = budget
    }

    /// Every rendition a story is drawn in, in order: by theme, then text size, then direction.
    var renditions: [Rendition] {
        schemes.flatMap { scheme in
            textSizes.flatMap { size in layoutDirections.map { Rendition(colorScheme: scheme, textSize: size, layoutDirection: $0) } }
        }
    }

    /// How `rendition` is named in file names: the theme, then the text size and the direction
    /// only when the run renders more than one of them, so a run of one text size and direction
    /// names its files as it always has.
    func fileLabel(_ rendition: Rendition) -> String {
        var label = rendition.colorScheme.rawValue
        if textSizes.count > 1 { label += ".\(rendition.textSize.rawValue)" }
        if layoutDirections.count > 1 { label += rendition.layoutDirection == .leftToRight ? ".ltr" : ".rtl" }
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
                          layoutDirections: layoutDirections.map(\.rawValue), filter: filter?.description, shard: shard.description)
    }
}
