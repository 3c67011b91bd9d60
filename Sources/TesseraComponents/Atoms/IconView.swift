/// A token icon at one of the icon sizes, tinted with a semantic color.
///
/// Named `IconView` because `Icon` is the token value type (SVG path data) it draws.
///
/// ```swift
/// IconView(.cup, size: .large, tint: .accent)
/// ```
public struct IconView: View {
    public var icon: TokenKey<Icon>
    public var size: IconSize
    public var tint: ColorValue

    public init(_ icon: TokenKey<Icon>, size: IconSize = .medium, tint: ColorValue = .primary) {
        self.icon = icon
        self.size = size
        self.tint = tint
    }

    public var body: some View {
        Image(icon: icon).foregroundColor(tint).frame(width: size.points, height: size.points)
    }
}

/// The `size.icon.*` scale. `frame` takes points rather than length tokens, so the sizes are
/// the tokens' values (16, 24, 32) written here once; every component sizes icons through it.
public enum IconSize: String, Hashable, Sendable, CaseIterable {
    case small, medium, large

    /// Side of the square icon in points (`size.icon.small` / `medium` / `large`).
    public var points: Double {
        switch self {
        case .small: 16
        case .medium: 24
        case .large: 32
        }
    }
}
