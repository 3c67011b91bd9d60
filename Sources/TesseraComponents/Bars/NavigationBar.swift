/// An iOS-style navigation bar: a centered headline title, an optional leading item (such as
/// a back or close button) and trailing items, over a hairline. Like UIKit's inline bar, its
/// text does not grow with the text-size category.
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
        VStack(alignment: .leading, spacing: .zero) {
            Flex(direction: .row, alignItems: .center) {
                HStack(spacing: .zero) {
                    if let leading {
                        BarItemView(item: leading)
                            .key("navigationBar.leading")
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .flex(grow: 1, shrink: 1, basis: 0)
                Text(title)
                    .font(.headline)
                    .lineLimit(1)
                    .multilineTextAlignment(.center)
                    .padding(.horizontal, .xs)
                    .flex(grow: 0, shrink: 1)
                    .key("navigationBar.title")
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
            Divider()
        }
        // An inline bar title keeps its size at every text-size category, as UIKit's does: the
        // bar's height is fixed and its items must stay reachable.
        .textSize(.large)
        .foregroundColor(.primary)
        .background(.background)
    }
}
