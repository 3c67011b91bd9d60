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

    /// The modules' readable column width: the header lines up with their titles and cards.
    static var readableWidth: Double { 560 }

    public var body: some View {
        // Centers a readable column, as the modules do, so on an iPad "Today" starts where the
        // cards start instead of at the screen's edge.
        Flex(justifyContent: .center) {
            content
                .frame(maxWidth: Self.readableWidth)
                .flex(grow: 1, shrink: 1, basis: 0)
        }
        .padding(top: .l, leading: .screenMargin, bottom: .zero, trailing: .screenMargin)
        .frame(maxWidth: .infinity)
        .foregroundColor(style.foregroundColor)
        .background(style.heroImageStyle?.backgroundColor ?? style.backgroundColor)
    }

    private var content: some View {
        HStack(alignment: .center, spacing: .m) {
            VStack(alignment: .leading, spacing: .xxs) {
                Text(date.uppercased()).font(.footnote).key("homepage.header.date")
                Text("Today").font(.largeTitle).key("homepage.header.title")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .flex(grow: 1, shrink: 1)
            // A ring in the header's ink: the avatar's own subtle fill almost vanishes into a
            // dark sky, the ring keeps it a button in every theme and part of the day.
            Avatar(name: firstName, size: .medium)
                .border(style.foregroundColor, width: .points(1.5), in: Circle())
                .key("homepage.header.avatar")
        }
    }
}
