/// An iOS-style navigation bar: a centered headline title, an optional leading item (such as
/// a back or close button) and trailing items, over a hairline. Like UIKit's inline bar, it
/// keeps its size up to the largest standard text size; at the accessibility sizes the title
/// moves below the items as a large title that wraps (UIKit's large-title bar), while the
/// items keep their size.
///
/// The title stays centered on the bar while it fits between the items; a long title is
/// truncated in the middle of the bar rather than overlapping them (each side is as wide as
/// the wider of the two, so the center is the bar's center). Sub-views are keyed
/// `navigationBar.title`, `navigationBar.leading` and `navigationBar.trailing.<index>`.
///
/// ```swift
/// NavigationBar(title: "Order", trailing: [.icon(.store, label: "Stores"), .text("Edit")])
/// NavigationBar(title: "History", leading: .icon(.close, label: "Close"))
/// ```
public struct NavigationBar: View {
    let title: String
    let leading: BarItem?
    let trailing: [BarItem]

    public init(title: String, leading: BarItem? = nil, trailing: [BarItem] = []) {
        self.title = title
        self.leading = leading
        self.trailing = trailing
    }

    public var body: some View {
        EnvironmentReader { env in
            VStack(alignment: .leading, spacing: .zero) {
                if env.usesAccessibilityLayout {
                    items(title: nil)
                    Text(title)
                        .font(env.titleStyle(.largeTitleEmphasized))
                        .key("navigationBar.title")
                        .padding(.horizontal, .screenMargin)
                        .padding(.bottom, .xs)
                } else {
                    items(title: title)
                }
                Divider()
            }
        }
        .foregroundColor(.primary)
        .background(.background)
    }

    /// The row of items, with the inline title centered between them when given. Items keep
    /// their size at every text-size category, as UIKit's do: the row's height is fixed and
    /// the items must stay reachable.
    private func items(title: String?) -> some View {
        Flex(direction: .row, alignItems: .center) {
            HStack(spacing: .zero) {
                if let leading {
                    BarItemView(item: leading)
                        .key("navigationBar.leading")
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .flex(grow: 1, shrink: 1, basis: 0)
            if let title {
                Text(title)
                    .font(.headline)
                    .lineLimit(1)
                    .multilineTextAlignment(.center)
                    .padding(.horizontal, .xs)
                    .flex(grow: 0, shrink: 1)
                    .key("navigationBar.title")
            }
            HStack(spacing: .zero) {
                ForEach(Array(trailing.enumerated())) { index, item in
                    BarItemView(item: item)
                        .key("navigationBar.trailing.\(index)")
                }
            }
            .frame(maxWidth: .infinity, alignment: .trailing)
            .flex(grow: 1, shrink: 1, basis: 0)
        }
        .frame(minHeight: 44)
        .padding(.horizontal, .xs)
        .textSize(.large)
    }
}
