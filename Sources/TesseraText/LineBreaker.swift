/// Greedy line filling over `TextUnit`s, as browsers wrap (`overflow-wrap: break-word`): a line
/// ends at the last UAX #14 opportunity that fits; trailing spaces hang past the edge; a word
/// longer than the whole line is cut at a grapheme boundary instead of overflowing.
///
/// With hyphenation (`Hyphens`), a word wider than a whole line is broken at its last
/// hyphenation point where the part and the hyphen still fit, instead of at a grapheme. A word
/// that fits a line of its own still moves down whole: unlike a browser's `hyphens: auto`,
/// hyphenation never fills a line, so UI text keeps whole words wherever they fit and only the
/// words that would otherwise be cut are hyphenated.
enum LineBreaker {
    /// Rounding slack so a line whose advances sum to exactly the width still fits.
    static let tolerance = 1e-6

    /// One line: its units, and whether it ends at a hyphenation point (a hyphen is drawn after).
    struct Line: Equatable {
        var units: Range<Int>
        var isHyphenated = false
    }

    /// The lines, at most `limit` of them; `hasMore` says text was left over. `hyphenWidth` is the
    /// advance of the hyphen a hyphenated line ends with.
    static func lines(
        _ units: [TextUnit], maxWidth: Double, limit: Int?, hyphenWidth: Double = 0
    ) -> (lines: [Line], hasMore: Bool) {
        var lines: [Line] = []
        var start = 0
        while start < units.count {
            if let limit, lines.count == limit { return (lines, true) }
            var width = 0.0
            var lastBreak = -1, lastHyphen = -1
            var line = Line(units: start..<units.count)
            var i = start
            while i < units.count {
                let unit = units[i]
                if unit.kind == .content, i > start, width + unit.advance > maxWidth + tolerance {
                    if lastHyphen > lastBreak, lastBreak < 0 || !fitsALine(units, from: lastBreak + 1, maxWidth: maxWidth) {
                        line = Line(units: start..<lastHyphen + 1, isHyphenated: true)
                    } else {
                        line.units = start..<(lastBreak >= 0 ? lastBreak + 1 : i)
                    }
                    break
                }
                width += unit.advance
                if unit.breakAfter == .mandatory { line.units = start..<i + 1; break }
                if unit.breakAfter == .allowed { lastBreak = i }
                if unit.breakAfter == .hyphenated, width + hyphenWidth <= maxWidth + tolerance { lastHyphen = i }
                i += 1
            }
            lines.append(line)
            start = line.units.upperBound
        }
        return (lines, false)
    }

    /// Whether the word starting at `start` (up to the next UAX #14 opportunity, trailing spaces
    /// hanging) fits a line of its own.
    private static func fitsALine(_ units: [TextUnit], from start: Int, maxWidth: Double) -> Bool {
        var width = 0.0, hanging = 0.0
        for unit in units[start...] {
            switch unit.kind {
            case .content: width += hanging + unit.advance; hanging = 0
            case .space: hanging += unit.advance
            case .newline: break
            }
            if width > maxWidth + tolerance { return false }
            if unit.breakAfter == .allowed || unit.breakAfter == .mandatory { break }
        }
        return true
    }
}
