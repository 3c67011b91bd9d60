import Testing
@testable import TesseraTokens

@Suite struct TokenKeyGeneratorTests {
    @Test(arguments: [
        (["color", "text", "primary"], TokenType.color, "textPrimary"),
        (["typography", "body"], .typography, "body"),
        (["space", "4"], .dimension, "space4"),
        (["color", "100"], .color, "color100"),
        (["color", "module", "blush_100_600"], .color, "moduleBlush_100_600"),
        (["color", "accent", "$root"], .color, "accent"),
        (["border-width", "extra thin"], .dimension, "borderWidthExtraThin"),
        (["42"], .number, "_42"),
    ])
    func keyNames(path: [String], type: TokenType, expected: String) {
        #expect(TokenKeyGenerator.keyName(path: path, type: type) == expected)
    }

    @Test func writesDocumentedDeprecatedEscapedKeysAndSkipsPrimitives() throws {
        let (tokens, _) = try resolve(##"""
            {"palette": {"$type": "color", "red": {"$value": "#ff0000"}},
             "color": {"$type": "color",
               "default": {"$value": "{palette.red}", "$description": "The \"usual\" one."},
               "old": {"$value": "#000000", "$deprecated": "use color.default"}}}
            """##)
        let source = try TokenKeyGenerator.swiftSource(for: tokens, options: .init(catalog: "BrandKeys"))
        #expect(!source.contains("palette.red"))
        #expect(source.contains("    /// The \"usual\" one.\n    public static var `default`: Self { Self(\"color.default\") }"))
        #expect(source.contains("    @available(*, deprecated, message: \"use color.default\")\n    public static var old: Self { Self(\"color.old\") }"))
        #expect(source.contains("import Tessera\n"))
        #expect(source.contains("public enum BrandKeys: TokenKeyCatalog {"))
    }

    /// A layer's file holds keys for its own tokens only: those of the layers beneath have theirs.
    @Test func existingTokensGetNoKey() throws {
        let (tokens, _) = try resolve(##"{"color": {"$type": "color", "accent": {"$value": "#ff0000"}, "brand": {"$value": "#00ff00"}}}"##)
        let source = try TokenKeyGenerator.swiftSource(for: tokens, options: .init(catalog: "BrandKeys", existing: ["color.accent"]))
        #expect(source.contains("public static var brand: Self { Self(\"color.brand\") }"))
        #expect(!source.contains("color.accent"))
    }

    @Test func collidingKeysAreAnError() throws {
        let (tokens, _) = try resolve(##"{"color": {"$type": "color", "a-b": {"$value": "#000000"}, "aB": {"$value": "#ffffff"}}}"##)
        do {
            _ = try TokenKeyGenerator.swiftSource(for: tokens, options: .init(catalog: "Keys"))
            Issue.record("generated colliding keys")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["its Swift key `aB` is the same as the key of color.a-b; rename one of them"])
        }
    }
}
