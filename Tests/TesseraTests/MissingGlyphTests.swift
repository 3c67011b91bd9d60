import Testing
import TesseraText
@testable import Tessera

/// A character no font covers fails a render with its code point and the view's path, unless
/// the renderer allows it; the environment's locale reaches text and picks the Han face.
struct MissingGlyphTests {
    @Test func renderFailsNamingTheCodePointAndTheText() throws {
        let view = VStack { Text("Price \u{E001} today") }
        let renderer = try renderer()
        do {
            _ = try renderer.render(view, width: 200)
            Issue.record("rendered a character no font covers")
        } catch {
            guard case .missingCharacters(let path, let missing) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path.hasSuffix("Text"))
            #expect(missing.codePoints == ["U+E001"])
            #expect("\(error)".contains("U+E001"))
            #expect("\(error)".contains("\"Price \u{E001} today\""))
        }
    }

    @Test func allowingMissingGlyphsDrawsThem() throws {
        var allowing = try renderer()
        allowing.allowsMissingGlyphs = true
        let result = try allowing.render(Text("Price \u{E001}"), width: 200)
        #expect(result.size.height > 0)
    }

    @Test func coveredTextInEveryMajorScriptRenders() throws {
        let view = VStack {
            Text("你好世界 日本語 안녕하세요")
            Text("नमस्ते สวัสดี مرحبا שלום Привет Γειά")
            Text("👨‍👩‍👧‍👦 🇯🇵 👍🏽")
        }
        _ = try renderer().render(view, width: 300)
    }

    @Test func theLocaleOfTheEnvironmentPicksTheHanFace() throws {
        func png(_ locale: String) throws -> [UInt8] {
            try renderer().render(Text("直骨写").environment(\.locale, locale), width: 120).pngData()
        }
        #expect(try png("ja") != png("zh-Hans"))
        #expect(try png("zh-Hant") != png("zh-Hans"))
        #expect(try png("ja") == png("en-US"))
    }
}
