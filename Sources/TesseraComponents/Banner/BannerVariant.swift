/// What a banner says about its message: the seed's accent band, or a status.
///
/// ```swift
/// Banner(description: "Your prescription is ready", leadingIcon: BannerVariant.success.defaultIcon, variant: .success)
/// ```
public enum BannerVariant: String, Hashable, Sendable, CaseIterable {
    /// Seed 004's band: the accent (`tokens.colors.primary`) behind white text and icons.
    case primary
    case info
    case success
    case warning
    case error

    var background: ColorValue { StatusColors(rawValue: rawValue)?.surface ?? .accent }

    var textColor: ColorValue { self == .primary ? .onAccent : .primary }

    /// The status mark color: icons and the leading edge of status banners.
    var statusColor: ColorValue? { StatusColors(rawValue: rawValue)?.mark }

    var iconColor: ColorValue { statusColor ?? .onAccent }

    /// The conventional leading icon of each status (none for the accent band), which
    /// `DesignLibrary.statusBanner` uses.
    public var defaultIcon: TokenKey<Icon>? {
        switch self {
        case .primary: nil
        case .info: .info
        case .success: .check
        case .warning, .error: .warning
        }
    }
}
