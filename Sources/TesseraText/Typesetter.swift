import TesseraGeometry

/// Turns shaped text into a `TextLayout` for a width: wraps (hyphenating where the shaped
/// text allows), applies the line limit with an ellipsis (tail, head or middle, always between
/// whole grapheme clusters), and places baselines with CSS half-leading.
struct Typesetter {
    let shaped: ShapedText
    /// The shaped "…" in the same style.
    let ellipsis: ShapedText
    /// The shaped hyphen a hyphenated line ends with; nil when the style does not hyphenate.
    var hyphen: ShapedText?
    let style: TextStyle
    let maxWidth: Double

    func layout() -> TextLayout {
        let lineHeight = resolvedLineHeight()
        let firstBaseline = (lineHeight - (shaped.ascender + shaped.descender)) / 2 + shaped.ascender
        let hyphenWidth = hyphen?.units.reduce(0) { $0 + $1.advance } ?? 0
        let (broken, hasMore) = LineBreaker.lines(
            shaped.units, maxWidth: maxWidth, limit: style.lineLimit, hyphenWidth: hyphenWidth)
        var lines: [TextLine] = []
        lines.reserveCapacity(broken.count)
        for (i, line) in broken.enumerated() {
            let baseline = firstBaseline + Double(i) * lineHeight
            if hasMore && i == broken.count - 1 {
                lines.append(makeLine(truncatedPieces(from: line.units.lowerBound), baseline: baseline, truncated: true))
            } else {
                var pieces = [LinePiece(source: shaped, units: line.units)]
                if line.isHyphenated, let hyphen {
                    pieces.append(LinePiece(source: hyphen, units: 0..<hyphen.units.count, isInserted: true))
                }
                lines.append(makeLine(pieces, baseline: baseline, truncated: false))
            }
        }
        let width = lines.reduce(0) { max($0, $1.width) }
        return TextLayout(
            lines: lines, size: Size(width: width, height: Double(lines.count) * lineHeight),
            firstBaseline: lines.first?.baseline ?? 0, lastBaseline: lines.last?.baseline ?? 0,
            lineHeight: lineHeight, alignment: style.alignment, missingCharacters: shaped.missingCharacters,
            faces: shaped.faces)
    }

    private func resolvedLineHeight() -> Double {
        switch style.lineHeight {
        case .normal: return shaped.ascender + shaped.descender + shaped.lineGap
        case let .points(value): return value
        case let .multiple(factor): return factor * style.size
        }
    }

    // MARK: - Truncation

    /// The last visible line when text is left over: as much of the remaining text as fits
    /// beside the ellipsis, cut where the truncation mode says.
    private func truncatedPieces(from start: Int) -> [LinePiece] {
        let units = shaped.units
        let mark = LinePiece(source: ellipsis, units: 0..<ellipsis.units.count, isInserted: true)
        let available = maxWidth - ellipsis.units.reduce(0) { $0 + $1.advance } + LineBreaker.tolerance
        // The remaining text, without trailing spaces; head and middle stop at a hard break.
        var end = units.count
        while end > start, units[end - 1].kind != .content { end -= 1 }
        switch style.truncation {
        case .tail:
            let cut = prefixEnd(from: start, limit: end, width: available)
            return [LinePiece(source: shaped, units: start..<trimmedEnd(start, cut)), mark]
        case .head:
            let cut = suffixStart(from: end, limit: start, width: available)
            return [mark, LinePiece(source: shaped, units: trimmedStart(cut, end)..<end)]
        case .middle:
            var front = start, back = end
            var frontWidth = 0.0, backWidth = 0.0
            while front < back {
                let takeFront = frontWidth <= backWidth
                let unit = takeFront ? units[front] : units[back - 1]
                guard unit.kind != .newline, frontWidth + backWidth + unit.advance <= available else { break }
                if takeFront { frontWidth += unit.advance; front += 1 } else { backWidth += unit.advance; back -= 1 }
            }
            return [LinePiece(source: shaped, units: start..<trimmedEnd(start, front)), mark,
                    LinePiece(source: shaped, units: trimmedStart(back, end)..<end)]
        }
    }

    private func prefixEnd(from start: Int, limit: Int, width: Double) -> Int {
        var total = 0.0, i = start
        while i < limit, shaped.units[i].kind != .newline, total + shaped.units[i].advance <= width {
            total += shaped.units[i].advance
            i += 1
        }
        return i
    }

    private func suffixStart(from end: Int, limit: Int, width: Double) -> Int {
        var total = 0.0, i = end
        while i > limit, shaped.units[i - 1].kind != .newline, total + shaped.units[i - 1].advance <= width {
            total += shaped.units[i - 1].advance
            i -= 1
        }
        return i
    }

    /// No space right before or after the ellipsis: "Good…", not "Good …".
    private func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, shaped.units[e - 1].kind != .content { e -= 1 }
        return e
    }

    private func trimmedStart(_ start: Int, _ end: Int) -> Int {
        var s = start
        while s < end, shaped.units[s].kind != .content { s += 1 }
        return s
    }

    // MARK: - Lines

    private func makeLine(_ pieces: [LinePiece], baseline: Double, truncated: Bool) -> TextLine {
        var x = 0.0, width = 0.0
        var firstGrapheme: Int?, lastGrapheme = 0
        var paragraphLevel: UInt8?
        for piece in pieces {
            for u in piece.units {
                let unit = piece.source.units[u]
                guard unit.kind != .newline else { continue }
                x += unit.advance
                if unit.kind == .content { width = x }
                if !piece.isInserted {
                    firstGrapheme = firstGrapheme ?? Int(unit.graphemeStart)
                    paragraphLevel = paragraphLevel ?? unit.paragraphLevel
                    lastGrapheme = Int(unit.graphemeStart + unit.graphemeCount)
                }
            }
        }
        let start = firstGrapheme ?? 0
        return TextLine(pieces: pieces, range: start..<max(start, lastGrapheme), width: width,
                        baseline: baseline, isTruncated: truncated, paragraphLevel: paragraphLevel ?? 0)
    }
}
