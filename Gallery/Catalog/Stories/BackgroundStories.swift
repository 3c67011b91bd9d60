import TesseraComponents

/// Seed 000's module backgrounds: the tiling wave, the hill, the straight edge, and the S-curve
/// border between modules of different colors.
public enum BackgroundStories: StoryProvider {
    public static var stories: [Story] { [
        Story(group: "Backgrounds/Wave", name: "blush", summary: "The blush wave joining the module background to the wave color.") {
            BackgroundSample(style: .wave(.token(.moduleBlush_200_700)), base: .token(.moduleBlush_100_600))
        },
        Story(group: "Backgrounds/Wave", name: "blush-regular", summary: "The wave at the regular width: more periods, each the same length.",
              size: .regular) {
            BackgroundSample(style: .wave(.token(.moduleBlush_200_700)), base: .token(.moduleBlush_100_600))
        },
        Story(group: "Backgrounds/Wave", name: "narrow", summary: "At 320 pt the wave still starts and ends on a crest, so it tiles.",
              size: .width(320)) {
            BackgroundSample(style: .wave(.token(.moduleGreen_200_800)), base: .token(.moduleGreen_100_700))
        },
        Story(group: "Backgrounds/Curve", name: "cobalt", summary: "A 40 pt hill in the cobalt decoration color under the hero's sky.") {
            BackgroundSample(style: .curve(.token(.moduleCobalt_200_900), 40), base: .token(.moduleCobalt_100_800))
        },
        Story(group: "Backgrounds/Curve", name: "cobalt-regular", summary: "The hill stretched across the regular width.", size: .regular) {
            BackgroundSample(style: .curve(.token(.moduleCobalt_200_900), 40), base: .token(.moduleCobalt_100_800))
        },
        Story(group: "Backgrounds/Color", name: "green", summary: "A straight edge: the second color starts at a line.") {
            BackgroundSample(style: .color(.token(.moduleGreen_200_800)), base: .token(.moduleGreen_100_700))
        },
        Story(group: "Backgrounds/SCurveBorder", name: "modules", summary: "S-curve borders joining cobalt to blush and blush to green modules.") {
            VStack(spacing: .zero) {
                Rectangle().fill(.token(.moduleCobalt_100_800)).frame(height: 48)
                SCurveBorder(top: .token(.moduleCobalt_100_800), bottom: .token(.moduleBlush_100_600))
                Rectangle().fill(.token(.moduleBlush_100_600)).frame(height: 48)
                SCurveBorder(top: .token(.moduleBlush_100_600), bottom: .token(.moduleGreen_100_700))
                Rectangle().fill(.token(.moduleGreen_100_700)).frame(height: 48)
            }
        },
        Story(group: "Backgrounds/SCurveBorder", name: "modules-regular", summary: "The same borders at the regular width.", size: .regular) {
            VStack(spacing: .zero) {
                Rectangle().fill(.token(.moduleCobalt_100_800)).frame(height: 48)
                SCurveBorder(top: .token(.moduleCobalt_100_800), bottom: .token(.moduleBlush_100_600))
                Rectangle().fill(.token(.moduleBlush_100_600)).frame(height: 48)
            }
        },
    ] }
}

/// A module-colored band with a background style drawn in its lower part.
private struct BackgroundSample: View {
    let style: HomepageModuleBackgroundStyle
    let base: ColorValue

    var body: some View {
        VStack(spacing: .zero) {
            Rectangle().fill(base).frame(height: 48)
            HomepageModuleBackground(style: style).frame(height: 96)
        }
        .background(base)
    }
}
