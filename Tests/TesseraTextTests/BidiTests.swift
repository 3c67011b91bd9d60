import Testing
@testable import TesseraText

/// Right-to-left and mixed-direction text (UAX #9): runs are shaped in their own direction and
/// each line is drawn in visual order, so the first logical character of an Arabic or Hebrew
/// run is its right-most glyph, while Latin inside stays left to right.
struct BidiTests {
    let style = TextStyle(family: "Inter", size: 20)

    /// Every glyph of a line, in the order drawn, with its x position.
    private func glyphs(_ line: TextLine) -> [(id: UInt32, x: Double)] {
        line.runs.flatMap { run in zip(run.glyphs, run.positions).map { (id: $0, x: $1.x) } }
    }

    private func singleLine(_ text: String) throws -> TextLine {
        let layout = try engine.measure(text, style: style)
        #expect(layout.lines.count == 1)
        return try #require(layout.lines.first)
    }

    @Test func arabicWordsReadRightToLeft() throws {
        let line = try singleLine("مرحبا بالعالم")
        let first = try singleLine("مرحبا"), second = try singleLine("بالعالم")
        #expect(line.isRightToLeft)
        let drawn = glyphs(line)
        // Visual order is [بالعالم][space][مرحبا]: the second word is drawn first, at the left,
        // and the first word's glyphs, shaped right to left, end the line.
        #expect(drawn.prefix(glyphs(second).count).map(\.id) == glyphs(second).map(\.id))
        #expect(drawn.suffix(glyphs(first).count).map(\.id) == glyphs(first).map(\.id))
        let spaceX = drawn[glyphs(second).count].x
        #expect(abs(spaceX - second.width) < 1e-3)
        #expect(drawn.map(\.x) == drawn.map(\.x).sorted())
        #expect(abs(line.width - (first.width + second.width + (drawn[glyphs(second).count + 1].x - spaceX))) < 1e-3)
    }

    @Test func firstLogicalLetterIsTheRightMostGlyph() throws {
        // "مر" draws as [ر final][م initial]; in "مرحبا" the same initial م must be the last
        // (right-most) glyph drawn. Left to right it would be drawn first.
        let pair = glyphs(try singleLine("مر"))
        let word = glyphs(try singleLine("مرحبا"))
        #expect(pair.count == 2)
        #expect(word.last?.id == pair.last?.id)
        #expect(word.first?.id != pair.last?.id)
        let last = try #require(word.last), first = try #require(word.first)
        #expect(last.x > first.x)
    }

    @Test func englishInsideHebrewStaysLeftToRight() throws {
        let line = try singleLine("שלום עולם, with English inside")
        #expect(line.isRightToLeft)
        let english = glyphs(try singleLine("with English inside"))
        let shalom = glyphs(try singleLine("שלום"))
        let olam = glyphs(try singleLine("עולם"))
        let drawn = glyphs(line)
        // Visual order: [with English inside][" ,"][עולם][" "][שלום].
        #expect(drawn.prefix(english.count).map(\.id) == english.map(\.id))
        for (a, b) in zip(drawn, english) { #expect(abs(a.x - b.x) < 1e-3) }
        #expect(drawn.suffix(shalom.count).map(\.id) == shalom.map(\.id))
        let olamStart = drawn.count - shalom.count - 1 - olam.count
        #expect(drawn[olamStart..<(olamStart + olam.count)].map(\.id) == olam.map(\.id))
        #expect(drawn.map(\.x) == drawn.map(\.x).sorted())
    }

    @Test func englishParagraphStaysInLogicalOrder() throws {
        let line = try singleLine("Hello, world")
        #expect(!line.isRightToLeft)
        let hello = glyphs(try singleLine("Hello,"))
        let drawn = glyphs(line)
        #expect(drawn.prefix(hello.count).map(\.id) == hello.map(\.id))
        #expect(drawn.first?.x == 0)
        #expect(line.text == "Hello, world")
    }

    @Test func hebrewInsideEnglishKeepsTheParagraphLeftToRight() throws {
        let line = try singleLine("Say שלום now")
        #expect(!line.isRightToLeft)
        let say = glyphs(try singleLine("Say "))
        let shalom = glyphs(try singleLine("שלום"))
        let drawn = glyphs(line)
        #expect(drawn.prefix(say.count).map(\.id) == say.map(\.id))
        #expect(drawn[say.count..<(say.count + shalom.count)].map(\.id) == shalom.map(\.id))
    }

    @Test func leadingAlignmentIsTheRightEdgeInRightToLeftParagraphs() throws {
        var aligned = style
        aligned.alignment = .leading
        let layout = try engine.measure("מילה\nשלום עולם\nword", style: aligned)
        #expect(layout.lines.count == 3)
        #expect(layout.lines.map(\.isRightToLeft) == [true, true, false])
        let box = 300.0
        #expect(abs(layout.lineOffset(layout.lines[0], inWidth: box) - (box - layout.lines[0].width)) < 1e-9)
        #expect(layout.lineOffset(layout.lines[2], inWidth: box) == 0)
    }

    @Test func rightToLeftTailTruncationPutsTheEllipsisOnTheLeft() throws {
        var limited = style
        limited.lineLimit = 1
        let layout = try engine.measure("שלום עולם שלום עולם שלום עולם", style: limited, maxWidth: 120)
        let line = try #require(layout.lines.first)
        #expect(line.isTruncated)
        let ellipsis = glyphs(try singleLine("…"))
        let drawn = glyphs(line)
        #expect(drawn.prefix(ellipsis.count).map(\.id) == ellipsis.map(\.id))
        #expect(drawn.first?.x == 0)
        // The start of the text (שלום) is kept, at the right end.
        let shalom = glyphs(try singleLine("שלום"))
        #expect(drawn.suffix(shalom.count).map(\.id) == shalom.map(\.id))
    }

    @Test func overriddenWordsFitTheWidthTheyMeasureUnderNegativeLetterSpacing() throws {
        // ar-XB's marks around a word draw nothing and take no spacing: spaced, their negative
        // advances came after the word's letters, and the greedy breaker wrapped the last letter.
        let spaced = TextStyle(family: "Inter", size: 17, tracking: -0.43)
        let text = "\u{200F}\u{202E}Continue\u{202C}\u{200F}"
        let natural = try engine.measure(text, style: spaced)
        #expect(natural.size.width == (try engine.measure("Continue", style: spaced)).size.width)
        #expect(try engine.measure(text, style: spaced, maxWidth: natural.size.width).lines.count == 1)
    }
}
