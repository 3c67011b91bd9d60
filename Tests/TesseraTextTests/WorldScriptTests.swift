import Testing
@testable import TesseraText

/// Text in the world's major scripts: where lines may break, how Devanagari shapes, which face
/// draws Han per locale, and that a character no font covers is named. Needs the fonts
/// `scripts/install-deps` installs (Noto core and CJK).
struct WorldScriptTests {
    static let breaks: [(String, [String])] = [
        // Between ideographs and kana, but never before closing punctuation or a small kana,
        // nor after opening punctuation (the line-start and line-end rules).
        ("「日本語」です。", ["「日", "本", "語」", "で", "す。"]),
        ("中文（简体）标点，好。", ["中", "文", "（简", "体）", "标", "点，", "好。"]),
        ("ちょっと待って", ["ちょっ", "と", "待っ", "て"]),
        ("コーヒーをください", ["コー", "ヒー", "を", "く", "だ", "さ", "い"]),
        // Korean wraps between syllables, and at spaces.
        ("안녕하세요 세계", ["안", "녕", "하", "세", "요 ", "세", "계"]),
        // Thai has no spaces between words: the dictionary finds them.
        ("สวัสดีชาวโลก", ["สวัสดี", "ชาว", "โลก"]),
        ("ภาษาไทยง่ายนิดเดียว", ["ภาษา", "ไทย", "ง่าย", "นิดเดียว"]),
        // Devanagari breaks at spaces, never inside a conjunct.
        ("नमस्ते दुनिया", ["नमस्ते ", "दुनिया"]),
    ]

    @Test(arguments: breaks)
    func breakOpportunities(_ text: String, _ expected: [String]) throws {
        let actual = try LineBreakingTests.segments(text)
        #expect(actual == expected)
    }

    @Test func thaiWrapsBetweenWordsAtANarrowWidth() throws {
        let style = TextStyle(size: 17)
        let word = try engine.measure("สวัสดีชาว", style: style).size.width
        let layout = try engine.measure("สวัสดีชาวโลก", style: style, maxWidth: word + 1)
        #expect(layout.lineTexts == ["สวัสดีชาว", "โลก"])
    }

    @Test func devanagariConjunctsShapeToFewerGlyphsThanCodePoints() throws {
        // क्ष (ka, virama, ssa) is one conjunct glyph; त्र too; ि is reordered before its consonant.
        let text = "क्षत्रिय"
        let face = try engine.fonts.face(family: "Inter", weight: 400, italic: false)
        let shaped = Shaper(fonts: engine.fonts, primary: face, size: 17, tracking: 0, tabularNumbers: false, han: nil)
            .shape(text)
        #expect(shaped.faces.map(\.familyName).contains("Noto Sans Devanagari"))
        #expect(shaped.glyphs.count < text.unicodeScalars.count)
        #expect(shaped.glyphs.allSatisfy { $0.id != 0 })
    }

    @Test(arguments: [
        ("ja", "Noto Sans CJK JP"), ("ja-JP", "Noto Sans CJK JP"), ("zh-Hans", "Noto Sans CJK SC"),
        ("zh-CN", "Noto Sans CJK SC"), ("zh-Hant", "Noto Sans CJK TC"), ("zh-TW", "Noto Sans CJK TC"),
        ("zh-Hant-HK", "Noto Sans CJK HK"), ("ko", "Noto Sans CJK KR"), ("ko_KR.UTF-8", "Noto Sans CJK KR"),
        ("en-US", "Noto Sans CJK JP"),
    ])
    func hanTakesTheFaceOfTheLocale(_ locale: String, _ family: String) throws {
        let layout = try engine.measure("直骨", style: TextStyle(locale: locale))
        #expect(layout.faces.dropFirst().map(\.familyName) == [family])
    }

    @Test func localeChangesTheDrawnHan() throws {
        func shape(_ locale: String) throws -> [UInt32] {
            try engine.measure("直", style: TextStyle(locale: locale)).lines[0].runs.flatMap(\.glyphs)
        }
        #expect(try shape("ja") != shape("zh-Hans"))
    }

    @Test(arguments: [
        "你好世界，这是中文。", "日本語のテキストです。", "안녕하세요 세계", "नमस्ते दुनिया", "สวัสดีชาวโลก",
        "مرحبا بالعالم", "שלום עולם", "Привет, мир", "Γειά σου κόσμε", "👨‍👩‍👧‍👦 🇯🇵 👍🏽 ❤️ 🏳️‍🌈",
    ])
    func everyMajorScriptIsCovered(_ text: String) throws {
        #expect(try engine.measure(text, style: TextStyle()).missingCharacters == [])
    }

    @Test func charactersNoFontCoversAreNamedOnceInOrder() throws {
        let text = "a\u{E001}b\u{F0000}\u{E001}"
        let layout = try engine.measure(text, style: TextStyle())
        #expect(layout.missingCharacters == ["\u{E001}", "\u{F0000}"])
        let missing = try #require(MissingCharacters(in: layout, text: text))
        #expect(missing.codePoints == ["U+E001", "U+F0000"])
        #expect("\(missing)".contains("U+E001, U+F0000"))
        #expect(MissingCharacters.codePoint("\u{41}") == "U+0041")
    }

    @Test func privateUseCharactersAreMissingEvenWhenAFontDrawsThem() throws {
        // Inter has a glyph at U+E000 (an ornament): drawn, it would still be a guess at what
        // the text meant. Missing characters keep their order with tofu around them.
        let layout = try engine.measure("\u{10FFFD}x\u{E000}\u{E001}y\u{E000}", style: TextStyle())
        #expect(layout.missingCharacters == ["\u{10FFFD}", "\u{E000}", "\u{E001}"])
        #expect(Shaper.isPrivateUse("\u{F8FF}") && !Shaper.isPrivateUse("\u{F900}") && !Shaper.isPrivateUse("\u{FFFFE}"))
    }

    @Test func controlsAndIgnorablesAreNeverMissing() throws {
        let layout = try engine.measure("a\tb\u{200B}c\u{FE0F}\nd\u{00AD}", style: TextStyle())
        #expect(layout.missingCharacters == [])
    }

    @Test func longTextIsQuotedByItsStart() throws {
        let text = String(repeating: "word ", count: 20) + "\u{E001}"
        let missing = try #require(MissingCharacters(in: try engine.measure(text, style: TextStyle()), text: text))
        #expect(missing.textStart == String(text.prefix(MissingCharacters.quotedLength)) + "…")
    }
}
