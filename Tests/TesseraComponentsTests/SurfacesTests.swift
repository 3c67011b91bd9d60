import Foundation
import Testing
@testable import TesseraComponents

/// Renders `view` at `width` and returns its keyed frames.
private func surfaceFrames(_ view: some View, width: Double = 375, direction: LayoutDirection = .leftToRight,
                           textSize: TextSize = .large) throws -> [String: Rect] {
    let renderer = try Renderer(scale: 2, textSize: textSize, layoutDirection: direction)
    return try renderer.render(view, width: width).frames
}

/// The frame keyed `key`, or a recorded failure naming the missing key.
private func frame(_ frames: [String: Rect], _ key: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Rect {
    try #require(frames[key], "no frame keyed \(key)", sourceLocation: sourceLocation)
}

@Suite("Card")
struct CardTests {
    @Test func contentCardStacksMediaTitleBodyActions() throws {
        let card = ContentCard(title: "Add your starting stats", message: "Log your weight and measurements.") {
            TileIllustration(.star, height: 120)
        } actions: {
            Text("Add stats")
        }
        let frames = try surfaceFrames(card.key("card"))
        let outer = try frame(frames, "card"), media = try frame(frames, "card.media")
        let title = try frame(frames, "card.title"), body = try frame(frames, "card.body")
        let actions = try frame(frames, "card.actions")
        // The media runs edge to edge at the top; the text sits inside the 16-point card padding.
        #expect(media.minY == outer.minY && media.width == outer.width && media.height == 120)
        #expect(title.minX - outer.minX == 16)
        #expect(title.minY == media.maxY + 16)
        #expect(body.minY >= title.maxY && actions.minY >= body.maxY)
        #expect(outer.maxY - actions.maxY == 16)
    }

    @Test func textOnlyCardHasNoMediaOrActions() throws {
        let frames = try surfaceFrames(ContentCard(title: "Welcome back", message: "Pick up where you left off."))
        #expect(frames["card.title"] != nil && frames["card.body"] != nil)
        #expect(frames["card.media"] == nil && frames["card.actions"] == nil)
    }

    @Test func longTextWrapsInsteadOfTruncating() throws {
        let long = String(repeating: "Seven workouts and twenty-one meals this week. ", count: 6)
        let short = try frame(surfaceFrames(ContentCard(title: "Summary", message: "One line.")), "card.body")
        let wrapped = try frame(surfaceFrames(ContentCard(title: "Summary", message: long)), "card.body")
        #expect(wrapped.width <= 375 - 2 * 16)
        #expect(wrapped.height > 4 * short.height)
    }

    @Test func mirroredCardLeadsFromTheRight() throws {
        let card = ContentCard(title: "Welcome back", message: "Pick up where you left off.").key("card")
        let frames = try surfaceFrames(card, direction: .rightToLeft)
        let outer = try frame(frames, "card"), title = try frame(frames, "card.title")
        // Text widths round to the 2x pixel grid: within half a point of the padding.
        #expect(abs(outer.maxX - title.maxX - 16) <= 0.5)
    }

    @Test func backgroundStylesCarryTheirColorPairs() {
        #expect(CardBackgroundStyle.standard.foreground == .primary)
        #expect(CardBackgroundStyle.standard.background == .card)
        #expect(CardBackgroundStyle.blush.background == .token(.moduleBlush_50_550))
        #expect(CardBackgroundStyle.blush.foreground == .token(.moduleCobalt_500_white_0))
        // A module card has one ink: its body text keeps it instead of the page's secondary gray.
        #expect(CardBackgroundStyle.blush.secondaryForeground == CardBackgroundStyle.blush.foreground)
        #expect(CardBackgroundStyle.standard.secondaryForeground == .secondary)
    }
}

@Suite("Tile")
struct TileTests {
    let tile = Tile(title: "Breakfast made meatless",
                    subtitle: "Try the Impossible™ Breakfast Sandwich with plant-based sausage, cage-free egg and aged cheddar.",
                    illustration: .coffee).key("tile")

    @Test func callToActionSitsBelowTheWrappingSubtitle() throws {
        let frames = try surfaceFrames(tile, width: 320)
        let title = try frame(frames, "tile.title"), subtitle = try frame(frames, "tile.body")
        let cta = try frame(frames, "tile.actions"), media = try frame(frames, "tile.media")
        #expect(media.maxY <= title.minY)
        #expect(subtitle.minY >= title.maxY)
        #expect(cta.minY >= subtitle.maxY + 16)
        #expect(cta.minX == title.minX)
        // The footnote subtitle wraps at a compact width (more than one 18-point line).
        #expect(subtitle.height > 18 * 1.5)
    }

    @Test func callToActionIsASmallCapsuleHuggingItsTitle() throws {
        let frames = try surfaceFrames(tile)
        let cta = try frame(frames, "tile.actions"), outer = try frame(frames, "tile")
        #expect(cta.height >= 32)
        #expect(cta.width < outer.width / 2)
    }

    @Test func mirroredTileMovesTheButtonToTheRight() throws {
        let frames = try surfaceFrames(tile, direction: .rightToLeft)
        let cta = try frame(frames, "tile.actions"), outer = try frame(frames, "tile")
        #expect(outer.maxX - cta.maxX == 16)
    }

    @Test func illustrationsDrawEveryMotif() throws {
        for motif in TileIllustration.Motif.allCases {
            let frames = try surfaceFrames(TileIllustration(motif, height: 100))
            let panel = try frame(frames, "illustration.\(motif.rawValue)")
            #expect(panel.width == 375 && panel.height == 100)
        }
    }
}

@Suite("RewardsTile")
struct RewardsTileTests {
    @Test func collapsedShowsTheBalanceAndAChevronDown() throws {
        let tile = RewardsTile(stars: 125)
        #expect(tile.chevron == .chevronDown)
        let frames = try surfaceFrames(tile)
        #expect(frames["rewards.balance"] != nil && frames["rewards.toggle"] != nil)
        #expect(frames["rewards.levels"] == nil && frames["rewards.level.0"] == nil)
    }

    @Test func expandedListsEveryLevelBelowTheToggleWithAChevronUp() throws {
        let tile = RewardsTile(stars: 125, state: .expanded)
        #expect(tile.chevron == .chevronUp)
        let frames = try surfaceFrames(tile)
        let toggle = try frame(frames, "rewards.toggle")
        var previousBottom = toggle.maxY
        for index in RewardLevel.coffeeShop.indices {
            let level = try frame(frames, "rewards.level.\(index)")
            #expect(level.minY >= previousBottom)
            previousBottom = level.maxY
        }
        #expect(frames["rewards.level.\(RewardLevel.coffeeShop.count)"] == nil)
        let collapsed = try frame(surfaceFrames(RewardsTile(stars: 125).key("tile")), "tile")
        let expanded = try frame(surfaceFrames(tile.key("tile")), "tile")
        #expect(expanded.height > collapsed.height + 100)
    }

    @Test func chevronIsASmallIconBesideTheToggleTitle() throws {
        let frames = try surfaceFrames(RewardsTile(stars: 125))
        let chevron = try frame(frames, "rewards.chevron"), toggle = try frame(frames, "rewards.toggle")
        #expect(chevron.width == 16 && chevron.height == 16)
        #expect(abs(chevron.midY - toggle.midY) <= 0.5)
    }

    @Test func progressCountsTowardTheNextReward() throws {
        let tile = RewardsTile(stars: 125)
        #expect(tile.nextLevel?.stars == 200)
        #expect(tile.progress == 0.625)
        #expect(tile.progressMessage == "75 stars until handcrafted drink, hot breakfast or parfait")
        let frames = try surfaceFrames(tile)
        let fill = try frame(frames, "progress.fill"), track = try frame(frames, "rewards.progress")
        #expect(abs(fill.width - 0.625 * track.width) <= 0.5)
        #expect(fill.minX == track.minX)
    }

    @Test func progressFillsFromTheTrailingEdgeWhenMirrored() throws {
        let frames = try surfaceFrames(RewardsTile(stars: 125), direction: .rightToLeft)
        let fill = try frame(frames, "progress.fill"), track = try frame(frames, "rewards.progress")
        #expect(fill.maxX == track.maxX)
    }

    @Test func balancesOutsideTheLadderStayInRange() {
        #expect(RewardsTile(stars: -20).progress == 0)
        #expect(RewardsTile(stars: -20).progressMessage == "25 stars until customize your drink")
        #expect(RewardsTile(stars: 24).progressMessage == "1 star until customize your drink")
        let rich = RewardsTile(stars: 1_000)
        #expect(rich.nextLevel == nil && rich.progress == 1)
        #expect(rich.progressMessage == "Every reward is within reach")
    }
}

@Suite("HomeHeader")
struct HomeHeaderTests {
    let greeting = "Good afternoon, Jonathan ☀️"

    @Test func expandedGreetingSitsAboveTheInboxButton() throws {
        let frames = try surfaceFrames(HomeHeader(greeting: greeting))
        let text = try frame(frames, "header.greeting"), inbox = try frame(frames, "header.inbox")
        #expect(inbox.minY == text.maxY + 16)
        #expect(inbox.minX == text.minX && text.minX == 16)
        let icon = try frame(frames, "header.inbox.icon")
        #expect(abs(icon.midY - inbox.midY) <= 0.5)
    }

    @Test func greetingWrapsOnACompactWidthAndNotOnARegularOne() throws {
        let compact = try frame(surfaceFrames(HomeHeader(greeting: greeting), width: 320), "header.greeting")
        let regular = try frame(surfaceFrames(HomeHeader(greeting: greeting), width: 768), "header.greeting")
        #expect(compact.height > 1.5 * regular.height)
    }

    @Test func collapsedKeepsOnlyTheInboxRow() throws {
        let collapsed = try surfaceFrames(HomeHeader(greeting: greeting, state: .collapsed).key("header"))
        let expanded = try surfaceFrames(HomeHeader(greeting: greeting).key("header"))
        #expect(collapsed["header.greeting"] == nil)
        #expect(collapsed["header.inbox"] != nil)
        let shrink = try frame(expanded, "header").height - frame(collapsed, "header").height
        let greetingHeight = try frame(expanded, "header.greeting").height
        // The header loses the greeting plus the gap below it, as the seed's collapse does.
        #expect(shrink == greetingHeight + 16)
    }

    @Test func mirroredHeaderLeadsFromTheRight() throws {
        let frames = try surfaceFrames(HomeHeader(greeting: greeting), direction: .rightToLeft)
        let inbox = try frame(frames, "header.inbox")
        #expect(375 - inbox.maxX == 16)
    }
}

@Suite("Bars")
struct BarTests {
    @Test func navigationTitleIsCenteredOnTheBarDespiteUnevenItems() throws {
        let bar = NavigationBar(title: "Order", trailing: [.icon(.store, label: "Stores"), .text("Edit")])
        let frames = try surfaceFrames(bar)
        let title = try frame(frames, "navigationBar.title")
        #expect(abs(title.midX - 375 / 2) <= 0.5)
        let edit = try frame(frames, "navigationBar.trailing.1"), store = try frame(frames, "navigationBar.trailing.0")
        #expect(store.maxX <= edit.minX && edit.maxX <= 375)
        #expect(store.height >= 44)
    }

    @Test func longNavigationTitleTruncatesBetweenTheItems() throws {
        let bar = NavigationBar(title: "Recently ordered drinks and food from your favorite stores near you",
                                leading: .icon(.close, label: "Close"), trailing: [.text("Done")])
        let frames = try surfaceFrames(bar)
        let title = try frame(frames, "navigationBar.title")
        let leading = try frame(frames, "navigationBar.leading"), done = try frame(frames, "navigationBar.trailing.0")
        #expect(title.minX >= leading.maxX && title.maxX <= done.minX)
        #expect(title.height < 30)
    }

    @Test func barsKeepTheirSizeUpToTheLargestStandardTextSize() throws {
        let bar = NavigationBar(title: "Order", trailing: [.text("Edit")]).key("bar")
        let large = try frame(surfaceFrames(bar), "bar")
        let xxxLarge = try frame(surfaceFrames(bar, textSize: .xxxLarge), "bar")
        #expect(large.height == xxxLarge.height)
        let tabs = TabBar(selection: 0).key("tabs")
        let tabsLarge = try frame(surfaceFrames(tabs), "tabs")
        let tabsHuge = try frame(surfaceFrames(tabs, textSize: .accessibility5), "tabs")
        #expect(tabsLarge == tabsHuge)
    }

    @Test func navigationTitleMovesBelowTheItemsAtAccessibilitySizes() throws {
        let bar = NavigationBar(title: "Order history", leading: .icon(.close, label: "Close"), trailing: [.text("Edit")])
        let inline = try surfaceFrames(bar, width: 320)
        let stacked = try surfaceFrames(bar, width: 320, textSize: .accessibility5)
        let title = try frame(stacked, "navigationBar.title"), edit = try frame(stacked, "navigationBar.trailing.0")
        #expect(title.minY >= edit.maxY, "a large title under the items")
        let inlineTitle = try frame(inline, "navigationBar.title"), inlineEdit = try frame(inline, "navigationBar.trailing.0")
        #expect(title.minX == 16 && title.height > inlineTitle.height)
        #expect(edit.height == inlineEdit.height, "items keep their size")
    }

    @Test func tabBarSharesTheWidthBetweenFiveItems() throws {
        let frames = try surfaceFrames(TabBar(selection: 0))
        let titles = ["Home", "Scan", "Order", "Gift", "Store"]
        #expect(TabBarItem.coffeeShop.map(\.title) == titles)
        for index in titles.indices {
            let item = try frame(frames, "tabBar.item.\(index)")
            let icon = try frame(frames, "tabBar.item.\(index).icon"), title = try frame(frames, "tabBar.item.\(index).title")
            #expect(item.width == 75 && item.minX == Double(index) * 75)
            #expect(icon.width == 24 && icon.height == 24)
            #expect(title.minY >= icon.maxY && abs(title.midX - icon.midX) <= 0.5)
        }
    }

    @Test func mirroredTabBarStartsFromTheRight() throws {
        let frames = try surfaceFrames(TabBar(selection: 0), direction: .rightToLeft)
        let first = try frame(frames, "tabBar.item.0"), last = try frame(frames, "tabBar.item.4")
        #expect(first.maxX == 375 && last.minX == 0)
    }
}

@Suite("Surfaces factories")
struct SurfacesFactoryTests {
    /// The PNG bytes of a view, light theme, compact width.
    private func png(_ view: some View) throws -> [UInt8] {
        try Renderer().render(view, width: 375).pngData()
    }

    @Test func factoriesRenderTheirPlainTypes() throws {
        let appearance = DesignLibrary()
        #expect(try png(appearance.card(title: "Welcome back", message: "Pick up where you left off."))
            == png(ContentCard(title: "Welcome back", message: "Pick up where you left off.")))
        #expect(try png(appearance.card(title: "Stats", illustration: .star))
            == png(ContentCard(title: "Stats") { TileIllustration(.star, height: 120) }))
        #expect(try png(appearance.tile(title: "Bonus stars", subtitle: "Earn 50 today.", illustration: .star))
            == png(Tile(title: "Bonus stars", subtitle: "Earn 50 today.", illustration: .star)))
        #expect(try png(appearance.rewardsTile(stars: 125, state: .expanded))
            == png(RewardsTile(stars: 125, state: .expanded)))
        #expect(try png(appearance.header(greeting: "Hi ☀️", state: .collapsed))
            == png(HomeHeader(greeting: "Hi ☀️", state: .collapsed)))
        #expect(try png(appearance.navigationBar(title: "Order", trailing: [.text("Edit")]))
            == png(NavigationBar(title: "Order", trailing: [.text("Edit")])))
        #expect(try png(appearance.tabBar(selection: 3)) == png(TabBar(selection: 3)))
    }

    @Test func selectionChangesTheTabBarsPixels() throws {
        #expect(try png(TabBar(selection: 0)) != png(TabBar(selection: 1)))
    }
}
