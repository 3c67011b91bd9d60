/// Bento's `row3`: a leading icon on a circular token background, a title over a detail line,
/// and a trailing disclosure chevron (seed 004's pharmacy options).
///
/// ```swift
/// Row3(title: "Collect from a pharmacy", detail: "Pick up in person, usually within 2 hours",
///      image: RowIcon(.pharmacy))
/// ```
public struct Row3: View {
    public var title: String
    public var detail: String
    public var image: RowIcon

    public init(title: String, detail: String, image: RowIcon) {
        self.title = title
        self.detail = detail
        self.image = image
    }

    public var body: some View {
        RowScaffold(leading: AnyView(image), content: AnyView(RowText(title: title, detail: detail)), showsChevron: true)
    }
}
