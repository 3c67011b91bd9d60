import TesseraComponents

/// Navigation bars and the coffee shop's tab bar.
public enum BarStories: StoryProvider {
    public static var stories: [Story] {
        let base = baseStories
        return base + [
            base[1].atLargestText("At accessibility sizes the title moves below the items as a wrapping large title; the items keep their size."),
            base[4].atLargestText("Tab labels keep the default size at every text size, as UIKit's do."),
        ]
    }

    static var baseStories: [Story] { [
        Story(group: "Surfaces/NavigationBar", name: "title-trailing-items",
              summary: "A centered title with an icon and a text item on the trailing side.") {
            NavigationBar(title: "Order", trailing: [.icon(.store, label: "Stores"), .text("Edit")])
        },
        Story(group: "Surfaces/NavigationBar", name: "leading-close",
              summary: "A modal's bar: a close item leading, Done trailing.") {
            NavigationBar(title: "History", leading: .icon(.close, label: "Close"), trailing: [.text("Done")])
        },
        Story(group: "Surfaces/NavigationBar", name: "long-title",
              summary: "A long title truncates between the items instead of overlapping them.") {
            NavigationBar(title: "Recently ordered drinks and food from your favorite stores",
                          leading: .icon(.close, label: "Close"), trailing: [.text("Done")])
        }
        .waiving(.truncated, key: "navigationBar.title",
                 because: "an inline title longer than the bar truncates between the items, as UIKit's does; the story shows it"),
        Story(group: "Surfaces/NavigationBar", name: "regular",
              summary: "The bar at the regular width: the title stays centered.", size: .regular) {
            NavigationBar(title: "Order", trailing: [.icon(.store, label: "Stores"), .text("Edit")])
        },
        Story(group: "Surfaces/TabBar", name: "home-selected",
              summary: "The five coffee-shop tabs with Home selected.") {
            TabBar(selection: 0)
        },
        Story(group: "Surfaces/TabBar", name: "order-selected",
              summary: "The five coffee-shop tabs with Order selected.") {
            TabBar(selection: 2)
        },
        Story(group: "Surfaces/TabBar", name: "regular",
              summary: "The tab bar at the regular width: items share the width evenly.", size: .regular) {
            TabBar(selection: 0)
        },
        Story(group: "Surfaces/NavigationBar", name: "right-to-left",
              summary: "The bar mirrored: the leading item on the right, trailing items on the left.") {
            NavigationBar(title: "History", leading: .icon(.close, label: "Close"), trailing: [.text("Done")])
                .layoutDirection(.rightToLeft)
        },
        Story(group: "Surfaces/TabBar", name: "right-to-left",
              summary: "The tab bar mirrored: Home is the rightmost tab.") {
            TabBar(selection: 0).layoutDirection(.rightToLeft)
        },
    ] }
}
