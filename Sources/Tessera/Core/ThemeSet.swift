import Foundation
import TesseraTokens

/// The themes of one token set by color scheme: what the environment re-themes a subtree from
/// when it forces a scheme (`.environment(\.colorScheme, .dark)`: a dark card on a light page).
///
/// ```swift
/// let themes = try ThemeSet(tokens: .defaults.overlaid(by: brandFolder))   // light and dark
/// let renderer = Renderer(themes: themes, colorScheme: .dark)
/// Card().environment(\.themes, ThemeSet(light: otherLight, dark: otherDark))
/// ```
///
/// A set is complete when it is made: loading tokens resolves both schemes then, so nothing is
/// read or resolved while views are lowered, and a problem in either theme is reported before
/// anything is drawn. A set made from one theme knows only that theme's scheme: forcing the other
/// scheme in a subtree is then an error (never a silently light "dark" card).
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

    /// The light and dark themes of `tokens`, each checked against Tessera's keys
    /// (`TesseraTokenKeys`) and `keys` (the catalogs an adopter generated for its own tokens),
    /// so every key the components use has a token of the right type. Tessera's defaults are
    /// resolved once per process (they are resources, never edited while it runs); folders are
    /// read each time, so keep the set (or the renderer) for as long as you render with it.
    public init(tokens: TokenLayers = .defaults, keys: [any TokenKeyCatalog.Type] = []) throws(RenderError) {
        do {
            let (light, dark) = try tokens == .defaults ? DefaultTokens.themes.get() : tokens.themes()
            self = try ThemeSet(light: light, dark: dark).checked(keys)
        } catch {
            throw .tokens("\(tokens): \(error)")
        }
    }

    /// The set with every theme checked against Tessera's keys and `keys`: a `RenderError` names
    /// each missing or mistyped token. Themes remember what they were checked against, so the
    /// renderer calls this before every render and pays once per theme.
    public func checked(_ keys: [any TokenKeyCatalog.Type] = []) throws(TokenErrors) -> ThemeSet {
        let catalogs: [any TokenKeyCatalog.Type] = [TesseraTokenKeys.self] + keys
        var set = self
        set.light = try light?.checked(catalogs)
        set.dark = try dark?.checked(catalogs)
        set.fallback = try fallback.checked(catalogs)
        return set
    }

    /// `checked()` for lowering: an unchecked theme given as a value (`Renderer(theme:)`,
    /// `.environment(\.themes, …)`) fails as a render error rather than at a subscript.
    func checkedForRendering() throws(RenderError) -> ThemeSet {
        do { return try checked() } catch { throw .tokens("\(error)") }
    }

    /// The theme for `scheme`, if the set holds one.
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
