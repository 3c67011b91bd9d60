import Testing
@testable import TesseraText

/// Where lines may break (UAX #14 through libunibreak, restricted to grapheme boundaries), for
/// strings where naive splitting on spaces or characters goes wrong.
struct LineBreakingTests {
    /// The text cut after every unit that allows (or forces) a break.
    static func segments(_ text: String) throws -> [String] {
        let face = try engine.fonts.face(family: "Inter", weight: 400, italic: false)
        let shaped = Shaper(fonts: engine.fonts, primary: face, size: 17, tracking: 0, tabularNumbers: false, han: nil)
            .shape(text)
        var result: [String] = []
        var start = 0
        for unit in shaped.units where unit.breakAfter != .none || unit.textRange.upperBound == shaped.utf8.count {
            result.append(String(decoding: shaped.utf8[start..<unit.textRange.upperBound], as: UTF8.self))
            start = unit.textRange.upperBound
        }
        return result
    }

    static let table: [(String, [String])] = [
        ("Hello, world!", ["Hello, ", "world!"]),
        ("(see this). Done", ["(see ", "this). ", "Done"]),
        ("Wait... what?!", ["Wait... ", "what?!"]),
        ("well-known fact", ["well-", "known ", "fact"]),
        ("Price: $10.99 today", ["Price: ", "$10.99 ", "today"]),
        ("日本語のテキスト", ["日", "本", "語", "の", "テ", "キ", "ス", "ト"]),
        ("中文，标点。", ["中", "文，", "标", "点。"]),
        ("Good afternoon, Jonathan ☀️", ["Good ", "afternoon, ", "Jonathan ", "☀️"]),
        ("👨‍👩‍👧 family", ["👨‍👩‍👧 ", "family"]),
        ("cafe\u{301} ole\u{301}", ["cafe\u{301} ", "ole\u{301}"]),
        ("line\nnext", ["line\n", "next"]),
        ("a\u{00A0}b c", ["a\u{00A0}b ", "c"]),
        // UAX #14 (and browsers) break after a solidus before letters, so long URLs wrap.
        ("🇫🇷🇩🇪 flags", ["🇫🇷", "🇩🇪 ", "flags"]),
        ("https://example.com/path", ["https://", "example.com/", "path"]),
    ]

    @Test(arguments: table)
    func breakOpportunities(_ text: String, _ expected: [String]) throws {
        let actual = try Self.segments(text)
        #expect(actual == expected)
    }

    @Test func wrapsAtTheLastOpportunityThatFits() throws {
        let style = TextStyle(size: 17)
        let oneLine = try engine.measure("Good afternoon, Jonathan", style: style)
        let wrapped = try engine.measure("Good afternoon, Jonathan", style: style, maxWidth: oneLine.size.width - 1)
        #expect(wrapped.lineTexts == ["Good afternoon, ", "Jonathan"])
        // Trailing spaces hang: they do not count toward the width.
        let first = try engine.measure("Good afternoon,", style: style)
        #expect(wrapped.lines[0].width == first.size.width)
    }

    @Test func exactFitStaysOnOneLine() throws {
        let style = TextStyle(size: 17)
        let width = try engine.measure("Good afternoon", style: style).size.width
        #expect(try engine.measure("Good afternoon", style: style, maxWidth: width).lines.count == 1)
    }

    @Test func wordLongerThanTheLineBreaksBetweenGraphemes() throws {
        let text = "Supercalifragilistic\u{301}expialidocious👍🏽ok"
        let layout = try engine.measure(text, style: TextStyle(size: 17), maxWidth: 60)
        #expect(layout.lines.count > 2)
        #expect(layout.lines.allSatisfy { $0.width <= 60 })
        #expect(layout.lineTexts.joined() == text)
        // Every piece is whole characters: joined character counts add up.
        #expect(layout.lineTexts.map(\.count).reduce(0, +) == text.count)
    }

    @Test func shortWordThenLongWordMovesTheLongWordToItsOwnLines() throws {
        let layout = try engine.measure("Hi Supercalifragilistic", style: TextStyle(size: 17), maxWidth: 80)
        #expect(layout.lines.first?.text == "Hi ")
    }

    @Test func hardBreaksEndLines() throws {
        let layout = try engine.measure("one\ntwo\r\nthree", style: TextStyle(size: 17))
        #expect(layout.lineTexts == ["one", "two", "three"])
        #expect(layout.lines.map(\.range) == [0..<3, 4..<7, 8..<13])
    }
}
