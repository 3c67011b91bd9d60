/// A row's leading image: a token icon centered on a circle of a token color (Bento's
/// `Icon(template:backgroundColor:)`). The disc (`size.iconDisc`) and its icon grow with the
/// row's body text.
///
/// ```swift
/// RowIcon(.pharmacy)                                       // accent on a tinted circle
/// RowIcon(.deliveryVan, background: .surfaceSecondary, tint: .primary)
/// ```
public struct RowIcon: View {
    /// The glyph, a medium icon scaled with body text.
    public var glyph: IconView
    public var background: ColorValue

    public init(_ icon: TokenKey<Icon>, background: ColorValue = .accentSubtle, tint: ColorValue = .link) {
        glyph = IconView(icon, size: .medium, tint: tint, relativeTo: .body)
        self.background = background
    }

    public var body: some View {
        EnvironmentReader { env in
            let disc = env.scaled(.sizeIconDisc, relativeTo: .body)
            glyph
                .key("row.icon")
                .frame(width: disc, height: disc)
                .background(background, in: Circle())
                .key("row.iconBackground")
        }
    }
}
