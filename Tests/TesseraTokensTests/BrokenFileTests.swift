import Foundation
import Testing
@testable import TesseraTokens

/// The files in `Broken/` and the exact messages a designer sees for them
/// (`file:line:column: token: message`).
@Suite struct BrokenFileTests {
    func diagnostics(_ name: String) throws -> [String] {
        let url = try brokenResource(name)
        do {
            let source = try TokenSource(contentsOf: url, name: name)
            return ResolvedTokens.resolving([source]).diagnostics.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func cycle() throws {
        #expect(try diagnostics("cycle.tokens.json") == [
            "cycle.tokens.json:4:10: color.a: alias cycle: color.a → color.b → color.c → color.a",
        ])
    }

    @Test func missingAlias() throws {
        #expect(try diagnostics("missing-alias.tokens.json") == [
            "missing-alias.tokens.json:6:27: color.accent: alias {color.brand.primry} points to no token (chain: color.button → color.accent → color.brand.primry)",
        ])
    }

    @Test func wrongType() throws {
        #expect(try diagnostics("wrong-type.tokens.json") == [
            "wrong-type.tokens.json:3:58: space.gutter: wrong type: this token is a dimension, but its alias {color.brand} is a color",
        ])
    }

    @Test func badColor() throws {
        #expect(try diagnostics("bad-color.tokens.json") == [
            "bad-color.tokens.json:4:25: color.typo: bad color: invalid color \"#12345g\": 'g' at offset 6 is not a hex digit",
            "bad-color.tokens.json:5:68: color.percent: bad color: component 1 of oklch is 62, outside 0...1",
        ])
    }

    @Test func badUnit() throws {
        #expect(try diagnostics("bad-unit.tokens.json") == [
            "bad-unit.tokens.json:2:81: space.gutter: bad unit \"pt\" for a dimension (use px or rem)",
            "bad-unit.tokens.json:3:80: duration.slow: bad unit \"min\" for a duration (use ms or s)",
        ])
    }

    @Test func malformedJSON() throws {
        #expect(try diagnostics("malformed.tokens.json") == [
            "malformed.tokens.json:5:5: malformed JSON: expected ',' or '}', found '\"'",
        ])
    }

    @Test func structure() throws {
        #expect(try diagnostics("structure.tokens.json") == [
            "structure.tokens.json:3:14: color: unknown $type \"colour\" (known: color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, typography, shadow, border, gradient, strokeStyle, transition, icon)",
            "structure.tokens.json:8:20: space.gutter.wide: name \"gutter.wide\" contains '.', which DTCG reserves for aliases",
            "structure.tokens.json:9:14: space.small: expected a token (an object with $value) or a group, found a number",
            "structure.tokens.json:4:26: color.brand: no $type: set $type on the token or on a group above it",
        ])
    }

    @Test func incompleteThemeAndLowContrast() throws {
        let pairs = [ContrastRequirement(foreground: "color.text", background: "color.background", minimum: 4.5)]
        let found = TokenChecker.check(directory: try brokenResource("incomplete-theme"), contrast: pairs).map(\.description)
        #expect(found == [
            "dark.tokens.json:5:13: color.text: contrast on color.background is 1.66:1 in theme: dark; it must be at least 4.5:1",
            "light.tokens.json:6:15: color.accent: defined for theme light but not for dark; every context must define it",
        ])
    }

    @Test func contrastPairsNamingMissingTokensAreReportedOncePerToken() throws {
        let pairs = [
            ContrastRequirement(foreground: "color.text", background: "color.card", minimum: 4.5),
            ContrastRequirement(foreground: "color.accent", background: "color.card", minimum: 3),
        ]
        let found = TokenChecker.check(directory: try brokenResource("incomplete-theme"), contrast: pairs)
            .filter { $0.message.hasPrefix("components draw") }.map(\.description)
        #expect(found == [
            "tokens.resolver.json: color.card: components draw this color in a contrast pair, and theme: light has no such color token",
            "tokens.resolver.json: color.card: components draw this color in a contrast pair, and theme: dark has no such color token",
            "tokens.resolver.json: color.accent: components draw this color in a contrast pair, and theme: dark has no such color token",
        ])
    }

    @Test func aFolderWithoutResolver() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let found = TokenChecker.check(directory: empty).map(\.message)
        #expect(found == ["the token folder must hold exactly one resolver document; found no *.resolver.json file"])
    }
}
