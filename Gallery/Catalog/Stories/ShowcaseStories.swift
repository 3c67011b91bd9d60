import TesseraComponents
import TesseraShowcase

/// Whole screens computed from domain state; they lead the gallery. Every Today scenario at
/// every device size, twice: the full scroll content (`width`) and the device viewport (`screen`).
public enum ShowcaseStories: StoryProvider {
    public static var stories: [Story] { homepage }

    static var homepage: [Story] {
        HomepageScenario.all.flatMap { scenario in
            ShowcaseDevice.all.flatMap { device in
                [
                    Story(group: "Showcase/Today/\(scenario.id)", name: "\(device.id)-full",
                          summary: scenario.summary + " The whole scroll content.", size: .width(device.width)) {
                        HomepageView(inputs: scenario.inputs)
                    },
                    Story(group: "Showcase/Today/\(scenario.id)", name: "\(device.id)-viewport",
                          summary: scenario.summary + " What the device shows before scrolling.",
                          size: .screen(width: device.width, height: device.height)) {
                        HomepageView(inputs: scenario.inputs)
                    },
                ]
            }
        }
    }
}
