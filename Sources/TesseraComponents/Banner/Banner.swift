/// Seed 004's banner: a short message, centered and wrapping, between optional leading and
/// trailing icons (24 × 24, tinted), on a full-width colored band.
///
/// The `.primary` variant is the seed's accent band with white text; the status variants
/// (`.info`, `.success`, `.warning`, `.error`) sit on their subtle status surface
/// (`color.status.*Subtle`) with a status-colored leading edge and status-colored icons, since
/// white text on status colors would not keep 4.5:1 in the dark theme.
///
/// The icons grow with the text size; at the accessibility sizes they move to a row above
/// the message, which then takes the band's whole width (leading-aligned) instead of breaking
/// words between two large icons. Sub-views are keyed `banner`, `banner.leadingIcon`,
/// `banner.trailingIcon`, `banner.text` and `banner.edge`.
///
/// ```swift
/// Banner(description: "Free delivery on orders over £20", leadingIcon: .deliveryVan, trailingIcon: .chevronRight)
/// Banner(description: "Your prescription is ready", leadingIcon: .check, variant: .success)
/// Banner(description: "Offline", leadingIcon: .warning, iconsColor: .token(.statusWarning), variant: .warning)
/// ```
public struct Banner: View {
    public var description: String
    public var leadingIcon: TokenKey<Icon>?
    public var trailingIcon: TokenKey<Icon>?
    /// The icons' tint; nil uses the variant's (white on the accent band, the status color otherwise).
    public var iconsColor: ColorValue?
    public var variant: BannerVariant

    public init(description: String, leadingIcon: TokenKey<Icon>? = nil, trailingIcon: TokenKey<Icon>? = nil,
                iconsColor: ColorValue? = nil, variant: BannerVariant = .primary) {
        self.description = description
        self.leadingIcon = leadingIcon
        self.trailingIcon = trailingIcon
        self.iconsColor = iconsColor
        self.variant = variant
    }

    public var body: some View {
        let band = EnvironmentReader { env in
            if env.usesAccessibilityLayout {
                VStack(alignment: .leading, spacing: .xs) {
                    if leadingIcon != nil || trailingIcon != nil {
                        HStack(spacing: .xs) {
                            icon(leadingIcon, key: "banner.leadingIcon")
                            Spacer()
                            icon(trailingIcon, key: "banner.trailingIcon")
                        }
                    }
                    message(alignment: .leading)
                }
            } else {
                HStack(spacing: .xs) {
                    icon(leadingIcon, key: "banner.leadingIcon")
                    message(alignment: .center)
                    icon(trailingIcon, key: "banner.trailingIcon")
                }
            }
        }
        .padding(.horizontal, .m)
        .padding(.vertical, .s)
        .frame(maxWidth: .infinity)
        .background(variant.background)
        if let edge = variant.statusColor {
            HStack(spacing: 0) {
                ColorFill(edge).frame(width: 4).alignSelf(.stretch).key("banner.edge")
                band.flex(grow: 1, shrink: 1)
            }
            .key("banner")
        } else {
            band.key("banner")
        }
    }

    /// A 24-pt icon (scaled with the text) in the icons' tint, or nothing.
    @ViewBuilder
    private func icon(_ icon: TokenKey<Icon>?, key: String) -> some View {
        if let icon {
            IconView(icon, size: .medium, tint: iconsColor ?? variant.iconColor, relativeTo: .body).key(key)
        }
    }

    private func message(alignment: TextAlignment) -> some View {
        Text(description)
            .font(.body)
            .foregroundColor(variant.textColor)
            .multilineTextAlignment(alignment)
            .key("banner.text")
            .frame(maxWidth: .infinity, alignment: alignment == .center ? .center : .leading)
    }
}
