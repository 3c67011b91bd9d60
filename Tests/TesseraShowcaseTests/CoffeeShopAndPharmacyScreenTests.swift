import Foundation
import Testing
import TesseraShowcase

/// The coffee-shop and pharmacy screens through keyed frames.
@Suite struct CoffeeShopScreenTests {
    static let home = CoffeeShopHome(customerName: "Jonathan", stars: 125, hour: 15)

    @Test func tilesFollowTheHeaderInOrderAndTheTabBarEndsTheContent() throws {
        let (frames, size) = try showcaseLayout(CoffeeShopHomeScreen(state: Self.home), width: 393)
        let header = try #require(frames["coffee.header"])
        let tiles = try (0..<5).map { try #require(frames["coffee.tile.\($0)"]) }
        #expect(header.maxY <= tiles[0].minY)
        for (upper, lower) in zip(tiles, tiles.dropFirst()) { #expect(upper.maxY < lower.minY) }
        let bar = try #require(frames["coffee.tabBar"])
        #expect(bar.maxY == size.height && bar.minY >= tiles[4].maxY)
        #expect(frames["header.greeting"] != nil && frames["rewards.levels"] == nil)
    }

    @Test func inAViewportTheScrollViewTakesWhatTheHeaderAndTabBarLeave() throws {
        let (frames, size) = try showcaseLayout(CoffeeShopHomeScreen(state: Self.home), width: 393, height: 852)
        #expect(size.height == 852)
        let header = try #require(frames["coffee.header"])
        let scroll = try #require(frames["coffee.scroll"])
        let bar = try #require(frames["coffee.tabBar"])
        #expect(abs(bar.maxY - 852) < 0.5, "the tab bar sits on the bottom edge")
        #expect(abs(scroll.minY - header.maxY) < 0.5 && abs(scroll.maxY - bar.minY) < 0.5)
        // The tiles run on below the viewport: the scroll view clips them.
        let lastTile = try #require(frames["coffee.tile.4"])
        #expect(lastTile.minY > bar.minY)
    }

    @Test func scrolledStateCollapsesTheHeaderAndExpandedRewardsShowLevels() throws {
        let state = CoffeeShopHome(customerName: "Jonathan", stars: 125, hour: 15, isScrolled: true, showsRewardLevels: true)
        let (frames, _) = try showcaseLayout(CoffeeShopHomeScreen(state: state), width: 393)
        #expect(frames["header.greeting"] == nil && frames["header.inbox"] != nil)
        #expect(frames["rewards.level.0"] != nil && frames["rewards.level.4"] != nil)
    }

    @Test func historyShowsMonthSectionsNewestFirst() throws {
        let screen = CoffeeShopHistoryScreen(json: SampleHistory.json, calendar: SampleHistory.calendar,
                                             referenceDate: SampleHistory.referenceDate)
        let (frames, _) = try showcaseLayout(screen, width: 393, height: 852)
        let july = try #require(frames["history.section.2020-7"])
        let june = try #require(frames["history.section.2020-6"])
        let may = try #require(frames["history.section.2020-5"])
        #expect(july.maxY < june.minY && june.maxY < may.minY)
        let newest = try #require(frames["history.row.699519475"])
        let nextInJuly = try #require(frames["history.row.699519476"])
        #expect(july.maxY <= newest.minY && newest.maxY <= nextInJuly.minY && nextInJuly.maxY < june.minY)
        #expect(frames["history.empty"] == nil && frames["history.error"] == nil)
    }

    @Test func emptyAndMalformedHistoriesShowTheirStates() throws {
        let empty = CoffeeShopHistoryScreen(json: SampleHistory.empty, calendar: SampleHistory.calendar,
                                            referenceDate: SampleHistory.referenceDate)
        #expect(try showcaseLayout(empty, width: 393).frames["history.empty"] != nil)
        let broken = CoffeeShopHistoryScreen(json: SampleHistory.malformed, calendar: SampleHistory.calendar,
                                             referenceDate: SampleHistory.referenceDate)
        let frames = try showcaseLayout(broken, width: 393).frames
        #expect(frames["history.error"] != nil && frames["history.row.1"] == nil)
    }
}

@Suite struct PharmacyScreenTests {
    @Test func boxHasTheBannerTheTwoOptionsAndEveryPrescription() {
        let screen = ChoosePharmacyTypeRenderer().render(state: .sample)
        #expect(screen.title == "Choose pharmacy type")
        #expect(screen.box.sections.map(\.id) == [.promotion, .options, .prescriptions])
        #expect(screen.box.sections[1].nodes.map(\.id) == [.collection, .delivery])
        #expect(screen.box.sections[2].nodes.map(\.id) == ChoosePharmacyTypeState.sample.prescriptions.map { .prescription(id: $0.id) })
    }

    @Test func noPromotionMeansNoBannerSection() {
        let state = ChoosePharmacyTypeState(prescriptions: [], promotion: nil)
        #expect(ChoosePharmacyTypeRenderer().render(state: state).box.sections.map(\.id) == [.options])
    }

    @Test func rowsStackBannerOptionsThenPrescriptions() throws {
        let (frames, _) = try showcaseLayout(ChoosePharmacyTypeRenderer().render(state: .sample), width: 393, height: 852)
        let banner = try #require(frames["pharmacy.banner"])
        let collection = try #require(frames["pharmacy.option.collection"])
        let delivery = try #require(frames["pharmacy.option.delivery"])
        let first = try #require(frames["pharmacy.prescription.rx-1042"])
        #expect(banner.maxY <= collection.minY && collection.maxY <= delivery.minY && delivery.maxY <= first.minY)
        #expect(frames["row.chevron"] != nil)
    }
}
