import Tessera

/// A homepage module led by its title (seed 000's Champion): the title and a small champion
/// illustration share the top row — a title too long for one line beside
/// it gets the row to itself and the champion moves below it — and the content sits below
/// over the background decoration. For modules whose message matters more than their picture.
///
/// ```swift
/// HomepageChampionModuleView(title: "Today's workout", style: .green) {
///     SunIllustration(frame: 2, side: 72)
/// } content: {
///     HomepageModuleCard(title: "HIIT · 25 min", message: "…", action: "Start", style: HomepageModuleStyle.green.cardStyle)
/// }
/// ```
public struct HomepageChampionModuleView<Champion: View, Content: View>: View {
    let title: String
    let style: HomepageModuleStyle
    let champion: Champion
    let content: Content

    public init(title: String, style: HomepageModuleStyle, @ViewBuilder champion: () -> Champion,
                @ViewBuilder content: () -> Content) {
        self.title = title
        self.style = style
        self.champion = champion()
        self.content = content()
    }

    public var body: some View {
        VStack(spacing: .zero) {
            ReadableColumn {
                // Wraps: the title keeps the row while it fits on one line beside the champion;
                // a longer title (or a large text size) takes the row to itself and wraps by
                // words, and the champion moves below it, on the trailing side.
                Flex(wrap: .wrap, justifyContent: .flexEnd, alignItems: .center, rowGap: .s, columnGap: .m) {
                    EnvironmentReader { env in
                        Text(title)
                            .font(env.titleStyle(.title2))
                            .key("module.title")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .flex(grow: 1, shrink: 1)
                    }
                    champion.key("module.champion")
                }
            }
            .padding(top: .l, leading: .screenMargin, bottom: .s, trailing: .screenMargin)
            HomepageModuleBody(style: style, content: content)
        }
        .modifier(style.moduleSurface)
    }
}
