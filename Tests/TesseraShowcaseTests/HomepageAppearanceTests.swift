import Foundation
import Testing
import TesseraComponents
@testable import TesseraShowcase

/// The page's look from the domain and the device: the part of the day from the reference
/// date, the sky it gives the header and hero, and the compact hero on short viewports.
@Suite struct HomepageAppearanceTests {
    @Test(arguments: [(0, TimeOfDay.night), (4, .night), (5, .morning), (11, .morning), (12, .day), (16, .day),
                      (17, .evening), (20, .evening), (21, .night), (23, .night), (24, .night), (-1, .night), (29, .morning)])
    func theHourDecidesThePartOfTheDay(hour: Int, expected: TimeOfDay) {
        #expect(TimeOfDay(hour: hour) == expected)
    }

    @Test func theReferenceDateIsReadOnTheCalendarsClock() {
        // 19:30 UTC is evening in UTC but 05:30 the next morning ten hours ahead.
        let date = HomepageScenario.today(19, 30)
        #expect(TimeOfDay(date, calendar: HomepageScenario.calendar) == .evening)
        var ahead = HomepageScenario.calendar
        ahead.timeZone = TimeZone(secondsFromGMT: 10 * 3_600) ?? ahead.timeZone
        #expect(TimeOfDay(date, calendar: ahead) == .morning)
    }

    @Test func scenariosGetTheirTimeOfDayFromTheirInputs() {
        #expect(HomepageScenario.newUser.inputs.timeOfDay == .morning)
        #expect(HomepageScenario.everything.inputs.timeOfDay == .day)
        #expect(HomepageScenario.eveningRefuel.inputs.timeOfDay == .evening)
        #expect(HomepageScenario.nightWindDown.inputs.timeOfDay == .night)
    }

    @Test func theHeroSkyFollowsThePartOfTheDayAndTheHeaderSharesIt() throws {
        let skies = TimeOfDay.allCases.map { HomepageAppearance(timeOfDay: $0).skyColor }
        #expect(skies[0] == skies[1], "morning and day share the day sky")
        #expect(Set([skies[1], skies[2], skies[3]]).count == 3, "day, evening and night skies differ")
        for timeOfDay in TimeOfDay.allCases {
            let style = HomepageModule.planner(.noMeals).style(isHero: true, timeOfDay: timeOfDay)
            #expect(style.heroImageStyle?.backgroundColor == HomepageAppearance(timeOfDay: timeOfDay).skyColor)
        }
    }

    @Test func anEveningPageDrawsTheSunsetNotTheDaySun() throws {
        let evening = HomepageScenario.eveningRefuel.inputs
        let (frames, _) = try showcaseLayout(HomepageView(inputs: evening), width: 393)
        #expect(frames["sunset"] != nil && frames["sun"] == nil)
        var night = evening
        night.referenceDate = HomepageScenario.today(22)
        let (nightFrames, _) = try showcaseLayout(HomepageView(inputs: night), width: 393)
        #expect(nightFrames["night"] != nil && nightFrames["sunset"] == nil && nightFrames["sun"] == nil)
    }

    @Test func onlyShortViewportsGetTheCompactHero() {
        let inputs = HomepageScenario.newUser.inputs
        #expect(HomepageAppearance(inputs: inputs, viewportHeight: ShowcaseDevice.iPhoneLandscape.height).isCompactHeight)
        #expect(!HomepageAppearance(inputs: inputs, viewportHeight: ShowcaseDevice.iPhonePortrait.height).isCompactHeight)
        #expect(!HomepageAppearance(inputs: inputs, viewportHeight: ShowcaseDevice.iPadPortrait.height).isCompactHeight)
        #expect(!HomepageAppearance(inputs: inputs, viewportHeight: nil).isCompactHeight)
    }

    /// The review's landscape problem: the hero took the whole 393-pt viewport. The first
    /// module's card must start inside it, in every scenario.
    @Test(arguments: HomepageScenario.all.map(\.id))
    func theHeroLeavesRoomForTheFirstCardInLandscape(id: String) throws {
        let scenario = try #require(HomepageScenario.all.first { $0.id == id })
        let device = ShowcaseDevice.iPhoneLandscape
        let view = HomepageView(inputs: scenario.inputs, viewportHeight: device.height)
        let (frames, _) = try showcaseLayout(view, width: device.width)
        // The hero panel ends, then the S-curve and the module's padding: the card below it
        // keeps at least a third of the viewport.
        let panel = try #require(frames["module.hero"])
        #expect(panel.maxY <= device.height * 0.55, "the hero panel leaves room for the first card")
    }
}

/// The S-curve joins: neighbours in the scenarios mostly differ in color.
@Suite struct HomepageColorRhythmTests {
    /// The progress module follows the planner in most scenarios; it must not share its color.
    @Test func progressDoesNotRepeatThePlannersColor() {
        for planner in [HomepageModule.planner(.empty), .planner(.noMeals), .planner(.fullyPlanned)] {
            #expect(planner.style(isHero: false).backgroundColor != HomepageModule.plan(.details).style(isHero: false).backgroundColor)
        }
    }
}
