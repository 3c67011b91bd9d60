import Foundation
import Tessera
import Testing
@testable import TesseraTokens

/// `Theme.key(named:)`: keys by name for documents that name tokens at run time, found in the
/// theme itself, so they name an adopter's tokens as well as Tessera's.
@Suite struct TokenKeyLookupTests {
    let theme: Theme

    init() throws {
        theme = try TokenLibrary(directory: tokenFolder).theme(.dark, requiring: [TesseraTokenKeys.self])
    }

    @Test func namesFindTheGeneratedKeys() {
        #expect(theme.key(named: "color.text.primary", as: Color.self) == .textPrimary)
        #expect(theme.key(named: "typography.bodyEmphasized", as: Typography.self) == .bodyEmphasized)
        #expect(theme.key(named: "space.4", as: Length.self) == .space4)
        #expect(theme.key(named: "elevation.low", as: [BoxShadow].self) == .elevationLow)
        #expect(theme.key(named: "opacity.disabled", as: Double.self) == .opacityDisabled)
    }

    @Test func everyCatalogKeyOfEveryTypeIsFoundByItsName() {
        func check<V>(_ type: V.Type, _ tokenType: TokenType) {
            let names = TesseraTokenKeys.names(of: tokenType)
            #expect(!names.isEmpty, "\(V.self)")
            for name in names { #expect(theme.key(named: name, as: V.self)?.name == name) }
            #expect(Set(names).isSubset(of: theme.names(of: V.self)))
        }
        check(Color.self, .color); check(Length.self, .dimension); check(Typography.self, .typography)
        check([BoxShadow].self, .shadow); check(Double.self, .number); check(Icon.self, .icon)
    }

    @Test func otherTypesAndUnknownNamesFindNothing() {
        #expect(theme.key(named: "color.text.primary", as: Length.self) == nil)
        #expect(theme.key(named: "textPrimary", as: Color.self) == nil)
        #expect(theme.key(named: "", as: Color.self) == nil)
        #expect(theme.key(named: "space.4", as: Int.self) == nil)
        #expect(theme.names(of: Int.self).isEmpty)
    }

    @Test func theClosestNameIsATypoAwayOrNothing() {
        #expect(theme.closestName(to: "color.text.primry", of: Color.self) == "color.text.primary")
        #expect(theme.closestName(to: "typography.bodyEmphasised", of: Typography.self) == "typography.bodyEmphasized")
        #expect(theme.closestName(to: "chartreuse", of: Color.self) == nil)
        #expect(theme.closestName(to: "", of: Color.self) == nil)
    }

    /// Names far longer than every key are never a typo away, and are dismissed by length alone:
    /// a 2 MB name took seconds of edit distances.
    @Test func aHugeNameIsDismissedQuickly() {
        let clock = ContinuousClock(), start = clock.now
        #expect(theme.closestName(to: String(repeating: "color.text.primary", count: 100_000), of: Color.self) == nil)
        #expect(clock.now - start < .seconds(1))
    }

    @Test func aKeyFoundByNameReadsTheThemeLikeTheStaticKey() throws {
        let key = try #require(theme.key(named: "color.card.background", as: Color.self))
        #expect(theme[key] == theme[.cardBackground])
    }

    @Test func swiftUINamesNameTheRampsTokens() {
        #expect(TokenKey<Typography>.title == .title1)
        #expect(TokenKey<Typography>.caption == .caption1)
        #expect(theme[.title].fontSize.points == 28)
        #expect(theme[.titleEmphasized] == theme[.title1Emphasized])
        #expect(theme[.captionEmphasized] == theme[.caption1Emphasized])
    }
}
