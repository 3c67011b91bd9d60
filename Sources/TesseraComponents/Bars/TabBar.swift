/// An iOS-style tab bar: equal-width items, each an icon over a caption title, above a
/// hairline. The selected item is drawn in the coffee shop's green (the success step, which
/// stays legible on the dark bar), the others in the secondary text color (color and not
/// weight carries the selection, as on iOS). Titles do not grow with the text size.
///
/// Items share the width evenly at any bar width; long titles truncate to one line. Sub-views
/// are keyed `tabBar.item.<index>`, `tabBar.item.<index>.icon` and `tabBar.item.<index>.title`.
///
/// ```swift
/// TabBar(selection: 0)                               // the coffee shop's five tabs, Home selected
/// TabBar(items: [TabBarItem(title: "Home", icon: .house), TabBarItem(title: "Store", icon: .store)],
///        selection: 1)
/// ```
public struct TabBar: View {
    let items: [TabBarItem]
    let selection: Int?

    /// - Parameters:
    ///   - items: the destinations, leading to trailing.
    ///   - selection: the index of the selected item; nil (or an index outside `items`)
    ///     highlights none.
    public init(items: [TabBarItem] = TabBarItem.coffeeShop, selection: Int?) {
        self.items = items
        self.selection = selection
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: .zero) {
            Divider()
            HStack(alignment: .top, spacing: .zero) {
                ForEach(Array(items.enumerated())) { index, item in
                    VStack(spacing: .xxs) {
                        Image(icon: item.icon)
                            .key("tabBar.item.\(index).icon")
                        Text(item.title)
                            .font(.caption2)
                            .lineLimit(1)
                            .key("tabBar.item.\(index).title")
                    }
                    .foregroundColor(index == selection ? .token(.statusSuccess) : .secondary)
                    .frame(maxWidth: .infinity)
                    // The bar's margins belong to each item, as UIKit's tab bar buttons span
                    // the bar's height: the tap region is the item's whole column.
                    .padding(.top, .xs)
                    .padding(.bottom, .xxs)
                    .flex(grow: 1, shrink: 1, basis: 0)
                    .interactive()
                    .key("tabBar.item.\(index)")
                }
            }
        }
        // Tab labels keep the default size at every text-size category, as UIKit's do (large
        // text reads through the large-content viewer there): five scaled titles cannot fit.
        .textSize(.large)
        .background(.background)
    }
}
