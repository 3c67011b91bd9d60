/// Chromium sizes grid tracks in *sets*, not one by one: the tracks that one `repeat()` (or the
/// implicit grid on one side of the explicit grid) made, between two lines where an item starts
/// or ends, are one set per track size of the pattern, sized as a whole and split equally. The
/// spec's tracks and Chromium's sets agree everywhere but in one step, §11.5.1 "Distributing
/// Extra Space Across Spanned Tracks" (used by §11.5 for spanning items, by §11.6 "Maximize
/// Tracks" and, in Chromium, by §11.8 "Stretch auto Tracks"): Chromium gives the space in the order of each set's *whole* room to its limits,
/// where the spec's equal shares freeze the track with the least room first. So a set of two
/// tracks with 21 px of room each (42 in all) is served after a single track with 40, takes its
/// share and is capped at 42, and the space the single track did not take then stays unused
/// (`minmax(auto, 40px)` beside two implicit `auto` columns that one text spans). TesseraLayout
/// follows Chromium (a quirk against the spec); the order is `GridTrackSizing.fillBySets`.
enum GridTrackSets {
    /// For every track of one axis of the implicit grid (`count` tracks, `leading` of them before
    /// the explicit grid's `explicitCount`), how many tracks its set holds; nil when every set is
    /// one track (the common case: the sizing then orders the tracks as the spec does). `list` is
    /// the axis's template, which expanded to `listed` tracks; `autoPattern` is the number of
    /// implicit track sizes; `areas` are the in-flow items' areas, read along the columns or the
    /// rows. A run of tracks one source made (a `repeat()`, the implicit tracks on one side) with
    /// no more tracks than its pattern makes no set of two.
    static func counts(count: Int, leading: Int, explicitCount: Int, autoPattern: Int, list: [GridTrack], listed: Int,
                       areas: [GridArea], columns: Bool) -> [Int]? {
        let explicit = leading..<leading + explicitCount
        let trailing = explicit.upperBound..<count
        let repeats = list.contains { track in
            switch track {
            case .single: false
            case .repeated(let times, _): times > 1
            case .autoRepeat: true
            }
        }
        guard leading > autoPattern || trailing.count > autoPattern || repeats else { return nil }
        // Items' lines split the runs into Chromium's ranges.
        var lines = ItemLines(count: count + 1)
        for area in areas {
            let span = columns ? area.columns : area.rows
            lines.mark(span.lowerBound)
            lines.mark(span.upperBound)
        }
        var counts: [Int]?
        func group(_ tracks: Range<Int>, pattern: Int) {
            guard tracks.count > pattern else { return }
            var start = tracks.lowerBound
            for line in tracks.lowerBound + 1...tracks.upperBound where line == tracks.upperBound || lines[line] {
                // The range start..<line: a set per pattern position, of every pattern-th track.
                if line - start > pattern {
                    if counts == nil { counts = [Int](repeating: 1, count: count) }
                    for track in start..<line {
                        let position = (track - start) % pattern
                        counts![track] = (line - start - position + pattern - 1) / pattern
                    }
                }
                start = line
            }
        }
        if repeats {
            // The tracks of each entry (an auto repetition's count is what the fixed entries leave).
            var fixed = 0
            for track in list {
                switch track {
                case .single: fixed += 1
                case .repeated(let times, let pattern): fixed += times * pattern.count
                case .autoRepeat: break
                }
            }
            var start = leading
            for track in list {
                let (tracks, pattern): (Int, Int)
                switch track {
                case .single: (tracks, pattern) = (1, 1)
                case .repeated(let times, let sizes): (tracks, pattern) = (times * sizes.count, sizes.count)
                case .autoRepeat(_, let sizes): (tracks, pattern) = (listed - fixed, sizes.count)
                }
                group((start..<start + tracks).clamped(to: explicit), pattern: pattern)
                start += tracks
            }
        }
        group(0..<leading, pattern: autoPattern)
        group(trailing, pattern: autoPattern)
        return counts
    }

    /// The lines where items start or end: bits for the first 64 lines (no allocation), an
    /// array past them.
    private struct ItemLines {
        private var bits: UInt64 = 0
        private var more: [Bool]

        init(count: Int) { more = count > 64 ? [Bool](repeating: false, count: count) : [] }

        mutating func mark(_ line: Int) {
            if more.isEmpty { bits |= 1 << UInt64(line) } else { more[line] = true }
        }

        subscript(line: Int) -> Bool { more.isEmpty ? bits & (1 << UInt64(line)) != 0 : more[line] }
    }

    /// The counts of the tracks left once `auto-fit` collapsed some (`newIndex`, each old line's
    /// new number): a collapsed track is a range of its own, so no kept track's set changes.
    static func collapsed(_ counts: [Int], newIndex: [Int]?) -> [Int]? {
        guard let newIndex else { return counts }
        let kept = counts.indices.filter { newIndex[$0 + 1] != newIndex[$0] }.map { counts[$0] }
        return kept.contains { $0 > 1 } ? kept : nil
    }
}
