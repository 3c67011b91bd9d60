import Testing
import TesseraGeometry
@testable import TesseraText

/// Paragraph geometry (line height, baselines, alignment) and truncation.
struct ParagraphTests {
    static let body = TextStyle(size: 17, lineHeight: .points(24))

    @Test func baselinesFollowCSSHalfLeading() throws {
        let face = try engine.fonts.face(family: "Inter", weight: 400, italic: false)
        let ascender = face.ascender * 17 / face.unitsPerEm
        let descender = face.descender * 17 / face.unitsPerEm
        let layout = try engine.measure("one\ntwo\nthree", style: Self.body)
        let first = (24 - (ascender + descender)) / 2 + ascender
        #expect(layout.lines.map(\.baseline) == [first, first + 24, first + 48])
        #expect(layout.firstBaseline == first)
        #expect(layout.lastBaseline == first + 48)
        #expect(layout.size.height == 72)
    }

    @Test func lineHeightMultipleAndNormal() throws {
        #expect(try engine.measure("x", style: TextStyle(size: 20, lineHeight: .multiple(1.5))).size.height == 30)
        // Inter's ascender + descender is 1.21 em (what browsers use for `line-height: normal`).
        let normal = try engine.measure("x", style: TextStyle(size: 100)).size.height
        #expect(abs(normal - 121.0227) < 0.001)
    }

    @Test func alignmentPlacesLinesInTheBox() throws {
        for (alignment, expected) in [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)] {
            var style = Self.body
            style.alignment = alignment
            let layout = try engine.measure("Hi", style: style)
            let line = try #require(layout.lines.first)
            #expect(layout.lineOffset(line, inWidth: 200) == (200 - line.width) * expected)
        }
    }

    @Test func emptyTextHasNoLinesAndZeroSize() throws {
        let layout = try engine.measure("", style: Self.body, maxWidth: 100)
        #expect(layout.lines.isEmpty)
        #expect(layout.size == Size(width: 0, height: 0))
    }

    @Test func tailTruncationKeepsLimitAndAddsEllipsis() throws {
        var style = Self.body
        style.lineLimit = 2
        let text = "A paragraph long enough that it needs three or four lines at this narrow width."
        let layout = try engine.measure(text, style: style, maxWidth: 150)
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
        let last = try #require(layout.lines.last)
        #expect(last.text.hasSuffix("…"))
        #expect(!last.text.hasSuffix(" …"))
        #expect(last.width <= 150)
        #expect(!layout.lines[0].isTruncated)
    }

    @Test func textThatFitsIsNotTruncated() throws {
        var style = Self.body
        style.lineLimit = 1
        let layout = try engine.measure("Short", style: style, maxWidth: 300)
        #expect(layout.lineTexts == ["Short"])
        #expect(!layout.isTruncated)
    }

    @Test func headAndMiddleTruncation() throws {
        var style = Self.body
        style.lineLimit = 1
        let text = "Good afternoon, Jonathan"
        style.truncation = .head
        let head = try #require(try engine.measure(text, style: style, maxWidth: 100).lines.first)
        #expect(head.text.hasPrefix("…"))
        #expect(text.hasSuffix(head.text.dropFirst()))
        style.truncation = .middle
        let middle = try #require(try engine.measure(text, style: style, maxWidth: 100).lines.first)
        let parts = middle.text.split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(text.hasPrefix(parts[0]) && text.hasSuffix(parts[1]))
        #expect(middle.width <= 100)
    }

    /// Emoji with modifiers and ZWJ, flags and combining marks: at every width, every
    /// truncation mode shows whole characters only.
    @Test(arguments: TruncationMode.allCases)
    func truncationNeverSplitsAGraphemeCluster(_ mode: TruncationMode) throws {
        let text = "Ae\u{301}👩‍👩‍👧‍👦x🇫🇷 👍🏽 n\u{303}o\u{308}\u{304}☀️ end"
        var style = Self.body
        style.lineLimit = 1
        style.truncation = mode
        for width in stride(from: 10.0, through: 260, by: 3) {
            let line = try #require(try engine.measure(text, style: style, maxWidth: width).lines.first)
            guard line.isTruncated else { continue }
            let parts = line.text.split(separator: "…", omittingEmptySubsequences: false).map(String.init)
            #expect(parts.count == 2)
            // String prefix/suffix tests compare whole Characters: half a cluster fails them.
            #expect(text.hasPrefix(parts[0]), "width \(width): \(line.text)")
            #expect(text.hasSuffix(parts[1]), "width \(width): \(line.text)")
            #expect(line.width <= max(width, 20), "width \(width): \(line.text)")
        }
    }

    @Test func invalidValuesAreErrors() {
        #expect(throws: TextError.self) { try engine.measure("x", style: TextStyle(size: .nan)) }
        #expect(throws: TextError.self) { try engine.measure("x", style: TextStyle(size: -3)) }
        #expect(throws: TextError.self) { try engine.measure("x", style: TextStyle(size: 1e9)) }
        #expect(throws: TextError.self) { try engine.measure("x", style: TextStyle(weight: 1000)) }
        #expect(throws: TextError.self) { try engine.measure("x", style: TextStyle(lineHeight: .points(.infinity))) }
        #expect(throws: TextError.self) { try engine.measure("x", style: TextStyle(lineLimit: 0)) }
        #expect(throws: TextError.self) { try engine.measure("x", style: TextStyle(), maxWidth: -1) }
        #expect(throws: TextError.self) { try engine.measure("x", style: TextStyle(), maxWidth: .nan) }
    }
}
