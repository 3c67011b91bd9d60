/// `flex-wrap: balance` (CSS Flexbox 2, shipped in Chromium 150): items break into lines so that
/// the lines' free space is as even as it can be, as Chromium does it — the breaks that minimise
/// the sum over all lines (the last one too) of the squared free space, among those where every
/// line fits the break size or holds a single item wider than it (Knuth-Plass line breaking with
/// flex items as words). `flex-line-count: N` asks for at least N lines: the break size shrinks
/// (by bisection) until greedy breaking makes N lines, and where no size does (four equal items
/// make 2 lines or 4, never 3) items ending a line exactly are made one unit wider, from the
/// last, until they move down.
///
/// Sizes are compared in Chromium's units (1/64 px, integers), so equal free spaces tie exactly
/// as there; a tie goes to the break that starts the last line latest.
struct FlexLineBalancing {
    /// Prefix sums in 1/64 px: `sums[i]` is the outer sizes of items `0...i` plus a gap after each.
    private var sums: [UInt64]
    private let gap: UInt64
    private var breakSize: UInt64

    /// Chromium's largest length (`LayoutUnit::Max`), the break size of a column of indefinite
    /// height: its square still fits in 64 bits, so one line always scores below two.
    private static let unbounded = UInt64(Int32.max)

    /// `sizes` are the items' outer hypothetical main sizes in points; a negative one counts as 0.
    init(sizes: [Double], limit: Double, gap: Double) {
        func units(_ value: Double) -> UInt64 {
            UInt64(min(max(0, (value * 64).rounded()), Double(Self.unbounded)))
        }
        self.gap = units(gap)
        breakSize = limit.isFinite ? units(limit) : Self.unbounded
        var total: UInt64 = 0
        sums = sizes.map { size in
            total += units(size) + units(gap)
            return total
        }
    }

    /// The lines (item ranges, in order) for at least `minLineCount` lines where there are items enough.
    mutating func lines(minLineCount: Int) -> [FlexLine] {
        let count = sums.count
        guard count > 0 else { return [FlexLine(start: 0, end: 0)] }
        let minimum = min(minLineCount, count)
        if greedyLineCount() < minimum { applyMinLineCount(minimum) }
        let lastLineStarts = bestBreaks()
        var lines: [FlexLine] = []
        var end = count
        while end > 0 {
            let start = lastLineStarts[end - 1]
            lines.append(FlexLine(start: start, end: end))
            end = start
        }
        return lines.reversed()
    }

    /// The outer size of items `start...end` with the gaps between them.
    private func length(_ start: Int, _ end: Int) -> UInt64 {
        sums[end] - (start == 0 ? 0 : sums[start - 1]) - gap
    }

    /// How many lines greedy breaking makes at `breakSize` (an item wider than it alone on its line).
    private func greedyLineCount() -> Int {
        var lines = 1
        var lineStart = 0
        for index in sums.indices where index > lineStart && length(lineStart, index) > breakSize {
            lines += 1
            lineStart = index
        }
        return lines
    }

    /// Shrinks the break size to the smallest that greedy breaking still makes no more than
    /// `minimum` lines at; if that makes fewer, widens items that end a line exactly, from the
    /// last one, until there are `minimum` lines.
    private mutating func applyMinLineCount(_ minimum: Int) {
        var low: UInt64 = 0
        var high = min(breakSize, sums[sums.count - 1] - gap)
        while low < high {
            breakSize = low + (high - low) / 2
            if greedyLineCount() > minimum { low = breakSize + 1 } else { high = breakSize }
        }
        breakSize = high
        guard greedyLineCount() < minimum else { return }
        var exactEnds: [Int] = []
        var previous: UInt64 = 0
        var lineHasContent = false
        for index in sums.indices {
            let lineSize = sums[index] - previous - gap
            if lineSize == breakSize { exactEnds.append(index) }
            if lineSize > breakSize {
                previous = lineHasContent ? sums[index - 1] : sums[index]
                lineHasContent = false
            } else {
                lineHasContent = true
            }
        }
        for end in exactEnds.reversed() {
            for index in end..<sums.count { sums[index] += 1 }
            if greedyLineCount() >= minimum { return }
        }
    }

    /// For each item, where the line ending with it starts in the best breaking of the items up
    /// to it (dynamic programming over line ends; each line's start runs from the earliest that
    /// still fits, and stops once a line alone scores worse than the best total found).
    private func bestBreaks() -> [Int] {
        let count = sums.count
        var bestScore = [UInt64](repeating: .max, count: count)
        var lineStart = [Int](repeating: 0, count: count)
        var earliest = 0
        for end in 0..<count {
            while earliest < end && length(earliest, end) > breakSize { earliest += 1 }
            var best = UInt64.max
            for start in earliest...end {
                let size = length(start, end)
                let free = size > breakSize ? 0 : breakSize - size
                let lineScore = free.multipliedReportingOverflow(by: free)
                let score = lineScore.overflow ? .max : lineScore.partialValue
                if score > best { break }
                let before = start == 0 ? 0 : bestScore[start - 1]
                let sum = score.addingReportingOverflow(before)
                let total = sum.overflow ? UInt64.max : sum.partialValue
                if total <= best {
                    best = total
                    lineStart[end] = start
                }
            }
            bestScore[end] = best
            // An item wider than the break size is a line of its own: none starts before the next.
            if earliest == end && length(earliest, end) > breakSize { earliest += 1 }
        }
        return lineStart
    }
}
