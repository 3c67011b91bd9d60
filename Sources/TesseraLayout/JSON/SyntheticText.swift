/// Monospace "text" for conformance fixtures and benchmarks: every character is `charWidth`
/// wide, lines are `lineHeight` tall, and lines break only at spaces and zero-width spaces
/// (U+200B, HTML's `&ZeroWidthSpace;`), as a browser wraps inline content: runs of spaces
/// collapse into one space `charWidth` wide, a zero-width space takes no room, and the break
/// where a line ends takes no room either. So `"aa\u{200B}bb"` is 40 wide on one line
/// (`charWidth` 10) but may wrap into two lines 20 wide: the shape third-party Chrome fixtures
/// give their Ahem text to set min-content and max-content sizes apart.
///
/// It answers a width proposal the way CSS sizes a block of text: `atMost(w)` gives the
/// fit-content width `min(max-content, max(min-content, w))`, then wraps at that width. The
/// first baseline is at the bottom of the first line (the box model of the browser fixtures,
/// where each word is an inline-block).
public struct SyntheticText: Equatable, Sendable {
    /// Character count of each unbreakable run (a word, or a part of one between zero-width spaces).
    public var words: [Int]
    /// For each run after the first: the break before it holds a space (one `charWidth` wide
    /// unless the line ends there); false where only zero-width spaces separate it.
    public var spacedBefore: [Bool]
    public var charWidth: Double
    public var lineHeight: Double

    /// U+200B ZERO WIDTH SPACE: a break opportunity with no width.
    static let zeroWidthSpace: Character = "\u{200B}"

    public init(_ text: String, charWidth: Double, lineHeight: Double) {
        var words: [Int] = []
        var spacedBefore: [Bool] = []
        var run = 0
        var spaced = false
        func endRun() {
            guard run > 0 else { return }
            if !words.isEmpty { spacedBefore.append(spaced) }
            words.append(run)
            run = 0
            spaced = false
        }
        for character in text {
            if character == " " {
                endRun()
                spaced = true
            } else if character == Self.zeroWidthSpace {
                endRun()
            } else {
                run += 1
            }
        }
        endRun()
        self.words = words
        self.spacedBefore = spacedBefore
        self.charWidth = charWidth
        self.lineHeight = lineHeight
    }

    public var maxContentWidth: Double {
        guard !words.isEmpty else { return 0 }
        let spaces = spacedBefore.reduce(0) { $0 + ($1 ? 1 : 0) }
        return Double(words.reduce(0, +) + spaces) * charWidth
    }

    public var minContentWidth: Double { Double(words.max() ?? 0) * charWidth }

    /// Number of lines when wrapped to `width`.
    public func lineCount(width: Double) -> Int {
        var lines = 0
        var lineWidth = 0.0
        for (index, word) in words.enumerated() {
            let wordWidth = Double(word) * charWidth
            let breakWidth = index > 0 && spacedBefore[index - 1] ? charWidth : 0
            if lines == 0 {
                lines = 1
                lineWidth = wordWidth
            } else if lineWidth + breakWidth + wordWidth <= width + 1e-9 {
                lineWidth += breakWidth + wordWidth
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
