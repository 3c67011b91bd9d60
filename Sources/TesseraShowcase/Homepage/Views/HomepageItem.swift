import TesseraComponents

/// Where a module view is placed on the homepage: which module it stands for, whether it leads
/// the page as the Hero, the page's appearance (part of the day, short viewport) and the style
/// `HomepageModule.style(isHero:timeOfDay:)` gives it.
///
/// Seed 000 hands these to module views through SwiftUI environment values; Tessera's
/// environment has no custom keys, so `ContentView` passes the placement explicitly instead.
public struct HomepageModulePlacement: Hashable, Sendable {
    public var module: HomepageModule
    public var isHero: Bool
    public var appearance: HomepageAppearance
    public var style: HomepageModuleStyle

    public init(module: HomepageModule, isHero: Bool, appearance: HomepageAppearance = HomepageAppearance(timeOfDay: .day)) {
        self.module = module
        self.isHero = isHero
        self.appearance = appearance
        self.style = module.style(isHero: isHero, timeOfDay: appearance.timeOfDay)
    }
}

/// A homepage module's view: builds itself for the placement `ContentView` gives it, so the
/// same module can lead the page as a Hero or sit further down as a Guardian or Champion.
public protocol HomepageModuleContent {
    associatedtype Body: View
    @ViewBuilder func body(in placement: HomepageModulePlacement) -> Body
}

/// A module view tagged with the modules it shows (seed 000's `HomepageItem`): not a view
/// itself, but what `ContentView` looks views up by.
public struct HomepageItem {
    public let modules: [HomepageModule]
    let make: (HomepageModulePlacement) -> AnyView

    public init(modules: [HomepageModule], make: @escaping (HomepageModulePlacement) -> AnyView) {
        self.modules = modules
        self.make = make
    }
}

extension HomepageModuleContent {
    /// Tags this view as the one to show for `modules` (seed 000's `.homepage(_:)` modifier).
    public func homepage(_ modules: HomepageModule...) -> HomepageItem {
        HomepageItem(modules: modules) { placement in AnyView(self.body(in: placement)) }
    }
}
