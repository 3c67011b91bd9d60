/// Bento's `row2`: a title over a secondary subtitle, with a disclosure chevron.
///
/// ```swift
/// Row2(title: "Home", subtitle: "221B Baker Street, London")
/// ```
public struct Row2: View {
    public var title: String
    public var subtitle: String
    public var showsChevron: Bool

    public init(title: String, subtitle: String, showsChevron: Bool = true) {
        self.title = title
        self.subtitle = subtitle
        self.showsChevron = showsChevron
    }

    public var body: some View {
        RowScaffold(content: AnyView(RowText(title: title, detail: subtitle)), showsChevron: showsChevron)
    }
}
