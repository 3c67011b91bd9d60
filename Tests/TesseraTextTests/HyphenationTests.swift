import Foundation
import Testing
import TesseraGeometry
import TesseraRaster
@testable import TesseraText

/// Hyphenation (`Hyphens`, CSS `hyphens`): the dictionary's points per locale, where lines break
/// with them, soft hyphens, and that the hyphen is measured and drawn.
struct HyphenationTests {
    static let auto = TextStyle(size: 17, locale: "en-US", hyphens: .auto)
    static let hyphen = "\u{2010}"

    /// `word` with a "-" at each point the locale's dictionary gives.
    static func hyphenated(_ word: String, _ locale: String) throws -> String {
        let dictionary = try #require(HyphenationDictionaries.shared.dictionary(for: locale))
        let scalars = Array(word.unicodeScalars)
        let points = Set(dictionary.points(in: scalars[...]))
        var result = ""
        for (i, scalar) in scalars.enumerated() {
            result.unicodeScalars.append(scalar)
            if points.contains(i) { result += "-" }
        }
        return result
    }

    static func width(_ text: String, _ style: TextStyle = auto) throws -> Double {
        try engine.measure(text, style: style).size.width
    }

    @Test(arguments: [
        ("hyphenation", "en-US", "hy-phen-ation"),
        ("Hyphenation", "en-US", "Hy-phen-ation"),  // patterns are lower case; the word is lowered first
        ("accessibility", "en", "ac-ces-si-bil-ity"),
        ("notifications", "en-GB", "no-ti-fic-a-tions"),  // British patterns differ from American ones
        ("Benachrichtigungen", "de-DE", "Be-nach-rich-ti-gun-gen"),
        ("Größenordnung", "de-CH", "Grö-ßen-ord-nung"),  // the German patterns are ISO 8859-1
        ("éléphant", "fr", "élé-phant"),  // UTF-8 patterns, points counted in characters
        ("cats", "en-US", "cats"),  // shorter than five letters: never hyphenated
    ])
    func dictionaryPoints(_ word: String, _ locale: String, _ expected: String) throws {
        #expect(try Self.hyphenated(word, locale) == expected)
    }

    @Test func localesPickTheMostSpecificFileAndNeverAPath() {
        #expect(HyphenationDictionaries.fileNames(for: "de-CH") == ["hyph_de_CH.dic", "hyph_de.dic"])
        #expect(HyphenationDictionaries.fileNames(for: "en_US.UTF-8") == ["hyph_en_US.dic", "hyph_en.dic"])
        #expect(HyphenationDictionaries.fileNames(for: "zh-hant-tw") == [
            "hyph_zh_Hant_TW.dic", "hyph_zh_TW.dic", "hyph_zh_Hant.dic", "hyph_zh.dic"])
        for malformed in ["", "x", "../../etc/passwd", "en/US", "en-", "de-CH-\u{0}", "ünï"] {
            #expect(HyphenationDictionaries.fileNames(for: malformed).isEmpty, "\(malformed)")
        }
    }

    @Test func dictionariesLoadOncePerFileAndLocalesWithoutOneHaveNone() throws {
        let dictionaries = HyphenationDictionaries(directories: ["/usr/share/hyphen"])
        let german = try #require(dictionaries.dictionary(for: "de"))
        // Debian's de_AT is a symlink to de_DE, as is de: one load serves all three.
        #expect(dictionaries.dictionary(for: "de-AT") === german)
        #expect(dictionaries.dictionary(for: "de_DE") === german)
        #expect(dictionaries.dictionary(for: "ja") == nil)
        #expect(dictionaries.dictionary(for: "tlh") == nil)
        #expect(HyphenationDictionaries(directories: ["/nonexistent"]).dictionary(for: "en") == nil)
    }

    @Test func concurrentLookupsShareOneDictionary() {
        let dictionaries = HyphenationDictionaries(directories: ["/usr/share/hyphen"])
        let found = Mutexed<Set<ObjectIdentifier>>([])
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            guard let dictionary = dictionaries.dictionary(for: i % 2 == 0 ? "fr" : "fr-FR") else { return }
            let points = dictionary.points(in: Array("éléphant".unicodeScalars)[...])
            guard points == [2] else { return }
            found.withValue { _ = $0.insert(ObjectIdentifier(dictionary)) }
        }
        #expect(found.withValue { $0.count } == 1)
    }

    // MARK: - Lines

    @Test func aWordWiderThanItsLineBreaksAtItsHyphenationPoints() throws {
        // "hyphen‐" does not fit, "phen‐" does.
        let narrow = try Self.width("phen" + Self.hyphen) + 0.5
        #expect(try engine.measure("hyphenation", style: Self.auto, maxWidth: narrow).lineTexts
            == ["hy\u{2010}", "phen\u{2010}", "ation"])
        let wider = try Self.width("hyphen" + Self.hyphen) + 0.5
        #expect(try engine.measure("hyphenation", style: Self.auto, maxWidth: wider).lineTexts == ["hyphen\u{2010}", "ation"])
        // Without hyphenation the same word is cut between arbitrary letters, with no hyphen.
        var none = Self.auto
        none.hyphens = .none
        let cut = try engine.measure("hyphenation", style: none, maxWidth: narrow).lineTexts
        #expect(cut.joined() == "hyphenation" && cut != ["hy", "phen", "ation"])
    }

    @Test func aWordThatFitsALineOfItsOwnMovesDownWhole() throws {
        // "hyphenation" fits this width: it goes to the next line whole, not "Try hyphen‐".
        let width = try Self.width("hyphenation") + 0.5
        #expect(try Self.width("Try hyphen" + Self.hyphen) < width)
        #expect(try engine.measure("Try hyphenation", style: Self.auto, maxWidth: width).lineTexts == ["Try ", "hyphenation"])
        // Narrower than the word, it is hyphenated where it begins, filling the first line.
        let narrow = try Self.width("Try hyphen" + Self.hyphen) + 0.5
        #expect(try narrow < Self.width("hyphenation"))
        #expect(try engine.measure("Try hyphenation", style: Self.auto, maxWidth: narrow).lineTexts
            == ["Try hyphen\u{2010}", "ation"])
        var none = Self.auto
        none.hyphens = .none
        let unhyphenated = try engine.measure("Try hyphenation", style: none, maxWidth: narrow).lineTexts
        #expect(unhyphenated.first == "Try " && !unhyphenated.joined().contains("\u{2010}"))
        // A point whose part plus hyphen does not fit is not taken.
        let tight = try Self.width("hyphe") + 0.5
        #expect(try engine.measure("Try hyphenation", style: Self.auto, maxWidth: tight).lineTexts.prefix(2)
            == ["Try ", "hy\u{2010}"])
    }

    @Test func theHyphenCountsTowardTheLineWidth() throws {
        let wider = try Self.width("hyphen" + Self.hyphen) + 0.5
        let layout = try engine.measure("hyphenation", style: Self.auto, maxWidth: wider)
        let expected = try Self.width("hyphen") + Self.width(Self.hyphen)
        #expect(abs(layout.lines[0].width - expected) < 0.001)
        #expect(layout.lines[0].width <= wider)
        #expect(layout.size.width == layout.lines.map(\.width).max())
    }

    @Test func aLocaleWithoutADictionaryIsNotHyphenated() throws {
        let width = try Self.width("hyphen" + Self.hyphen) + 0.5
        var style = Self.auto
        style.hyphens = .none
        let unhyphenated = try engine.measure("hyphenation", style: style, maxWidth: width).lineTexts
        for locale in ["ja", "xx-YY", "../en", nil] as [String?] {
            var auto = Self.auto
            auto.locale = locale
            #expect(try engine.measure("hyphenation", style: auto, maxWidth: width).lineTexts == unhyphenated)
        }
    }

    @Test func softHyphensBreakWithAHyphenOnlyWhenHyphenating() throws {
        let text = "Super\u{AD}cali\u{AD}fragilistic"
        // Invisible where the line does not break there.
        var style = Self.auto
        style.hyphens = .manual
        #expect(try Self.width(text, style) == Self.width("Supercalifragilistic", style))
        let width = try Self.width("Supercali" + Self.hyphen) + 0.5
        #expect(try engine.measure(text, style: style, maxWidth: width).lineTexts
            == ["Super\u{AD}cali\u{AD}\u{2010}", "fragilistic"])
        // auto takes the author's soft hyphens only, not the dictionary's points, in that word.
        #expect(try engine.measure(text, style: Self.auto, maxWidth: width).lineTexts
            == ["Super\u{AD}cali\u{AD}\u{2010}", "fragilistic"])
        // none: a soft hyphen is no break opportunity (CSS), so the word is cut, without a hyphen.
        style.hyphens = .none
        let lines = try engine.measure(text, style: style, maxWidth: width).lineTexts
        #expect(lines.count == 2 && !lines[0].hasSuffix("\u{2010}") && lines[0] != "Super\u{AD}cali\u{AD}")
    }

    @Test func manualDoesNotUseTheDictionary() throws {
        var style = Self.auto
        style.hyphens = .manual
        let width = try Self.width("hyphen" + Self.hyphen) + 0.5
        #expect(try !engine.measure("hyphenation", style: style, maxWidth: width).lineTexts[0].hasSuffix("\u{2010}"))
    }

    @Test func aLineLimitStillTruncatesWithAnEllipsis() throws {
        var style = Self.auto
        style.lineLimit = 1
        let width = try Self.width("Try hyphen" + Self.hyphen) + 0.5
        let layout = try engine.measure("Try hyphenation", style: style, maxWidth: width)
        #expect(layout.isTruncated && layout.lineTexts.count == 1 && layout.lineTexts[0].hasSuffix("\u{2026}"))
    }

    // MARK: - Drawing

    @Test func theFontsHyphenGlyphIsDrawnAtTheLineEnd() throws {
        let width = try Self.width("hyphen" + Self.hyphen) + 0.5
        let layout = try engine.measure("hyphenation", style: Self.auto, maxWidth: width)
        let hyphenGlyph = try #require(engine.measure(Self.hyphen, style: Self.auto).lines.first?.runs.first?.glyphs.first)
        #expect(layout.lines[0].runs.last?.glyphs.last == hyphenGlyph)
        #expect(layout.lines[1].runs.flatMap(\.glyphs).contains(hyphenGlyph) == false)

        // Ink where the hyphen sits: right of "hyphen" on the first line, around the x-height middle.
        let scale = 2.0
        var canvas = try Canvas(width: Int((width + 16) * scale), height: Int((layout.size.height + 16) * scale), scale: scale)
        canvas.clear(.white)
        engine.draw(layout, into: &canvas, at: Point(x: 8, y: 8), paint: .solid(Color(red: 0, green: 0, blue: 0)))
        let left = Int((8 + (try Self.width("hyphen"))) * scale) + 1, right = Int((8 + layout.lines[0].width) * scale) - 1
        let baseline = Int((8 + layout.lines[0].baseline) * scale)
        var ink = 0
        for y in (baseline - Int(10 * scale))..<baseline {
            for x in left..<right where canvas.pixel(x: x, y: y).r < 128 { ink += 1 }
        }
        #expect(ink > Int(4 * scale * scale), "the hyphen's bar")
    }
}
