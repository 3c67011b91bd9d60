import TesseraComponents

/// The drawn module illustrations (shapes only, no stock images): each in the three module
/// colors at the hero's 160 pt and the champion's 72 pt, and the evening and night skies the
/// hero shows after dark.
public enum IllustrationStories: StoryProvider {
    public static var stories: [Story] {
        [
            moduleColors("Live", "The live broadcast: a screen on a stand, a red live tag and a pulse.") {
                LiveIllustration(style: $0, side: $1)
            },
            moduleColors("Planner", "The planner page: bound, a heading and the day's rows, the first done.") {
                PlannerIllustration(style: $0, side: $1)
            },
            moduleColors("Bowl", "The recipe bowl: food in amber and green, steam rising.") {
                BowlIllustration(style: $0, side: $1)
            },
            moduleColors("CalendarCheck", "The check-in calendar: a month page and an amber check badge.") {
                CalendarCheckIllustration(style: $0, side: $1)
            },
        ].flatMap { $0 } + skies
    }

    /// The module styles an illustration is shown on, with the background it sits on.
    static let styles: [HomepageModuleStyle] = [.cobalt, .blush, .green]

    /// Two stories for an illustration: every module color at the hero size, and the champion
    /// size beside a title-sized gap, where it has to stay legible.
    static func moduleColors(_ name: String, _ summary: String,
                             _ illustration: @escaping @Sendable (HomepageModuleStyle, Double) -> some View) -> [Story] {
        [
            Story(group: "Illustrations/\(name)", name: "module-colors", summary: summary, size: .width(560)) {
                HStack(spacing: .zero) {
                    for style in styles {
                        illustration(style, 160).padding(.s).frame(maxWidth: .infinity).background(style.backgroundColor)
                    }
                }
            },
            Story(group: "Illustrations/\(name)", name: "champion-size", summary: summary + " At the champion's 72 pt.",
                  size: .width(320)) {
                HStack(spacing: .zero) {
                    for style in styles {
                        illustration(style, 72).padding(.s).frame(maxWidth: .infinity).background(style.backgroundColor)
                    }
                }
            },
        ]
    }

    static var skies: [Story] {
        [
            Story(group: "Illustrations/Sky", name: "evening-and-night",
                  summary: "The setting sun on the evening blush sky and the crescent moon on the night's cobalt.",
                  size: .width(360)) {
                HStack(spacing: .zero) {
                    SunsetIllustration().padding(.s).frame(maxWidth: .infinity).background(.token(.moduleBlush_200_700))
                    NightSkyIllustration().padding(.s).frame(maxWidth: .infinity).background(.token(.moduleCobalt_200_900))
                }
            },
            Story(group: "Illustrations/Sky", name: "small", summary: "Both skies at the champion's 72 pt.", size: .width(200)) {
                HStack(spacing: .zero) {
                    SunsetIllustration(side: 72).padding(.s).frame(maxWidth: .infinity).background(.token(.moduleBlush_200_700))
                    NightSkyIllustration(side: 72).padding(.s).frame(maxWidth: .infinity).background(.token(.moduleCobalt_200_900))
                }
            },
        ]
    }
}
