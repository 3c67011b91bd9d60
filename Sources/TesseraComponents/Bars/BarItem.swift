/// A button in a navigation bar: an icon (with an accessible name) or a short text action
/// such as "Edit" or "Done". Both are drawn in the link color, a touch target tall.
///
/// ```swift
/// NavigationBar(title: "Order", leading: .icon(.close, label: "Close"), trailing: [.text("Edit")])
/// ```
public enum BarItem: Hashable, Sendable {
    case icon(TokenKey<Icon>, label: String)
    case text(String)
}

/// How a bar item draws: a 24-point icon or a one-line body text, centered in a touch target.
struct BarItemView: View {
    let item: BarItem

    var body: some View {
        Group {
            switch item {
            case .icon(let icon, _):
                Image(icon: icon)
            case .text(let title):
                Text(title)
                    .font(.body)
                    .lineLimit(1)
                    .fixedSize()
            }
        }
        .foregroundColor(.link)
        .frame(minWidth: 44, minHeight: 44)
        .interactive()
    }
}
