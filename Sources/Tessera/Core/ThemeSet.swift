import Foundation
import TesseraTokens

/// The themes of one token set by color scheme: what the environment re-themes a subtree from
/// when it forces a scheme (`.environment(\.colorScheme, .dark)`: a dark card on a light page).
///
/// ```swift
/// let renderer = try Renderer(tokens: tokensURL)      // light, and dark when a subtree asks
/// let themes = ThemeSet(light: brandLight, dark: brandDark)
/// Card().environment(\.themes, themes)              // a subtree styled by another token set
/// ```
///
/// A set made from one theme knows only that theme's scheme: forcing the other scheme in a
/// subtree is then an error (never a silently light "dark" card). A renderer built from a token
/// folder resolves the other scheme's theme only when a subtree first forces it (resolving a
/// theme costs far more than a typical render).
public struct ThemeSet: Sendable {
    private var light: Theme?
    private var dark: Theme?
    /// The theme a set made from one theme falls back to (see `theme(preferring:)`).
    private var fallback: Theme
    /// The token folder the set resolves a scheme it does not hold yet from (through the
    /// per-process `ThemeCache`), if it came from one.
    private var tokenFolder: URL?

    public init(light: Theme, dark: Theme) {
        self.light = light
        self.dark = dark
        fallback = light
    }

    /// A set that knows only `theme`, for `scheme`.
    public init(_ theme: Theme, for scheme: ColorScheme) {
        fallback = theme
        set(theme, for: scheme)
    }

    /// The set of a token folder (its `*.resolver.json`): it resolves `scheme`'s theme now and
    /// the other scheme's when first asked to; themes are cached per process.
    public init(tokens: URL, scheme: ColorScheme) throws(RenderError) {
        self.init(try ThemeCache.shared.theme(tokens: tokens, colorScheme: scheme), for: scheme)
        tokenFolder = tokens
    }

    /// The theme for `scheme`, if the set holds one.
    public subscript(scheme: ColorScheme) -> Theme? {
        scheme == .dark ? dark : light
    }

    /// Replaces (or adds) the theme for `scheme`.
    public mutating func set(_ theme: Theme, for scheme: ColorScheme) {
        if scheme == .dark { dark = theme } else { light = theme }
    }

    /// Resolves the theme for `scheme` if the set does not hold it but can load it; true when
    /// the set then holds it.
    mutating func load(_ scheme: ColorScheme) throws(RenderError) -> Bool {
        if self[scheme] != nil { return true }
        guard let tokenFolder else { return false }
        set(try ThemeCache.shared.theme(tokens: tokenFolder, colorScheme: scheme), for: scheme)
        return true
    }

    /// The theme for `scheme`, or the one the set was made from when it lacks `scheme` (a
    /// renderer built from one theme keeps drawing with it whatever its scheme says).
    func theme(preferring scheme: ColorScheme) -> Theme {
        self[scheme] ?? fallback
    }

    /// As `theme(preferring:)`, loading the theme for `scheme` first if the set can (without
    /// keeping it: for one-off reads such as `Renderer.theme`).
    func loadedTheme(preferring scheme: ColorScheme) -> Theme {
        if let theme = self[scheme] { return theme }
        if let tokenFolder, let theme = try? ThemeCache.shared.theme(tokens: tokenFolder, colorScheme: scheme) {
            return theme
        }
        return fallback
    }
}
