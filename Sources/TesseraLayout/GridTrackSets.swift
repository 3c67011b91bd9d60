/// Chromium sizes grid tracks in *sets*, not one by one: the tracks that one `repeat()` (or the
/// implicit grid on one side of the explicit grid) made, between two lines where an item starts
/// or ends, are one set per track size of the pattern, sized as a whole and split equally. The
/// spec's tracks and Chromium's sets agree everywhere but in one step, §11.5.1 "Distributing
/// Extra Space Across Spanned Tracks" (used by §11.5 for spanning items and by §11.6 "Maximize
/// Tracks"): Chromium gives the space in the order of each set's *whole* room to its limits,
/// where the spec's equal shares freeze the track with the least room first. So a set of two
/// tracks with 21 px of room each (42 in all) is served after a single track with 40, takes its
/// share and is capped at 42, and the space the single track did not take then stays unused
/// (`minmax(auto, 40px)` beside two implicit `auto` columns that one text spans). TesseraLayout
/// follows Chromium (a quirk against the spec); the order is `GridTrackSizing.fillBySets`.
///
/// One run of tracks that one source made with a pattern of `pattern` track sizes: a
/// `repeat(n, …)` or `repeat(auto-…, …)` of the explicit grid, or the implicit tracks before or
/// after it (which cycle through `grid-auto-columns`/`-rows`). A run of no more tracks than its
/// pattern makes no set of two tracks, so only longer ones are kept.
struct GridRepeatRun: Equatable {
    var tracks: Range<Int>
    var pattern: Int
}

enum GridTrackSets {
    /// For every track of one axis of the implicit grid (`count` tracks, `leading` of them before
    /// the explicit grid's `explicitCount`), how many tracks its set holds; nil when every set is
    /// one track (the common case: the sizing then orders the tracks as the spec does).
    /// `explicitRuns` are in the explicit grid's numbering; `autoPattern` is the number of
    /// implicit track sizes; `areas` are the in-flow items' areas.
    static func counts(count: Int, leading: Int, explicitCount: Int, autoPattern: Int,
                       explicitRuns: [GridRepeatRun], areas: [GridArea],
                       _ axis: KeyPath<GridArea, Range<Int>>) -> [Int]? {
        var runs = explicitRuns.compactMap { run -> GridRepeatRun? in
            let tracks = run.tracks.shifted(leading).clamped(to: leading..<leading + explicitCount)
            return tracks.count > run.pattern ? GridRepeatRun(tracks: tracks, pattern: run.pattern) : nil
        }
        if leading > autoPattern { runs.append(GridRepeatRun(tracks: 0..<leading, pattern: autoPattern)) }
        let trailing = leading + explicitCount..<count
        if trailing.count > autoPattern { runs.append(GridRepeatRun(tracks: trailing, pattern: autoPattern)) }
        guard !runs.isEmpty else { return nil }
        // Items' lines split the runs into Chromium's ranges.
        var itemLine = [Bool](repeating: false, count: count + 1)
        for area in areas {
            itemLine[area[keyPath: axis].lowerBound] = true
            itemLine[area[keyPath: axis].upperBound] = true
        }
        var counts = [Int](repeating: 1, count: count)
        var grouped = false
        for run in runs {
            var start = run.tracks.lowerBound
            for line in run.tracks.lowerBound + 1...run.tracks.upperBound
            where line == run.tracks.upperBound || itemLine[line] {
                // The range start..<line: a set per pattern position, of every pattern-th track.
                let range = start..<line
                if range.count > run.pattern {
                    for track in range {
                        let position = (track - range.lowerBound) % run.pattern
                        counts[track] = (range.count - position + run.pattern - 1) / run.pattern
                    }
                    grouped = true
                }
                start = line
            }
        }
        return grouped ? counts : nil
    }

    /// The counts of the tracks left once `auto-fit` collapsed some (`newIndex`, each old line's
    /// new number): a collapsed track is a range of its own, so no kept track's set changes.
    static func collapsed(_ counts: [Int]?, newIndex: [Int]?) -> [Int]? {
        guard let counts, let newIndex else { return counts }
        let kept = counts.indices.filter { newIndex[$0 + 1] != newIndex[$0] }.map { counts[$0] }
        return kept.contains { $0 > 1 } ? kept : nil
    }
}
