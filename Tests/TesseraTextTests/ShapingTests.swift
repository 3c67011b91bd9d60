import Testing
@testable import TesseraText

/// Glyphs and advances must agree with HarfBuzz's own command-line shaper for Inter, so our
/// kerning and features are HarfBuzz's and FreeType adds nothing on top. Expected values come
/// from `hb-shape --no-glyph-names --no-clusters [--features=tnum] FONT TEXT` (HarfBuzz 6.0.0,
/// Debian bookworm `libharfbuzz-bin`, fonts-inter 3.19), at the font's own scale (font units).
struct ShapingTests {
    struct Case: Sendable {
        var font: String
        var weight: Int
        var text: String
        var tabular: Bool
        var glyphs: [UInt32]
        var advances: [Double]
    }

    static let cases: [Case] = [
        Case(font: "Inter-Regular.otf", weight: 400, text: "AVATAR office Tyo", tabular: false,
             glyphs: [2, 453, 2, 409, 2, 382, 1682, 775, 645, 645, 679, 582, 612, 1682, 409, 951, 775],
             advances: [1712, 1728, 1664, 1568, 1904, 1800, 792, 1680, 1016, 1016, 668, 1572, 1640, 792, 1632, 1512, 1680]),
        Case(font: "Inter-Bold.otf", weight: 700, text: "Wave To", tabular: false,
             glyphs: [456, 504, 933, 612, 1682, 409, 775], advances: [2751, 1578, 1599, 1683, 653, 1658, 1728]),
        Case(font: "Inter-Regular.otf", weight: 400, text: "1.01", tabular: false,
             glyphs: [1296, 1405, 1295, 1296], advances: [1188, 704, 1760, 1308]),
        Case(font: "Inter-Regular.otf", weight: 400, text: "1.01", tabular: true,
             glyphs: [1314, 1413, 1313, 1314], advances: [1824, 776, 1824, 1824]),
    ]

    @Test(arguments: cases)
    func advancesMatchHBShape(_ c: Case) throws {
        let style = TextStyle(family: "Inter", weight: c.weight, size: interUnitsPerEm, tabularNumbers: c.tabular)
        let layout = try engine.measure(c.text, style: style)
        let line = try #require(layout.lines.first)
        #expect(layout.lines.count == 1)
        #expect(line.runs.count == 1)
        let run = try #require(line.runs.first)
        #expect(run.face.path.hasSuffix(c.font))
        #expect(run.face.unitsPerEm == interUnitsPerEm)
        #expect(run.glyphs == c.glyphs)
        let xs = run.positions.map(\.x) + [line.width]
        let advances = zip(xs.dropFirst(), xs).map { $0 - $1 }
        #expect(advances == c.advances)
    }

    @Test func trackingAddsSpaceAfterEveryCharacter() throws {
        let plain = try engine.measure("office", style: TextStyle(size: 20))
        let tracked = try engine.measure("office", style: TextStyle(size: 20, tracking: 2))
        #expect(abs(tracked.size.width - plain.size.width - 12) < 1e-4)
    }

    @Test func emojiGetsAColorGlyphFromTheEmojiFont() throws {
        let layout = try engine.measure("Good afternoon, Jonathan ☀️", style: TextStyle(size: 17))
        let runs = try #require(layout.lines.first).runs
        #expect(runs.count == 2)
        let emoji = try #require(runs.last)
        #expect(emoji.face.hasColorBitmaps)
        #expect(emoji.face.familyName == "Noto Color Emoji")
        #expect(emoji.glyphs.count == 1)
        #expect(emoji.glyphs.allSatisfy { $0 != 0 })
    }

    @Test func characterMissingFromInterFallsBackToAFontThatHasIt() throws {
        // Inter has no Hebrew; the fallback must give a real glyph, not .notdef.
        let layout = try engine.measure("a א", style: TextStyle(size: 17))
        let runs = try #require(layout.lines.first).runs
        let hebrew = try #require(runs.last)
        #expect(!hebrew.face.path.contains("Inter"))
        #expect(hebrew.glyphs.allSatisfy { $0 != 0 })
    }
}
