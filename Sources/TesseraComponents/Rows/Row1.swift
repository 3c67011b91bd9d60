/// Bento's `row1`: one line of title, with a disclosure chevron when the row navigates.
///
/// ```swift
/// Row1(title: "Payment methods")
/// Row1(title: "Version 4.2", showsChevron: false)
/// ```
public struct Row1: View {
    public var title: String
    public var showsChevron: Bool

    public init(title: String, showsChevron: Bool = true) {
        self.title = title
        self.showsChevron = showsChevron
    }

    public var body: some View {
        RowScaffold(content: AnyView(RowText(title: title)), showsChevron: showsChevron)
    }
}
