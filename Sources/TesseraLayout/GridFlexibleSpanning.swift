extension GridTrackSizing {
    /// §11.5 step 4 "Increase sizes to accommodate spanning items crossing flexible tracks", as
    /// Chromium does it: every item that spans a flexible track — one of span 1 too, which
    /// Chromium leaves out of step 2 — all together rather than by span, grows the base sizes of
    /// the flexible tracks it spans whose minimum is intrinsic (`1fr` is `minmax(auto, 1fr)`), in
    /// the ratio of their flex factors (equally if those sum to zero), minimums as `limitedMinimum`
    /// says. Each of the three base-size steps (§11.5 3.1–3.3) plans every item against the same
    /// base sizes and grows each track by the largest increase planned for it. Without it an item
    /// spanning `1fr 1fr` in a grid too small for it was squeezed to the grid's size where
    /// Chromium keeps its minimum contribution. (Called only where a spanning item crosses a
    /// flexible track: items of span 1 alone are sized by step 2, which comes to the same.)
    mutating func accommodateItemsCrossingFlexibleTracks(_ items: [GridContribution]) {
        let crossing = items.filter(growsFlexibleTracks)
        var planned = [Double](repeating: 0, count: tracks.count)
        increaseFlexibleBases(crossing, of: { $0.isIntrinsic }, to: limitedMinimum, &planned)
        increaseFlexibleBases(crossing, of: { $0 == .minContent || $0 == .maxContent }, to: \.minContent, &planned)
        increaseFlexibleBases(crossing, of: { $0 == .maxContent }, to: \.maxContent, &planned)
    }

    /// Whether step 4 reads the item: it spans a flexible track, and more than one track or one
    /// whose minimum is intrinsic (the only kind step 4 grows).
    private func growsFlexibleTracks(_ item: GridContribution) -> Bool {
        if item.tracks.count == 1 {
            let track = tracks[item.tracks.lowerBound]
            return track.flexFactor != nil && track.sizing.min.isIntrinsic
        }
        return item.tracks.contains { tracks[$0].flexFactor != nil }
    }

    /// One base-size step for the group; `planned` is all zeros on entry and on return.
    private mutating func increaseFlexibleBases(_ group: [GridContribution], of affects: (GridBreadth) -> Bool,
                                                to contribution: (GridContribution) -> Double, _ planned: inout [Double]) {
        func isAffected(_ index: Int) -> Bool { tracks[index].flexFactor != nil && affects(tracks[index].sizing.min) }
        for item in group {
            var factors = 0.0
            var count = 0
            for index in item.tracks where isAffected(index) {
                factors += tracks[index].flexFactor ?? 0
                count += 1
            }
            guard count > 0 else { continue }
            let spanGaps = gap * Double(item.tracks.count - 1)
            let extra = contribution(item) - spanGaps - item.tracks.reduce(0) { $0 + tracks[$1].base }
            guard extra > 0 else { continue }
            for index in item.tracks where isAffected(index) {
                let share = factors > 0 ? (tracks[index].flexFactor ?? 0) / factors : 1 / Double(count)
                planned[index] = max(planned[index], extra * share)
            }
        }
        for index in planned.indices where planned[index] > 0 {
            tracks[index].base += planned[index]
            if tracks[index].limit < tracks[index].base { tracks[index].limit = tracks[index].base }
            planned[index] = 0
        }
    }
}

/// §6.6: an item spanning more than one track, one of them flexible, has no automatic minimum
/// size, so unless its size or `min-*` is set its minimum contribution is its padding, border and
/// margins (else step 4 above would grow `1fr` tracks to every spanning text's longest word).
func minimumCrossingFlexibleTracks(_ minimum: Double, _ span: Range<Int>, _ sizes: [GridTrackSize], _ size: Dimension,
                                   _ minSize: Dimension, paddingBorder: Double) -> Double {
    guard span.count > 1, minSize.isAuto, size.resolve(nil) == nil,
          span.contains(where: { if case .fr = sizes[$0].max { return true } else { return false } }) else { return minimum }
    return paddingBorder
}
