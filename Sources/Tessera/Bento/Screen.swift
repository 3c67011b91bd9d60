/// A whole screen as Bento describes it: a navigation bar (title and right bar items), a grouped
/// list from a box, and an optional box pinned to the bottom (buttons). Rendered with a size,
/// the list scrolls (a `ScrollView`: a list longer than the screen is clipped above the pinned
/// box, which sits at the bottom edge, as in a table view); rendered with a width, the list is
/// as long as its content and the pinned box follows it. At regular widths the list and the
/// pinned box keep to a centered readable column (`ReadableWidth`) on the full-width bars and
/// background, as iOS lists do on an iPad.
public struct Screen<SectionID: Hashable, NodeID: Hashable>: View {
    public let title: String
    public let rightBarItems: [AnyView]
    public let box: Box<SectionID, NodeID>
    public let pinnedToBottomBox: Box<SectionID, NodeID>?

    public init(title: String, rightBarItems: [AnyView] = [], box: Box<SectionID, NodeID>,
                pinnedToBottomBox: Box<SectionID, NodeID>? = nil) {
        self.title = title
        self.rightBarItems = rightBarItems
        self.box = box
        self.pinnedToBottomBox = pinnedToBottomBox
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            NavigationBar(title: title, rightBarItems: rightBarItems)
            ScrollView { ReadableColumn { BoxView(box, style: .grouped) } }
            if let pinned = pinnedToBottomBox {
                Divider()
                ReadableColumn { BoxView(pinned, style: .plain).padding(.m) }
                    .background(.surface)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(.groupedBackground)
    }
}

/// The bar at the top of a screen: a centered headline title, items on the trailing side, a
/// hairline below.
struct NavigationBar: View {
    let title: String
    let rightBarItems: [AnyView]

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                Text(title).font(.headline).lineLimit(1)
                HStack(spacing: .m) {
                    Spacer()
                    for item in rightBarItems { item.foregroundColor(.link) }
                }
            }
            .frame(height: 44)
            .padding(.horizontal, .screenMargin)
            // The bar's height is fixed, so its title and items keep their size at every text
            // size, as UIKit's inline bar does (a 40-point title would spill below it).
            .textSize(.large)
            Divider()
        }
        .frame(maxWidth: .infinity)
        .background(.surface)
    }
}

/// Bento's renderer: a pure function from state to a screen (UI = f(state)).
public protocol BoxRenderer {
    associatedtype State
    associatedtype SectionID: Hashable
    associatedtype NodeID: Hashable
    func render(state: State) -> Screen<SectionID, NodeID>
}
