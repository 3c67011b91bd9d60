import TesseraComponents

/// The top of the Today page: the day's date over a "Today" large title, with the user's
/// initials. It takes its ink and background from the hero module's style (its image panel),
/// so the header and the hero read as one surface, as seed 000 describes.
///
/// Parts are keyed `homepage.header.date`, `homepage.header.title` and `homepage.header.avatar`.
public struct HomepageDateHeader: View {
    let date: String
    let firstName: String
    let style: HomepageModuleStyle

    public init(date: String, firstName: String, style: HomepageModuleStyle) {
        self.date = date
        self.firstName = firstName
        self.style = style
    }

    public var body: some View {
        HStack(alignment: .center, spacing: .m) {
            VStack(alignment: .leading, spacing: .xxs) {
                Text(date.uppercased()).font(.footnote).key("homepage.header.date")
                Text("Today").font(.largeTitle).key("homepage.header.title")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .flex(grow: 1, shrink: 1)
            Avatar(name: firstName, size: .medium).key("homepage.header.avatar")
        }
        .padding(top: .l, leading: .screenMargin, bottom: .zero, trailing: .screenMargin)
        .frame(maxWidth: .infinity)
        .foregroundColor(style.foregroundColor)
        .background(style.heroImageStyle?.backgroundColor ?? style.backgroundColor)
    }
}
