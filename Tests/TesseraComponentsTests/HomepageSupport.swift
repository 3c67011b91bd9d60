import Foundation
import TesseraComponents

/// The repository's token folder, found from this file's location.
let homepageTokensURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tokens")

func homepageRenderer(_ scheme: ColorScheme = .light, textSize: TextSize = .large,
                      direction: LayoutDirection = .leftToRight) throws -> Renderer {
    try Renderer(tokens: homepageTokensURL, colorScheme: scheme, scale: 2, textSize: textSize, layoutDirection: direction,
                 background: .background)
}

/// The modules the tests and the looks share.
enum HomepageSamples {
    static func guardian(message: String = "Record your weight and measurements so you can see how far you have come.") -> some View {
        HomepageGuardianModuleView(style: .blush) {
            StatsIllustration(style: .blush)
        } content: {
            HomepageModuleCard(title: "Add your starting stats", message: message, action: "Add stats",
                               style: HomepageModuleStyle.blush.cardStyle)
        }
    }

    static func hero(frame: Int = 0) -> some View {
        HomepageHeroModuleView(style: .cobalt) {
            SunIllustration(frame: frame)
        } content: {
            HomepageModuleCard(title: "Welcome to your plan", message: "Four weeks of workouts and recipes, planned around you.",
                               action: "Get started", style: HomepageModuleStyle.cobalt.cardStyle)
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
}
