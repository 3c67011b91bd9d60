import Foundation
import Tessera

/// What one `gallery render` makes: which stories, in which themes, at which scale, where.
public struct GallerySettings: Sendable {
    /// The token folder (holding one `*.resolver.json`).
    public var tokens: URL
    public var output: URL
    public var schemes: [ColorScheme]
    /// Device pixels per point: 1, 2 or 3.
    public var scale: Int
    public var filter: GlobPattern?
    /// Render threads; results do not depend on it.
    public var jobs: Int
    public var textSize: TextSize
    public var layoutDirection: LayoutDirection
    public var shard: Shard
    /// Draw a contact sheet per group and theme (the tests turn them off to stay quick).
    public var contactSheets: Bool
    /// What each story's render may spend; the tallest image fits its canvas pixels.
    public var budget: RenderBudget

    public init(
        tokens: URL, output: URL, schemes: [ColorScheme] = [.light, .dark], scale: Int = 2,
        filter: GlobPattern? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        textSize: TextSize = .large, layoutDirection: LayoutDirection = .leftToRight, shard: Shard = .whole,
        contactSheets: Bool = true, budget: RenderBudget = .default
    ) throws(GalleryError) {
        guard [1, 2, 3].contains(scale) else { throw .invalidArgument("--scale", "\(scale)", "must be 1, 2 or 3") }
        guard jobs >= 1, jobs <= 256 else { throw .invalidArgument("--jobs", "\(jobs)", "must be from 1 to 256") }
        guard !schemes.isEmpty else { throw .invalidArgument("--theme", "", "needs at least one theme") }
        self.tokens = tokens
        self.output = output
        self.schemes = schemes
        self.scale = scale
        self.filter = filter
        self.jobs = jobs
        self.textSize = textSize
        self.layoutDirection = layoutDirection
        self.shard = shard
        self.contactSheets = contactSheets
        self.budget = budget
    }

    /// A folder named by a command-line option: an empty name is an error, not the current folder
    /// (`--out ""` would otherwise write a gallery over whatever the current folder holds).
    public static func folder(_ option: String, _ value: String) throws(GalleryError) -> URL {
        guard !value.isEmpty else { throw .invalidArgument(option, "\"\"", "must name a folder (\".\" for the current one)") }
        return URL(fileURLWithPath: value)
    }

    var manifestSettings: Manifest.Settings {
        Manifest.Settings(scale: scale, themes: schemes.map(\.rawValue), textSize: textSize.rawValue,
                          layoutDirection: layoutDirection.rawValue, filter: filter?.description, shard: shard.description)
    }
}
