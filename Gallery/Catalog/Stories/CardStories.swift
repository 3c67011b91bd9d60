import TesseraComponents

/// Cards: the plain container, content cards with and without media and actions, long text,
/// and the module-derived background style of seed 000.
public enum CardStories: StoryProvider {
    public static var stories: [Story] {
        let base = baseStories
        return base + [
            base[1].mirrored("Title, body and actions lead from the right under the media."),
        ]
    }

    static var baseStories: [Story] { [
        Story(group: "Surfaces/Card", name: "container",
              summary: "The plain card: card padding, card radius and the low elevation around stacked text.") {
            SurfaceStoryStage {
                Card {
                    Text("Morning run").font(.headline)
                    Text("5 km along the river, easy pace.").font(.subheadline).foregroundColor(.secondary)
                }
            }
        },
        Story(group: "Surfaces/Card", name: "media-title-body-actions",
              summary: "A content card with a drawn media header, a title, a body and two text actions.") {
            SurfaceStoryStage {
                ContentCard(title: "Add your starting stats",
                            message: "Log your weight and measurements so we can track your progress from day one.") {
                    TileIllustration(.star, height: 120)
                } actions: {
                    Text("Add stats").font(.headline).foregroundColor(.link)
                    Text("Not now").font(.headline).foregroundColor(.secondary)
                }
            }
        },
        Story(group: "Surfaces/Card", name: "media-title-body-actions-regular",
              summary: "The same content card at the regular width: the media panel stretches, the text runs longer.",
              size: .regular) {
            SurfaceStoryStage {
                ContentCard(title: "Add your starting stats",
                            message: "Log your weight and measurements so we can track your progress from day one.") {
                    TileIllustration(.star, height: 160)
                } actions: {
                    Text("Add stats").font(.headline).foregroundColor(.link)
                    Text("Not now").font(.headline).foregroundColor(.secondary)
                }
            }
        },
        Story(group: "Surfaces/Card", name: "title-body",
              summary: "A text-only content card: headline title over a secondary subheadline body.") {
            SurfaceStoryStage {
                ContentCard(title: "Welcome back", message: "Pick up your plan where you left off last week.")
            }
        },
        Story(group: "Surfaces/Card", name: "long-text",
              summary: "Long title and body wrap inside the card; the card grows instead of truncating.") {
            SurfaceStoryStage {
                ContentCard(title: "Your weekly summary is ready with every workout, meal and check-in you logged",
                            message: "Seven workouts, twenty-one meals and three check-ins: see how this week compares with the last four and what to focus on next.",
                            actions: { Text("Open summary").font(.headline).foregroundColor(.link) })
            }
        },
        Story(group: "Surfaces/Card", name: "background-style-blush",
              summary: "Seed 000's CardBackgroundStyle: a blush module's card with the module's ink on its lighter step.") {
            ContentCard(title: "Add your starting stats", message: "Log your weight and measurements.", style: .blush,
                        media: { TileIllustration(.gift, height: 100) })
            .padding(.m)
            .background(.token(.moduleBlush_100_600))
        },
        Story(group: "Surfaces/Card", name: "largest-text",
              summary: "A content card at the largest text size on the narrowest phone: a word wider than the line is hyphenated, actions wrap as whole labels.",
              size: .width(320)) {
            SurfaceStoryStage {
                ContentCard(title: "Add your starting stats", message: "Log your weight and measurements.") {
                    TileIllustration(.star, height: 100)
                } actions: {
                    Text("Add stats").font(.headline).foregroundColor(.link)
                    Text("Not now").font(.headline).foregroundColor(.secondary)
                }
            }
            .textSize(.accessibility5)
        },
    ] }
}

/// Puts a surface story on the grouped page background with the screen margin around it, as
/// cards and tiles sit in an app (their shadows need a page to fall on).
struct SurfaceStoryStage: View {
    let content: ViewList

    init(@ViewBuilder content: () -> ViewList) { self.content = content() }

    var body: some View {
        VStack(alignment: .leading, spacing: .m) { content }
            .padding(.screenMargin)
            .background(.groupedBackground)
    }
}
