extension GridTrackSizing {
    /// §11.5 step 4 "Increase sizes to accommodate spanning items crossing flexible tracks": the
    /// spanning items that step 3 left out (they cross a flexible track), all together rather than
    /// by span, grow the base sizes of the flexible tracks they span whose minimum is intrinsic
    /// (`1fr` is `minmax(auto, 1fr)`), in the ratio of their flex factors (equally if those sum to
    /// zero). Without it an item spanning `1fr 1fr` in a grid too small for it was squeezed to the
    /// grid's size where Chromium keeps its minimum contribution. (Chromium's distribution differs
    /// from the spec's, see `increaseFlexibleBases`; Taffy's fixtures pin it.)
    mutating func accommodateItemsCrossingFlexibleTracks(_ items: [GridContribution]) {
        let crossing = items.filter { $0.tracks.count > 1 && $0.tracks.contains { tracks[$0].flexFactor != nil } }
        guard !crossing.isEmpty else { return }
        // The three base-size steps of step 3 (§11.5 3.1–3.3); growth limits of flexible tracks stay.
        for item in crossing { increaseFlexibleBases(item, of: { $0.isIntrinsic }, to: item.minimum) }
        for item in crossing {
            increaseFlexibleBases(item, of: { $0 == .minContent || $0 == .maxContent }, to: item.minContent)
        }
        for item in crossing { increaseFlexibleBases(item, of: { $0 == .maxContent }, to: item.maxContent) }
    }

    private mutating func increaseFlexibleBases(_ item: GridContribution, of affects: (GridBreadth) -> Bool,
                                                to contribution: Double) {
        let affected = item.tracks.filter { tracks[$0].flexFactor != nil && affects(tracks[$0].sizing.min) }
        guard !affected.isEmpty else { return }
        // As Chromium does: the contribution beyond the other spanned tracks is shared out among the
        // affected tracks whatever their bases, and each keeps the larger of its base and its share
        // (so items grow a track to the largest share any of them asks, in any order).
        let spanGaps = gap * Double(item.tracks.count - 1)
        let others = item.tracks.reduce(0) { affected.contains($1) ? $0 : $0 + tracks[$1].base }
        let space = contribution - spanGaps - others
        guard space > 0 else { return }
        let factors = affected.reduce(0) { $0 + (tracks[$1].flexFactor ?? 0) }
        for index in affected {
            let share = factors > 0 ? (tracks[index].flexFactor ?? 0) / factors : 1 / Double(affected.count)
            tracks[index].base = max(tracks[index].base, space * share)
            if tracks[index].limit < tracks[index].base { tracks[index].limit = tracks[index].base }
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
