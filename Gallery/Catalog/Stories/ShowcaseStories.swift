import Foundation
import TesseraComponents
import TesseraShowcase

/// Whole screens computed from domain state; they lead the gallery. Every Today scenario at
/// every device size, twice: the full scroll content (`width`) and the device viewport (`screen`).
public enum ShowcaseStories: StoryProvider {
    public static var stories: [Story] { homepage + coffeeShop + pharmacy }

    static var homepage: [Story] {
        HomepageScenario.all.flatMap { scenario in
            ShowcaseDevice.all.flatMap { device in
                [
                    Story(group: "Showcase/Today/\(scenario.id)", name: "\(device.id)-full",
                          summary: scenario.summary + " The whole scroll content.", size: .width(device.width)) {
                        HomepageView(inputs: scenario.inputs, viewportHeight: device.height)
                    },
                    Story(group: "Showcase/Today/\(scenario.id)", name: "\(device.id)-viewport",
                          summary: scenario.summary + " What the device shows before scrolling.",
                          size: .screen(width: device.width, height: device.height)) {
                        HomepageView(inputs: scenario.inputs, viewportHeight: device.height)
                    },
                ]
            }
        }
    }

    static var coffeeShop: [Story] {
        let home = CoffeeShopHome(customerName: "Jonathan", stars: 125, hour: 15)
        let scrolled = CoffeeShopHome(customerName: "Jonathan", stars: 125, hour: 15, isScrolled: true,
                                      showsRewardLevels: true)
        let phone = ShowcaseDevice.iPhonePortrait
        let referenceDate = SampleHistory.referenceDate, calendar = SampleHistory.calendar
        return [
            Story(group: "Showcase/CoffeeShop/Home", name: "expanded-viewport",
                  summary: "The home screen as it opens: greeting, collapsed Rewards tile, tab bar.",
                  size: .screen(width: phone.width, height: phone.height)) {
                CoffeeShopHomeScreen(state: home)
            },
            Story(group: "Showcase/CoffeeShop/Home", name: "expanded-full",
                  summary: "The whole scroll content: all five tiles.", size: .width(phone.width)) {
                CoffeeShopHomeScreen(state: home)
            },
            Story(group: "Showcase/CoffeeShop/Home", name: "collapsed-rewards-expanded-viewport",
                  summary: "Scrolled: the header collapsed to its button, the Rewards tile showing its levels.",
                  size: .screen(width: phone.width, height: phone.height)) {
                CoffeeShopHomeScreen(state: scrolled)
            },
            Story(group: "Showcase/CoffeeShop/Home", name: "collapsed-rewards-expanded-full",
                  summary: "The scrolled state's whole content.", size: .width(phone.width)) {
                CoffeeShopHomeScreen(state: scrolled)
            },
            Story(group: "Showcase/CoffeeShop/Home", name: "ipad-viewport",
                  summary: "The home screen on an iPad: tiles in a readable column.",
                  size: .screen(width: ShowcaseDevice.iPadPortrait.width, height: ShowcaseDevice.iPadPortrait.height)) {
                CoffeeShopHomeScreen(state: home)
            },
            Story(group: "Showcase/CoffeeShop/Home", name: "grid-full",
                  summary: "The whole scroll content with the tiles in a LazyVGrid of adaptive columns: two on an iPhone.",
                  size: .width(phone.width)) {
                CoffeeShopHomeScreen(state: home, tileLayout: .grid)
            },
            Story(group: "Showcase/CoffeeShop/Home", name: "ipad-grid-viewport",
                  summary: "The home screen on an iPad with the tiles in the adaptive grid: three columns in the readable column.",
                  size: .screen(width: ShowcaseDevice.iPadPortrait.width, height: ShowcaseDevice.iPadPortrait.height)) {
                CoffeeShopHomeScreen(state: home, tileLayout: .grid)
            },
            Story(group: "Showcase/CoffeeShop/History", name: "months",
                  summary: "Transactions from the seed's JSON in month sections, newest first.",
                  size: .screen(width: phone.width, height: phone.height)) {
                CoffeeShopHistoryScreen(json: SampleHistory.json, calendar: calendar, referenceDate: referenceDate)
            },
            Story(group: "Showcase/CoffeeShop/History", name: "empty",
                  summary: "No transactions yet: the empty state.",
                  size: .screen(width: phone.width, height: phone.height)) {
                CoffeeShopHistoryScreen(json: SampleHistory.empty, calendar: calendar, referenceDate: referenceDate)
            },
            Story(group: "Showcase/CoffeeShop/History", name: "malformed-json",
                  summary: "A document with a bad amount: the error names its JSON path.",
                  size: .screen(width: phone.width, height: phone.height)) {
                CoffeeShopHistoryScreen(json: SampleHistory.malformed, calendar: calendar, referenceDate: referenceDate)
            },
        ]
    }

    static var pharmacy: [Story] {
        let phone = ShowcaseDevice.iPhonePortrait
        return [
            Story(group: "Showcase/Pharmacy/ChooseType", name: "viewport",
                  summary: "Seed 004's Bento screen: promotion banner, collection and delivery options, prescriptions.",
                  size: .screen(width: phone.width, height: phone.height)) {
                ChoosePharmacyTypeRenderer().render(state: .sample)
            },
            Story(group: "Showcase/Pharmacy/ChooseType", name: "no-promotion",
                  summary: "Without a promotion there is no banner section.",
                  size: .screen(width: phone.width, height: phone.height)) {
                ChoosePharmacyTypeRenderer().render(state: ChoosePharmacyTypeState(prescriptions: ChoosePharmacyTypeState.sample.prescriptions))
            },
            Story(group: "Showcase/Pharmacy/ChooseType", name: "ipad-viewport",
                  summary: "The same screen on an iPad.",
                  size: .screen(width: ShowcaseDevice.iPadPortrait.width, height: ShowcaseDevice.iPadPortrait.height)) {
                ChoosePharmacyTypeRenderer().render(state: .sample)
            },
        ]
    }
}
