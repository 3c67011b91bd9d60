import Tessera

/// The lower part every homepage module container shares: the module's content (its card),
/// no wider than a readable column, inset by the screen margins, over the style's background
/// decoration. Keeping it in one place is what keeps Hero, Guardian and Champion modules aligned
/// with each other.
struct HomepageModuleBody<Content: View>: View {
    let style: HomepageModuleStyle
    let content: Content

    var body: some View {
        let edge = style.backgroundStyle?.edgeHeight ?? 0
        ReadableColumn {
            VStack(alignment: .leading, spacing: .m) { content }.key("module.content")
        }
        // The card starts below the shaped edge, so the whole wave or hill shows above it.
        .padding(.top, .s)
        .padding(top: .points(edge), leading: .screenMargin, bottom: .xl, trailing: .screenMargin)
        .frame(maxWidth: .infinity)
        .background {
            if let backgroundStyle = style.backgroundStyle {
                HomepageModuleBackground(style: backgroundStyle)
            }
        }
    }
}

/// Centers its content in the width offered, growing it up to a readable width (points): a card
/// wider than this reads poorly on an iPad. A row that grows its one child and centers the
/// leftover room, because a stretched item with a maximum width would stick to the start.
struct ReadableColumn<Content: View>: View {
    static var readableWidth: Double { 560 }

    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        Flex(justifyContent: .center) {
            content
                .frame(maxWidth: Self.readableWidth)
                .flex(grow: 1, shrink: 1, basis: 0)
        }
    }
}
