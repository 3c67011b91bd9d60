/// One axis of a mask (its rows or its columns) with long runs of identical lines collapsed, so a
/// box blur can run on a small mask and be expanded back exactly.
///
/// Why it is exact: along one axis, a blurred line depends only on the lines inside its window
/// (`left` before, `right` after). In a run of identical lines at least `left + right + 1` long,
/// every line whose window lies inside the run blurs to the same line, and the lines near the
/// run's ends see only the run's near part plus what lies beyond it. Keeping exactly
/// `left + right + 1` copies of the run preserves every distinct window, so blurring the
/// collapsed mask and mapping each full line to its collapsed twin gives the same bytes as
/// blurring the full mask. A rounded rectangle's mask is one such run in each direction (the
/// straight stretches of its sides), so a card shadow blurs a mask about the size of its four
/// corners instead of the whole card.
struct CollapsedAxis {
    /// The full-axis index of each collapsed line, in order.
    let kept: [Int]
    /// For each full-axis index, the collapsed line whose blurred result it takes.
    let source: [Int]

    /// `same[i]` says line i equals line i - 1 (`same[0]` is ignored); `left` and `right` are the
    /// whole blur's reach along this axis.
    init(same: [Bool], left: Int, right: Int) {
        let n = same.count, keep = left + right + 1
        var kept = [Int](), source = [Int](repeating: 0, count: n)
        kept.reserveCapacity(n)
        var a = 0
        while a < n {
            var b = a
            while b + 1 < n && same[b + 1] { b += 1 }
            let base = kept.count
            if b - a + 1 <= keep {
                for x in a...b { source[x] = kept.count; kept.append(x) }
            } else {
                for k in 0..<keep { kept.append(a + k) }
                for x in a...b {
                    if x - a < left {
                        source[x] = base + (x - a)
                    } else if b - x < right {
                        source[x] = base + keep - 1 - (b - x)
                    } else {
                        source[x] = base + left
                    }
                }
            }
            a = b + 1
        }
        self.kept = kept
        self.source = source
    }

    var count: Int { kept.count }
}
