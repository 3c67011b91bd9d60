/// A token icon at one of the `size.icon.*` sizes, tinted with a semantic color, growing with
/// the text size like the text style it sits beside (SwiftUI's `@ScaledMetric(relativeTo:)`),
/// so an icon next to enlarged text is not left small. A forward chevron mirrors right to left.
///
/// Named `IconView` because `Icon` is the token value type (SVG path data) it draws.
///
/// ```swift
/// IconView(.cup, size: .large, tint: .accent)
/// IconView(.star, size: .small, relativeTo: .footnote)   // scales with footnote text
/// IconView(.house, relativeTo: nil)                      // 24 pt at every text size
/// ```
public struct IconView: View {
    public var icon: TokenKey<Icon>
    public var size: IconSize
    public var tint: ColorValue
    /// The text style whose growth the icon follows; nil keeps the token's size.
    public var relativeTo: TokenKey<Typography>?

    public init(_ icon: TokenKey<Icon>, size: IconSize = .medium, tint: ColorValue = .primary,
                relativeTo: TokenKey<Typography>? = .body) {
        self.icon = icon
        self.size = size
        self.tint = tint
        self.relativeTo = relativeTo
    }

    public var body: some View {
        EnvironmentReader { env in
            let side = relativeTo.map { env.scaled(size.token, relativeTo: $0) } ?? env.theme[size.token].points
            Image(icon: icon)
                .flipsForRightToLeftLayoutDirection(IconView.directional.contains(icon))
                .foregroundColor(tint)
                .frame(width: side, height: side)
        }
    }

    /// Icons that point along the reading direction, mirrored right to left (a forward
    /// chevron points left there); every other icon keeps its drawing.
    static let directional: Set<TokenKey<Icon>> = [.chevronRight]
}

/// The `size.icon.*` scale (12, 16, 24, 32, 48 pt at the default text size).
///
/// ```swift
/// IconView(.star, size: .xSmall, relativeTo: .footnote)
/// ```
public enum IconSize: String, Hashable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge

    /// The dimension token of the icon's side.
    public var token: TokenKey<Length> {
        switch self {
        case .xSmall: .sizeIconXSmall
        case .small: .sizeIconSmall
        case .medium: .sizeIconMedium
        case .large: .sizeIconLarge
        case .xLarge: .sizeIconXLarge
        }
    }
}
