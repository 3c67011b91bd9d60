/// A color as components write it: a semantic color token (resolved by the theme, so it changes
/// with light and dark), the inherited foreground color, or a literal color (custom shapes,
/// tests). Short names read like SwiftUI: `.background(.surface)`, `.foregroundColor(.secondary)`.
public enum ColorValue: Hashable, Sendable {
    case token(TokenKey<Color>)
    case literal(Color)
    /// The environment's foreground color (what `foregroundColor` set for the subtree).
    case foreground
    /// The environment's accent color (what `tint` set for the subtree; `accent` by default).
    case tint

    public static let primary = ColorValue.token(.textPrimary)
    public static let secondary = ColorValue.token(.textSecondary)
    public static let textPrimary = ColorValue.token(.textPrimary)
    public static let textSecondary = ColorValue.token(.textSecondary)
    public static let link = ColorValue.token(.textLink)
    public static let onAccent = ColorValue.token(.textOnAccent)
    public static let onAction = ColorValue.token(.textOnAction)
    public static let background = ColorValue.token(.backgroundPrimary)
    public static let groupedBackground = ColorValue.token(.backgroundSecondary)
    public static let surface = ColorValue.token(.surfacePrimary)
    public static let surfaceSecondary = ColorValue.token(.surfaceSecondary)
    public static let card = ColorValue.token(.cardBackground)
    public static let cardBorder = ColorValue.token(.cardBorder)
    public static let accent = ColorValue.token(.accentPrimary)
    public static let accentSubtle = ColorValue.token(.accentSubtle)
    public static let action = ColorValue.token(.actionPrimary)
    public static let separator = ColorValue.token(.separatorPrimary)
    public static let scrim = ColorValue.token(.overlayScrim)
    public static let clear = ColorValue.literal(.clear)
}
