/// A title with its value at the trailing edge (settings, receipts): "Balance … 120 ★". The title
/// takes the room it needs first; a long value wraps under its own column, trailing-aligned.
///
/// ```swift
/// ValueRow(title: "Stars balance", value: "120 ★")
/// ```
public struct ValueRow: View {
    public var title: String
    public var value: String

    public init(title: String, value: String) {
        self.title = title
        self.value = value
    }

    public var body: some View {
        RowScaffold(
            content: AnyView(RowText(title: title)),
            trailing: AnyView(EnvironmentReader { env in
                // Trailing beside the title; leading under it once the row stacks.
                Text(value).font(.body).foregroundColor(.secondary)
                    .multilineTextAlignment(env.usesAccessibilityLayout ? .leading : .trailing).key("row.value")
            }))
    }
}
