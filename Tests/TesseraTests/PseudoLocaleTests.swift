import Testing
@testable import Tessera

/// Android's pseudo-locales: `en-XA` accents, lengthens and brackets every text, `ar-XB` draws it
/// right to left; both through the one place `Text` lowers, and never `Text(verbatim:)`.
struct PseudoLocaleTests {
    @Test func accentedTextIsBracketedAndAboutAThirdLonger() {
        #expect(PseudoLocale.accented.localize("See how it works") == "[Šéé ĥöŵ îţ ŵöŕķš one two]")
        #expect(PseudoLocale.accented.localize("OK!") == "[ÖĶ¡ one]")
        // Letters without a look-alike and every other character pass through.
        #expect(PseudoLocale.accented.localize("F 42 €") == "[F 42 € one]")
        let long = String(repeating: "word ", count: 40)
        let padded = PseudoLocale.accented.localize(long)
        let growth = Double(padded.count - 2) / Double(long.count)
        #expect(growth >= 1.35 && growth < 1.45, "\(growth)")
        #expect(padded.hasSuffix(" eleven twelve thirteen]"))
        // Padding is whole words, from the start again after the twentieth.
        #expect(PseudoLocale.accented.localize(String(repeating: "word ", count: 80)).hasSuffix(" nineteen twenty one two]"))
        #expect(PseudoLocale.accented.localize("") == "")
    }

    @Test func bidirectionalTextWrapsEveryWordInAnOverride() {
        #expect(PseudoLocale.bidirectional.localize("Add to order")
                == "\u{200F}\u{202E}Add\u{202C}\u{200F} \u{200F}\u{202E}to\u{202C}\u{200F} \u{200F}\u{202E}order\u{202C}\u{200F}")
        #expect(PseudoLocale.bidirectional.localize("  ") == "  ")
        #expect(PseudoLocale.bidirectional.layoutDirection == .rightToLeft)
        #expect(PseudoLocale.accented.layoutDirection == nil)
    }

    @Test func localesAreMatchedCaseInsensitivelyAndOthersAreNotPseudo() {
        #expect(PseudoLocale(locale: "en-xa") == .accented)
        #expect(PseudoLocale(locale: "AR-XB") == .bidirectional)
        #expect(PseudoLocale(locale: "en-US") == nil)
        #expect(PseudoLocale(locale: "ar") == nil)
    }

    @Test func everyTextOfTheViewIsPseudoLocalizedButVerbatimText() throws {
        func png(_ locale: String, _ view: some View) throws -> [UInt8] {
            var renderer = try Renderer()
            renderer.locale = locale
            return try renderer.render(view, width: 300).pngData()
        }
        let view = VStack { Text("Continue"); Text("Learn more").font(.caption1) }
        let plain = try png("en-US", view)
        let accented = try png("en-XA", view)
        #expect(accented != plain)
        #expect(try png("en-US", VStack { Text("[Çöñţîñûé one]"); Text("[Ļéåŕñ ḿöŕé one]").font(.caption1) }) == accented)
        #expect(try png("ar-XB", view) != plain)
        #expect(try png("en-XA", Text(verbatim: "color.text.primary")) == png("en-US", Text("color.text.primary")))
        // A subtree with a locale of its own keeps its text.
        #expect(try png("en-XA", Text("Continue").environment(\.locale, "en-GB")) == png("en-US", Text("Continue")))
    }

    @Test func bidiMarkedWordsKeepTheirLineUnderNegativeLetterSpacing() throws {
        // Headline tracking is negative: were the invisible marks spaced, the greedy breaker would
        // wrap a word that measured as fitting, its last letter on a line of its own.
        var renderer = try Renderer()
        renderer.locale = "ar-XB"
        renderer.layoutDirection = .rightToLeft
        let result = try renderer.render(Text("Continue").font(.headline).key("title"), width: 300)
        let plain = try Renderer().render(Text("Continue").font(.headline).key("title"), width: 300)
        #expect(result.frames["title"]?.height == plain.frames["title"]?.height)
    }
}
