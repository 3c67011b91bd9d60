import TesseraComponents

/// Seed 000's homepage modules: the Hero, Guardian and Champion containers, a page of them fitted
/// together with S-curve borders, and the drawn illustrations they hold.
public enum ModuleStories: StoryProvider {
    public static var stories: [Story] {
        let base = baseStories
        return base + [
            base[0].atLargestText("The hero's card text wraps by words at the largest text size; the title steps down as iOS titles do."),
            base[0].mirrored("The hero's card leads from the right."),
            base[3].atLargestText("The guardian's card grows with its text; its action wraps below."),
            base[3].mirrored("The guardian's card leads from the right."),
            base[6].atLargestText("The champion's title takes the row and the sun moves below it."),
            base[6].mirrored("The champion's title leads from the right, the sun on the left."),
            base[9].atLargestText("The page of modules at the largest text size: every card grows, the borders still fit."),
            base[9].mirrored("The page of modules mirrored."),
        ]
    }

    static var baseStories: [Story] { [
        Story(group: "Modules/Hero", name: "cobalt", summary: "The top module: the sun over a cobalt hill, a welcome card below.") {
            ModuleSamples.hero()
        },
        Story(group: "Modules/Hero", name: "cobalt-regular", summary: "The hero at the regular width: the card keeps a readable width, centered.",
              size: .regular) {
            ModuleSamples.hero()
        },
        Story(group: "Modules/Hero", name: "image-panel", summary: "A blush hero under a cobalt image panel, joined by an S-curve border.") {
            ModuleSamples.panelHero()
        },
        Story(group: "Modules/Guardian", name: "blush", summary: "Seed 000's Add starting stats: the stats illustration on a blush wave.") {
            ModuleSamples.guardian()
        },
        Story(group: "Modules/Guardian", name: "blush-regular", summary: "The guardian at the regular width.", size: .regular) {
            ModuleSamples.guardian()
        },
        Story(group: "Modules/Guardian", name: "long-text", summary: "A long title and message wrap inside the card.", size: .width(320)) {
            ModuleSamples.guardian(
                title: "Add your starting stats before your first check-in on Sunday morning",
                message: "Record your weight, your waist, hips and chest measurements, and a photo if you like, so that in four weeks you can see exactly how far you have come.")
        },
        Story(group: "Modules/Champion", name: "green", summary: "Title and a small sun share the top row over a green wave.") {
            ModuleSamples.champion()
        },
        Story(group: "Modules/Champion", name: "long-title", summary: "A title too long for one row takes it alone; the sun moves below.",
              size: .width(320)) {
            ModuleSamples.champion(title: "Your live workout with the whole community starts in ten minutes")
        },
        Story(group: "Modules/Champion", name: "green-regular", summary: "The champion at the regular width, aligned with its card.",
              size: .regular) {
            ModuleSamples.champion()
        },
        Story(group: "Modules/Page", name: "stack", summary: "Hero, Guardian and Champion fitted together with S-curve borders.") {
            ModuleSamples.page()
        },
        Story(group: "Modules/Page", name: "stack-regular", summary: "The page of modules at the regular width.", size: .regular) {
            ModuleSamples.page()
        },
        Story(group: "Illustrations/Sun", name: "frames", summary: "The animating sun's four frames: rays turn and the halo breathes.") {
            HStack(spacing: .s) {
                for frame in 0..<SunIllustration.frameCount { SunIllustration(frame: frame, side: 80) }
            }
            .padding(.m)
            .frame(maxWidth: .infinity)
            .background(.token(.moduleCobalt_100_800))
        },
        Story(group: "Illustrations/Sun", name: "large", summary: "One sun frame at its default 160 pt.") {
            SunIllustration(frame: 1).padding(.m).frame(maxWidth: .infinity).background(.token(.moduleCobalt_100_800))
        },
        Story(group: "Illustrations/Stats", name: "module-colors", summary: "The check-in clipboard in the blush, cobalt and green module colors.") {
            HStack(spacing: .zero) {
                StatsIllustration(style: .blush, side: 100).padding(.s).frame(maxWidth: .infinity).background(.token(.moduleBlush_100_600))
                StatsIllustration(style: .cobalt, side: 100).padding(.s).frame(maxWidth: .infinity).background(.token(.moduleCobalt_100_800))
                StatsIllustration(style: .green, side: 100).padding(.s).frame(maxWidth: .infinity).background(.token(.moduleGreen_100_700))
            }
        },
    ] }
}

/// The sample modules the stories show.
enum ModuleSamples {
    static func hero() -> some View {
        HomepageHeroModuleView(style: .cobalt) {
            SunIllustration(frame: 0)
        } content: {
            HomepageModuleCard(title: "Welcome to your plan", message: "Four weeks of workouts and recipes, planned around you.",
                               action: "Get started", style: HomepageModuleStyle.cobalt.cardStyle)
        }
    }

    static func panelHero() -> some View {
        var style = HomepageModuleStyle.blush
        style.heroImageStyle = HomepageHeroImageStyle(backgroundColor: .token(.moduleCobalt_100_800))
        style.heroTopPadding = .xxl
        return HomepageHeroModuleView(style: style) {
            SunIllustration(frame: 2, side: 120)
        } content: {
            HomepageModuleCard(title: "Check-in is open", message: "Tell us how your first cycle went.", action: "Check in",
                               style: style.cardStyle)
        }
    }

    static func guardian(title: String = "Add your starting stats",
                         message: String = "Record your weight and measurements so you can see how far you have come.") -> some View {
        HomepageGuardianModuleView(style: .blush) {
            StatsIllustration(style: .blush)
        } content: {
            HomepageModuleCard(title: title, message: message, action: "Add stats", style: HomepageModuleStyle.blush.cardStyle)
        }
    }

    static func champion(title: String = "Today's workout") -> some View {
        HomepageChampionModuleView(title: title, style: .green) {
            SunIllustration(frame: 1, side: 72)
        } content: {
            HomepageModuleCard(title: "HIIT · 25 minutes", message: "Warm up, five rounds, cool down.", action: "Start",
                               style: HomepageModuleStyle.green.cardStyle)
        }
    }

    static func page() -> some View {
        VStack(spacing: .zero) {
            hero()
            SCurveBorder(top: HomepageModuleStyle.cobalt.backgroundColor, bottom: HomepageModuleStyle.blush.backgroundColor)
            guardian()
            SCurveBorder(top: HomepageModuleStyle.blush.backgroundColor, bottom: HomepageModuleStyle.green.backgroundColor)
            champion()
        }
    }
}
