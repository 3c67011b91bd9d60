/// The call to action at the foot of a homepage module card: a capsule in the card style's
/// foreground color with the label in its background color, so it inverts the card it sits on.
///
/// ```swift
/// HomepageModuleCardAction("Add stats", style: .blush)
/// ```
public struct HomepageModuleCardAction: View {
    let title: String
    let style: CardBackgroundStyle

    public init(_ title: String, style: CardBackgroundStyle) {
        self.title = title
        self.style = style
    }

    public var body: some View {
        EnvironmentReader { env in
            // One line, truncating, up to the largest standard text size; at the accessibility
            // sizes the label wraps by words, centered, rather than hiding its verb.
            Text(title)
                .font(.headline)
                .lineLimit(env.usesAccessibilityLayout ? nil : 1)
                .multilineTextAlignment(.center)
                // A wrapped label centers in a full-width capsule, clear of its round ends.
                .frame(maxWidth: env.usesAccessibilityLayout ? .infinity : nil)
                .foregroundColor(style.background)
                .padding(top: .xs, leading: env.usesAccessibilityLayout ? .s : .m, bottom: .xs,
                         trailing: env.usesAccessibilityLayout ? .s : .m)
                .background(style.foreground, in: Capsule())
                .key("module.card.action")
                .padding(.top, .xxs)
        }
    }
}
