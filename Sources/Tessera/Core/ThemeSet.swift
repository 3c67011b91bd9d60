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
    /// Resolves the theme of a scheme the set does not hold yet.
    typealias Loader = @Sendable (ColorScheme) throws(RenderError) -> Theme

    private var light: Theme?
    private var dark: Theme?
    /// The theme a set made from one theme falls back to (see `theme(preferring:)`).
    private var fallback: Theme
    private var loader: Loader?

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

    /// A set holding `theme` for `scheme` that resolves the other scheme's theme when asked to.
    init(_ theme: Theme, for scheme: ColorScheme, loadingOthers loader: @escaping Loader) {
        self.init(theme, for: scheme)
        self.loader = loader
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
        guard let loader else { return false }
        set(try loader(scheme), for: scheme)
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
        if let loader, let theme = try? loader(scheme) { return theme }
        return fallback
    }
}
