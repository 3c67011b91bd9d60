import TesseraComponents

/// Seed 002's spotlight: the default overlay focused on a circle and a rounded rectangle, with
/// the message below a focus above the horizon and above one below it.
public enum SpotlightStories: StoryProvider {
    public static var stories: [Story] {
        let base = baseStories
        return base + [
            base[0].atLargestText("The spotlight message card grows with its text and stays on screen."),
            base[0].mirrored("The message card and its buttons mirror; the cut-out follows the inbox."),
        ]
    }

    static var baseStories: [Story] { [
        Story(group: "Spotlight/DefaultOverlay", name: "circle-top", summary: "Step 1 of 3: a circle around the inbox, the message below it.",
              size: .screen(width: 375, height: 667)) {
            SpotlightSample.screen().presentSpotlight(SpotlightSample.tour, step: 0)
        },
        Story(group: "Spotlight/DefaultOverlay", name: "rounded-rect-bottom",
              summary: "Step 2 of 3: a rounded cut-out around a card low on the screen, the message above it.",
              size: .screen(width: 375, height: 667)) {
            SpotlightSample.screen().presentSpotlight(SpotlightSample.tour, step: 1)
        },
        Story(group: "Spotlight/DefaultOverlay", name: "last-step", summary: "The last step offers Done instead of Next.",
              size: .screen(width: 375, height: 667)) {
            SpotlightSample.screen().presentSpotlight(SpotlightSample.tour, step: 2)
        },
        Story(group: "Spotlight/DefaultOverlay", name: "not-cancellable", summary: "A sequence that cannot be cancelled offers no Skip.",
              size: .screen(width: 375, height: 667)) {
            SpotlightSample.screen().presentSpotlight(Spotlight(elements: SpotlightSample.tour.elements, cancellable: false), step: 0)
        },
        Story(group: "Spotlight/DefaultOverlay", name: "regular", summary: "At the regular width the message card keeps a readable width.",
              size: .screen(width: 768, height: 600)) {
            SpotlightSample.screen().presentSpotlight(SpotlightSample.tour, step: 1)
        },
    ] }
}

/// A small home screen with three marked elements, and the tour through them.
enum SpotlightSample {
    static let tour = Spotlight(elements: [
        Spotlight.Element(key: "home.inbox", message: "New offers and messages from your coach land in your inbox."),
        Spotlight.Element(key: "home.stats", message: "Add your starting stats so you can see your progress at every check-in."),
        Spotlight.Element(key: "home.start", message: "When you are ready, start today's workout here."),
    ], cancellable: true)

    static func screen() -> some View {
        VStack(alignment: .leading, spacing: .m) {
            // At the accessibility sizes the inbox moves to a line of its own below the greeting.
            EnvironmentReader { env in
                let stacked = env.usesAccessibilityLayout
                Flex(direction: stacked ? .column : .row, justifyContent: .spaceBetween,
                     alignItems: stacked ? .flexStart : .center, rowGap: .xs, columnGap: .s) {
                    Text("Good morning, Jonathan").font(env.titleStyle(.title1)).flex(grow: 0, shrink: 1)
                    IconView(.inbox, tint: .accent).spotlightElement(key: "home.inbox")
                }
            }
            Text("Here is your plan for today.").font(.subheadline).foregroundColor(.secondary)
            Spacer()
            HomepageModuleCard(title: "Add your starting stats", message: "It takes two minutes.", action: "Add stats",
                               style: HomepageModuleStyle.blush.cardStyle)
                .spotlightElement(key: "home.stats", shape: .roundedRect(cornerRadius: 12))
            Flex(wrap: .wrap, justifyContent: .spaceBetween, alignItems: .center, rowGap: .xs, columnGap: .s) {
                Text("HIIT · 25 minutes").font(.headline)
                IconView(.play, tint: .onAccent).padding(.s).background(.accent, in: Circle())
                    .spotlightElement(key: "home.start")
            }
            .alignSelf(.stretch)
        }
        .padding(.m)
        .background(.background)
    }
}
