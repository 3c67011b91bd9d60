/// A row's leading image: a token icon centered on a circle of a token color (Bento's
/// `Icon(template:backgroundColor:)`).
///
/// ```swift
/// RowIcon(.pharmacy)                                       // accent on a tinted circle
/// RowIcon(.deliveryVan, background: .surfaceSecondary, tint: .primary)
/// ```
public struct RowIcon: View {
    public var icon: TokenKey<Icon>
    public var background: ColorValue
    public var tint: ColorValue

    public init(_ icon: TokenKey<Icon>, background: ColorValue = .accentSubtle, tint: ColorValue = .link) {
        self.icon = icon
        self.background = background
        self.tint = tint
    }

    public var body: some View {
        IconView(icon, size: .medium, tint: tint)
            .key("row.icon")
            .frame(width: RowMetrics.iconBadge, height: RowMetrics.iconBadge)
            .background(background, in: Circle())
            .key("row.iconBackground")
    }
}
