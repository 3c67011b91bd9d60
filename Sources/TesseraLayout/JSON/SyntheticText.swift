/// Monospace "text" for conformance fixtures and benchmarks: every character is `charWidth`
/// wide, lines are `lineHeight` tall, and lines break only at spaces (runs of spaces collapse,
/// a space at the end of a line takes no room), as a browser wraps inline content.
///
/// It answers a width proposal the way CSS sizes a block of text: `atMost(w)` gives the
/// fit-content width `min(max-content, max(min-content, w))`, then wraps at that width. The
/// first baseline is at the bottom of the first line (the box model of the browser fixtures,
/// where each word is an inline-block).
public struct SyntheticText: Equatable, Sendable {
    /// Character count of each word.
    public var words: [Int]
    public var charWidth: Double
    public var lineHeight: Double

    public init(_ text: String, charWidth: Double, lineHeight: Double) {
        let parts: [Substring] = text.split(separator: " ")
        words = parts.map { $0.count }
        self.charWidth = charWidth
        self.lineHeight = lineHeight
    }

    public var maxContentWidth: Double {
        guard !words.isEmpty else { return 0 }
        return Double(words.reduce(0, +) + words.count - 1) * charWidth
    }

    public var minContentWidth: Double { Double(words.max() ?? 0) * charWidth }

    /// Number of lines when wrapped to `width`.
    public func lineCount(width: Double) -> Int {
        var lines = 0
        var lineWidth = 0.0
        for word in words {
            let wordWidth = Double(word) * charWidth
            if lines == 0 {
                lines = 1
                lineWidth = wordWidth
            } else if lineWidth + charWidth + wordWidth <= width + 1e-9 {
                lineWidth += charWidth + wordWidth
            } else {
                lines += 1
                lineWidth = wordWidth
            }
        }
        return lines
    }

    public func measure(width: SizeProposal, height _: SizeProposal) -> Measurement {
        let usedWidth: Double
        switch width {
        case .exactly(let value): usedWidth = value
        case .atMost(let value): usedWidth = min(maxContentWidth, max(minContentWidth, value))
        case .unconstrained: usedWidth = maxContentWidth
        }
        let lines = lineCount(width: usedWidth)
        return Measurement(width: usedWidth, height: Double(lines) * lineHeight,
                           baseline: lines > 0 ? lineHeight : nil)
    }
}
