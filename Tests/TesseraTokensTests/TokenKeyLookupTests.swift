import Foundation
import Testing
@testable import TesseraTokens
import TesseraGeometry

/// `TokenKey(named:)`: keys by name, from the same generated tables a `Theme` is built from.
@Suite struct TokenKeyLookupTests {
    @Test func namesFindTheGeneratedKeys() {
        #expect(TokenKey<Color>(named: "color.text.primary") == .textPrimary)
        #expect(TokenKey<Typography>(named: "typography.bodyEmphasized") == .bodyEmphasized)
        #expect(TokenKey<Length>(named: "space.4") == .space4)
        #expect(TokenKey<[BoxShadow]>(named: "elevation.low") == .elevationLow)
        #expect(TokenKey<Double>(named: "opacity.disabled") == .opacityDisabled)
    }

    @Test func everyKeyOfEveryTypeRoundTripsThroughItsName() {
        func check<V>(_ type: V.Type) {
            let names = TokenKey<V>.allNames
            #expect(!names.isEmpty, "\(V.self)")
            for name in names { #expect(TokenKey<V>(named: name)?.name == name) }
        }
        check(Color.self); check(Length.self); check(Typography.self); check([BoxShadow].self); check(Double.self); check(Icon.self)
    }

    @Test func otherTypesPrimitivesAndUnknownNamesFindNothing() {
        #expect(TokenKey<Length>(named: "color.text.primary") == nil)
        #expect(TokenKey<Color>(named: "textPrimary") == nil)
        #expect(TokenKey<Color>(named: "") == nil)
        let palette = TokenKey<Color>.allNames.filter { $0.hasPrefix("palette.") }
        #expect(palette.isEmpty)
        #expect(TokenKey<Int>(named: "space.4") == nil)
        #expect(TokenKey<Int>.allNames.isEmpty)
    }

    @Test func theClosestNameIsATypoAwayOrNothing() {
        #expect(TokenKey<Color>.closestName(to: "color.text.primry") == "color.text.primary")
        #expect(TokenKey<Typography>.closestName(to: "typography.bodyEmphasised") == "typography.bodyEmphasized")
        #expect(TokenKey<Color>.closestName(to: "chartreuse") == nil)
        #expect(TokenKey<Color>.closestName(to: "") == nil)
    }

    /// Names far longer than every key are never a typo away, and are dismissed by length alone:
    /// a 2 MB name took seconds of edit distances.
    @Test func aHugeNameIsDismissedQuickly() {
        let clock = ContinuousClock(), start = clock.now
        #expect(TokenKey<Color>.closestName(to: String(repeating: "color.text.primary", count: 100_000)) == nil)
        #expect(clock.now - start < .seconds(1))
    }

    @Test func aKeyFoundByNameReadsTheThemeLikeTheStaticKey() throws {
        let theme = try TokenLibrary(directory: tokenFolder).theme(.dark)
        let key = try #require(TokenKey<Color>(named: "color.card.background"))
        #expect(theme[key] == theme[.cardBackground])
    }
}
