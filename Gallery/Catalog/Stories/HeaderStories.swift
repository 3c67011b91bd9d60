import TesseraComponents

/// Seed 001's home header in its two states.
public enum HeaderStories: StoryProvider {
    public static var stories: [Story] { [
        Story(group: "Surfaces/Header", name: "expanded",
              summary: "The expanded header: a wrapping large-title greeting with a color emoji above the Inbox button.") {
            HomeHeader(greeting: "Good afternoon, Jonathan ☀️")
        },
        Story(group: "Surfaces/Header", name: "collapsed",
              summary: "The collapsed header once the feed scrolls: only the Inbox row stays.") {
            HomeHeader(greeting: "Good afternoon, Jonathan ☀️", state: .collapsed)
        },
        Story(group: "Surfaces/Header", name: "long-greeting",
              summary: "A long greeting wraps over several lines; the button stays below it.") {
            HomeHeader(greeting: "Good evening, Maximiliana-Josephine, your order is ready for pickup 🌙")
        },
        Story(group: "Surfaces/Header", name: "expanded-regular",
              summary: "The expanded header at the regular width: the greeting fits on one line.", size: .regular) {
            HomeHeader(greeting: "Good afternoon, Jonathan ☀️")
        },
        Story(group: "Surfaces/Header", name: "largest-text",
              summary: "The greeting at the largest accessibility text size wraps line by line above the button.",
              size: .width(320)) {
            HomeHeader(greeting: "Good afternoon, Jonathan ☀️").textSize(.accessibility5)
        },
        Story(group: "Surfaces/Header", name: "right-to-left",
              summary: "The header mirrored: greeting and Inbox button lead from the right.") {
            HomeHeader(greeting: "Good afternoon, Jonathan ☀️").layoutDirection(.rightToLeft)
        },
    ] }
}
