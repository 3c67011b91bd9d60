import Foundation
import Tessera

/// What one `gallery render` makes: which stories, in which themes, at which scale, where.
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
    public var textSize: TextSize
    public var layoutDirection: LayoutDirection
    public var shard: Shard
    /// Draw a contact sheet per group and theme (the tests turn them off to stay quick).
    public var contactSheets: Bool

    public init(
        tokens: TokenLayers = .defaults, output: URL, schemes: [ColorScheme] = [.light, .dark], scale: Int = 2,
        filter: GlobPattern? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        textSize: TextSize = .large, layoutDirection: LayoutDirection = .leftToRight, shard: Shard = .whole,
        contactSheets: Bool = true
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
    }

    var manifestSettings: Manifest.Settings {
        Manifest.Settings(scale: scale, themes: schemes.map(\.rawValue), textSize: textSize.rawValue,
                          layoutDirection: layoutDirection.rawValue, filter: filter?.description, shard: shard.description)
    }
}
