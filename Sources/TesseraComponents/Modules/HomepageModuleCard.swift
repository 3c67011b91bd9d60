import Tessera

/// The card most homepage modules hold: a headline, a message that wraps, and an optional call
/// to action drawn as a capsule in the card's ink. Its colors come from the module's card style,
/// so it reads as part of its module in light and dark.
///
/// Built on the library's `Card`, flat (a module's colored background needs no shadow); its
/// parts are keyed `module.card`, `module.card.title`, `.message` and `.action`.
///
/// ```swift
/// HomepageModuleCard(title: "Add your starting stats",
///                    message: "Record your weight and measurements to see your progress.",
///                    action: "Add stats", style: HomepageModuleStyle.blush.cardStyle)
/// ```
public struct HomepageModuleCard: View {
    let title: String
    let message: String?
    let action: String?
    let style: CardBackgroundStyle

    public init(title: String, message: String? = nil, action: String? = nil, style: CardBackgroundStyle) {
        self.title = title
        self.message = message
        self.action = action
        self.style = style
    }

    public var body: some View {
        Card(elevation: nil, style: style) {
            Text(title).font(.headline).key("module.card.title")
            if let message {
                Text(message).font(.subheadline).key("module.card.message")
            }
            if let action {
                HomepageModuleCardAction(action, style: style)
            }
        }
        .key("module.card")
    }
}
