import TesseraComponents

/// The close of a Today page with more than one module: a quiet "that's everything" note on
/// the page background, so a long scroll ends deliberately instead of at a module's edge.
public struct HomepageFooter: View {
    /// The footer's background; `ContentView` borders the last module into it.
    public static let backgroundColor: ColorValue = .groupedBackground

    let title: String
    let message: String

    public init(title: String = "You're all caught up", message: String = "New suggestions arrive every morning.") {
        self.title = title
        self.message = message
    }

    public var body: some View {
        VStack(spacing: .xs) {
            Image(icon: .check)
                .foregroundColor(.token(.statusSuccess))
                .frame(width: 24, height: 24)
            Text(title).font(.headline).multilineTextAlignment(.center)
            Text(message).font(.footnote).foregroundColor(.secondary).multilineTextAlignment(.center)
        }
        .padding(top: .xl, leading: .screenMargin, bottom: .xxl, trailing: .screenMargin)
        .frame(maxWidth: .infinity)
        .foregroundColor(.primary)
        .background(Self.backgroundColor)
    }
}
