/// The frame all rows share: optional leading image, text column that takes the remaining
/// width, optional trailing content, screen-margin insets and the touch-target minimum height.
/// Keeping it in one place is what makes a list of mixed rows line up.
struct RowScaffold: View {
    var leading: AnyView?
    var content: AnyView
    var trailing: AnyView?

    var body: some View {
        HStack(spacing: .s) {
            if let leading { leading }
            content.frame(maxWidth: .infinity, alignment: .leading).key("row.content")
            if let trailing { trailing }
        }
        .padding(.horizontal, .screenMargin)
        .padding(.vertical, .s)
        .frame(maxWidth: .infinity, minHeight: RowMetrics.minHeight, alignment: .leading)
        .background(.surface)
        .key("row")
    }
}

/// A row's title and optional detail line, leading-aligned; both wrap.
struct RowText: View {
    var title: String
    var detail: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.body).foregroundColor(.primary).key("row.title")
            if let detail {
                Text(detail).font(.subheadline).foregroundColor(.secondary).key("row.detail")
            }
        }
    }
}
