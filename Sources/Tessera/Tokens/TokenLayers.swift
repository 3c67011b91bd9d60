import Foundation
import TesseraTokens

/// Where a renderer's tokens come from: Tessera's bundled defaults, a folder of your own that
/// replaces them, or folders layered over either.
///
/// ```swift
/// Renderer(colorScheme: .dark)                                   // Tessera's defaults
/// Renderer(tokens: .defaults.overlaid(by: brandFolder))          // your brand over them
/// Renderer(tokens: .folder(teamTokens))                          // your own set instead
/// ```
///
/// A layer is a DTCG token folder with its own `*.resolver.json`. Its sources come after those
/// beneath it, so its tokens override theirs (a brand accent in light and dark) and add new ones,
/// and its aliases reach into them (`{palette.blush.500}`); an override must keep the type of the
/// token it replaces. See docs/tokens.md, "Your own tokens".
///
/// A value only describes the stack; `ThemeSet(tokens:)` and `Renderer(tokens:)` load it, once.
public struct TokenLayers: Hashable, Sendable, CustomStringConvertible {
    /// Whether Tessera's bundled tokens lie beneath the folders.
    public var includesDefaults: Bool
    /// Token folders, bottom first.
    public var folders: [URL]

    /// Tessera's own tokens, shipped with the library.
    public static let defaults = TokenLayers(includesDefaults: true, folders: [])

    /// A folder of your own, instead of Tessera's defaults.
    public static func folder(_ url: URL) -> TokenLayers {
        TokenLayers(includesDefaults: false, folders: [url])
    }

    /// These layers with `folder` on top.
    public func overlaid(by folder: URL) -> TokenLayers {
        TokenLayers(includesDefaults: includesDefaults, folders: folders + [folder])
    }

    public var description: String {
        ((includesDefaults ? ["Tessera's default tokens"] : []) + folders.map(\.relativePath)).joined(separator: " + ")
    }

    /// Reads every layer. Files of a layered folder are named in messages by the folder's path
    /// (`BrandTokens/brand.tokens.json`), those of the defaults under `Tessera defaults/`.
    public func library() throws(TokenErrors) -> TokenLibrary {
        var stack = includesDefaults ? try DefaultTokens.library() : nil
        for folder in folders {
            let label = stack == nil && folders.count == 1 ? nil : folder.relativePath
            let layer = try TokenLibrary(directory: folder, label: label)
            stack = stack.map { $0.overlaid(by: layer) } ?? layer
        }
        guard let stack else {
            throw TokenErrors([TokenDiagnostic(file: "", path: "", location: .unknown, message: "no token layers: use .defaults or a folder")])
        }
        return stack
    }

    /// The light and dark themes of the stack, resolved now.
    func themes() throws(TokenErrors) -> (light: Theme, dark: Theme) {
        let library = try library()
        return (try library.theme(.light), try library.theme(.dark))
    }
}

/// Tessera's token folder as shipped in the package's resources.
enum DefaultTokens {
    /// The bundled folder (`Sources/Tessera/Resources/Tokens` in the repository).
    static var folder: URL? {
        Bundle.module.url(forResource: "Tokens", withExtension: nil)
    }

    static func library() throws(TokenErrors) -> TokenLibrary {
        guard let folder else {
            throw TokenErrors([TokenDiagnostic(file: "Tessera defaults", path: "", location: .unknown, message: "Tessera's bundled token folder is missing from its resources")])
        }
        return try TokenLibrary(directory: folder, label: "Tessera defaults")
    }

    /// The defaults' light and dark themes, resolved the first time a renderer asks for them.
    static let themes = Result { () throws(TokenErrors) -> (light: Theme, dark: Theme) in
        try TokenLayers.defaults.themes()
    }
}
