import TesseraGeometry
import Testing
@testable import TesseraTokens

/// A theme loads any DTCG set and demands only the key catalogs it is built for.
@Suite struct ThemeCatalogTests {
    enum TeamKeys: TokenKeyCatalog {
        static func names(of type: TokenType) -> [String] {
            switch type {
            case .color: ["brand.ink"]
            case .dimension: ["brand.gutter"]
            default: []
            }
        }
    }

    static let teamSet = ##"{"brand": {"ink": {"$type": "color", "$value": "#112233"}, "gutter": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}}}}"##

    @Test func anotherTeamsSetLoadsAndItsKeysRead() throws {
        let (tokens, diagnostics) = try resolve(Self.teamSet)
        #expect(diagnostics.isEmpty)
        let theme = try Theme(tokens: tokens, requiring: [TeamKeys.self])
        #expect(theme[TokenKey<Color>("brand.ink")] == (try Color(hex: "#112233")))
        #expect(theme[TokenKey<Length>("brand.gutter")].points == 12)
    }

    @Test func aCatalogTheSetDoesNotSatisfyIsEveryProblemAtOnce() throws {
        let (tokens, _) = try resolve(##"{"brand": {"ink": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}}"##)
        #expect(throws: Never.self) { try Theme(tokens: tokens) }
        do {
            _ = try Theme(tokens: tokens, requiring: [TeamKeys.self])
            Issue.record("a mistyped and a missing key passed")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "source0.json:1:19: brand.ink: is a dimension but its key in TeamKeys expects a color; regenerate with `tessera tokens swift`",
                "TeamKeys: brand.gutter: key has no token in the default resolution; regenerate with `tessera tokens swift`",
            ])
        }
    }
}
