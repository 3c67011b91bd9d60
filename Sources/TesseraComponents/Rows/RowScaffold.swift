/// The frame all rows share: optional leading image, text column that takes the remaining
/// width, optional trailing content, an optional disclosure chevron, screen-margin insets and
/// the touch-target minimum height. Keeping it in one place is what makes a list of mixed rows
/// line up.
///
/// At the accessibility text sizes the row stacks as iOS lists do: the image above the text
/// (with the chevron at the trailing end of its line) and the trailing value below it, so the
/// text gets the whole width instead of breaking words beside them; a row without an image
/// keeps its chevron beside the text.
struct RowScaffold: View {
    var leading: AnyView?
    var content: AnyView
    var trailing: AnyView?
    var showsChevron = false

    var body: some View {
        EnvironmentReader { env in
            HStack(spacing: .s) {
                if env.usesAccessibilityLayout {
                    VStack(alignment: .leading, spacing: .xs) {
                        if let leading {
                            HStack(spacing: .s) {
                                leading
                                Spacer()
                                if showsChevron { RowChevron() }
                            }
                        }
                        content.frame(maxWidth: .infinity, alignment: .leading).key("row.content")
                        if let trailing { trailing }
                    }
                    .flex(grow: 1, shrink: 1)
                    if leading == nil && showsChevron { RowChevron() }
                } else {
                    if let leading { leading }
                    content.frame(maxWidth: .infinity, alignment: .leading).key("row.content")
                    if let trailing { trailing }
                    if showsChevron { RowChevron() }
                }
            }
        }
        .padding(.horizontal, .screenMargin)
        .padding(.vertical, .s)
        .frame(maxWidth: .infinity, minHeight: RowMetrics.minHeight, alignment: .leading)
        .background(.surface)
        // A row with a disclosure chevron opens something: people tap it.
        .modifier(showsChevron ? .interactive : .identity)
        .key("row")
    }
}

/// A row's title and optional detail line, leading-aligned; both wrap.
struct RowText: View {
    var title: String
    var detail: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.body).foregroundColor(.primary).hyphenatedAtAccessibilitySizes().key("row.title")
            if let detail {
                Text(detail).font(.subheadline).foregroundColor(.secondary).hyphenatedAtAccessibilitySizes().key("row.detail")
            }
        }
    }
}
