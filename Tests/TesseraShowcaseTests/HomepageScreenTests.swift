import Foundation
import Testing
@testable import TesseraShowcase

/// The Today page through keyed frames: modules in the computed order, the first as the Hero,
/// borders where colors meet, the footer only when there is more than one module.
@Suite struct HomepageScreenTests {
    @Test(arguments: HomepageScenario.all.map(\.id))
    func modulesAppearInTheComputedOrderWithTheFirstAsHero(id: String) throws {
        let scenario = try #require(HomepageScenario.all.first { $0.id == id })
        let modules = scenario.inputs.modules
        let (frames, size) = try showcaseLayout(HomepageView(inputs: scenario.inputs), width: 393)
        let moduleFrames = try modules.map { try #require(frames["homepage.module.\($0)"], "\($0) is not shown") }
        for (upper, lower) in zip(moduleFrames, moduleFrames.dropFirst()) {
            #expect(upper.maxY <= lower.minY)
        }
        let header = try #require(frames["homepage.header"])
        #expect(header.minY == 0 && header.maxY <= moduleFrames[0].minY)
        // Only the hero container draws a hero panel, and it sits in the first module.
        let hero = try #require(frames["module.hero"])
        #expect(hero.minY >= moduleFrames[0].minY && hero.maxY <= moduleFrames[0].maxY)
        let footer = try #require(frames["homepage.footer"])
        #expect(footer.minY >= moduleFrames[moduleFrames.count - 1].maxY && footer.maxY == size.height)
    }

    @Test func modulesOfDifferentColorsAreJoinedByAnSCurveBorder() throws {
        let inputs = HomepageScenario.newUser.inputs
        let (frames, _) = try showcaseLayout(HomepageView(inputs: inputs), width: 393)
        for index in 1..<inputs.modules.count {
            let border = try #require(frames["homepage.border.\(index)"])
            let above = try #require(frames["homepage.module.\(inputs.modules[index - 1])"])
            let below = try #require(frames["homepage.module.\(inputs.modules[index])"])
            #expect(border.minY == above.maxY && border.maxY == below.minY)
        }
    }

    @Test func aSingleModuleHasNoFooterAndModulesWithoutAViewAreLeftOut() throws {
        let content = HomepageView.ContentView([.lives(.now), .addStartingStats]) {
            AddStartingStatsModuleView().homepage(.addStartingStats)
        }
        #expect(content.shownModules == [.addStartingStats])
        let (frames, _) = try showcaseLayout(content, width: 393)
        #expect(frames["homepage.module.addStartingStats"] != nil)
        #expect(frames["module.hero"] != nil, "the only module shown leads as the hero")
        #expect(frames["homepage.module.lives(now)"] == nil)
        #expect(frames["homepage.footer"] == nil)
    }

    @Test func theLastTagForAModuleWins() throws {
        let content = HomepageView.ContentView([.plan(.introduction)]) {
            AddStartingStatsModuleView().homepage(.plan(.introduction))
            WelcomeToPlanModuleView(firstName: "Sam").homepage(.plan(.introduction))
        }
        let (frames, _) = try showcaseLayout(content, width: 393)
        let title = try #require(frames["module.card.title"])
        #expect(title.width > 0)
        #expect(frames["module.guardian"] == nil)
    }

    @Test func heroStyleAddsTheSkyPanelAndKeepsTheModuleColors() {
        for module in HomepageModule.allCases {
            let hero = module.style(isHero: true), plain = module.style(isHero: false)
            #expect(hero.heroImageStyle != nil && plain.heroImageStyle == nil)
            #expect(hero.backgroundColor == plain.backgroundColor && hero.foregroundColor == plain.foregroundColor)
        }
    }

    @Test(arguments: ShowcaseDevice.all)
    func everyScenarioLaysOutAtEveryDeviceWidthInDark(device: ShowcaseDevice) throws {
        for scenario in HomepageScenario.all {
            let (frames, size) = try showcaseLayout(HomepageView(inputs: scenario.inputs), width: device.width, scheme: .dark)
            #expect(size.width == device.width && size.height > device.height / 2)
            // Cards stay in a readable column on wide screens.
            if let card = frames["module.card"] { #expect(card.width <= 560.5) }
        }
    }

    @Test func datesPrintInEnglishInTheGivenCalendar() {
        let date = HomepageScenario.today(7, 5)
        #expect(DisplayDate.day(date, calendar: HomepageScenario.calendar) == "Tuesday 10 March")
        #expect(DisplayDate.time(date, calendar: HomepageScenario.calendar) == "07:05")
        #expect(DisplayDate.short(date, calendar: HomepageScenario.calendar) == "10 Mar 2026")
    }
}
