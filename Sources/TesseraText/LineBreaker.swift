/// Greedy line filling over `TextUnit`s, as browsers wrap (`overflow-wrap: break-word`): a line
/// ends at the last UAX #14 opportunity that fits; trailing spaces hang past the edge; a word
/// longer than the whole line is cut at a grapheme boundary instead of overflowing.
enum LineBreaker {
    /// Rounding slack so a line whose advances sum to exactly the width still fits.
    static let tolerance = 1e-6

    /// Unit ranges of the lines, at most `limit` of them; `hasMore` says text was left over.
    static func lines(_ units: [TextUnit], maxWidth: Double, limit: Int?) -> (lines: [Range<Int>], hasMore: Bool) {
        var lines: [Range<Int>] = []
        var start = 0
        while start < units.count {
            if let limit, lines.count == limit { return (lines, true) }
            var width = 0.0
            var lastBreak: Int?
            var end = units.count
            var i = start
            while i < units.count {
                let unit = units[i]
                if unit.kind == .content, i > start, width + unit.advance > maxWidth + tolerance {
                    end = lastBreak.map { $0 + 1 } ?? i
                    break
                }
                width += unit.advance
                if unit.breakAfter == .mandatory { end = i + 1; break }
                if unit.breakAfter == .allowed { lastBreak = i }
                i += 1
            }
            lines.append(start..<end)
            start = end
        }
        return (lines, false)
    }
}
