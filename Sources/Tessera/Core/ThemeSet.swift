import TesseraTokens

/// The themes of one token set by color scheme: what the environment re-themes a subtree from
/// when it forces a scheme (`.environment(\.colorScheme, .dark)`: a dark card on a light page).
///
/// ```swift
/// let renderer = try Renderer(tokens: tokensURL)      // knows light and dark
/// let themes = ThemeSet(light: brandLight, dark: brandDark)
/// Card().environment(\.themes, themes)              // a subtree styled by another token set
/// ```
///
/// A set made from one theme knows only that theme's scheme: forcing the other scheme in a
/// subtree is then an error (never a silently light "dark" card).
public struct ThemeSet: Sendable {
    private var light: Theme?
    private var dark: Theme?
    /// The theme a set made from one theme falls back to (see `theme(preferring:)`).
    private var fallback: Theme

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

    /// The theme for `scheme`, if the set has one.
    public subscript(scheme: ColorScheme) -> Theme? {
        scheme == .dark ? dark : light
    }

    /// Replaces (or adds) the theme for `scheme`.
    public mutating func set(_ theme: Theme, for scheme: ColorScheme) {
        if scheme == .dark { dark = theme } else { light = theme }
    }

    /// The theme for `scheme`, or the one the set was made from when it lacks `scheme` (a
    /// renderer built from one theme keeps drawing with it whatever its scheme says).
    func theme(preferring scheme: ColorScheme) -> Theme {
        self[scheme] ?? fallback
    }
}
