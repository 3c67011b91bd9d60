/// CSS Grid Level 2 §9: "the subgrid's own grid items participate in the sizing of its parent
/// grid in the subgridded dimensions". Where the parent measures a subgrid item, it measures the
/// subgrid's items instead, as the subgrid's own visit would (placed in its grid, nested subgrids
/// opened in turn), and lifts their contributions into its tracks: shifted to the subgrid's
/// area, with the subgrid's margin, border and padding added at its edges and half the
/// difference of the gaps between (the extra margin accumulates through nested subgrids).
extension LayoutTree {
    /// The contributions of `subgrid`'s items to the parent's columns `area`.
    mutating func subgridColumnContributions(_ subgrid: Int, area: Range<Int>,
                                             _ parent: GridContext) -> [GridContribution] {
        var context = GridContext(node: subgrid, style: styles[subgrid], direction: directions[subgrid], input: LayoutInput(
            knownWidth: nil, knownHeight: nil, parentWidth: nil, parentHeight: nil,
            availableWidth: .maxContent, availableHeight: .maxContent), performLayout: false)
        adoptSubgridFrame(&context)
        guard context.subgridColumns != nil else { return [] }
        let grid = placeGridOnce(context)
        let own = measureColumnContributions(grid, context)
        let box = ResolvedBox(styles[subgrid], parentWidth: nil, parentHeight: nil)
        let edges = subgridEdges(box, axis: .columns, rtl: parent.rtl)
        return own.map {
            $0.lifted(into: area, reversed: context.rtl != parent.rtl, edges: edges,
                      gapDifference: context.columnGap - parent.columnGap)
        }.withEdgePlaceholders(in: area, edges: edges)
    }

    /// The contributions of `subgrid`'s items to the parent's rows `area.rows`, at the widths
    /// the parent's `columns` give: the subgrid's columns first (its own, or the parent's
    /// handed to it), then its items' heights in them.
    mutating func subgridRowContributions(_ subgrid: Int, area: GridArea, columns: GridTrackSizing,
                                          _ parent: GridContext) -> [GridContribution] {
        let areaWidth = columns.area(area.columns).size
        let box = ResolvedBox(styles[subgrid], parentWidth: areaWidth, parentHeight: nil)
        let width = gridItemWidth(subgrid, areaWidth: areaWidth, box: box, parent)
        var context = GridContext(node: subgrid, style: styles[subgrid], direction: directions[subgrid], input: LayoutInput(
            knownWidth: width, knownHeight: nil, parentWidth: areaWidth, parentHeight: nil,
            availableWidth: .definite(areaWidth), availableHeight: .maxContent), performLayout: false)
        adoptSubgridFrame(&context)
        guard context.subgridRows != nil else { return [] }
        let grid = placeGridOnce(context)
        let ownColumns = gridColumns(grid, &context)
        let own = measureRowContributions(grid, ownColumns, context)
        let edges = subgridEdges(box, axis: .rows, rtl: false)
        return own.map {
            $0.lifted(into: area.rows, reversed: false, edges: edges, gapDifference: context.rowGap - parent.rowGap)
        }.withEdgePlaceholders(in: area.rows, edges: edges)
    }
}

extension [GridContribution] {
    /// §9 "subgrid edge placeholders": the subgrid's margin, border and padding at each edge
    /// count even where no item is there to carry them (an empty edge track, an empty subgrid,
    /// an item at the edge that spans a flexible track and so sizes no track). The
    /// specification carries them on hypothetical copies of the items nearest the edge;
    /// Chromium, whose results these are meant to match, on an empty item in each edge track
    /// (grown by no gap difference), which is what this adds to these lifted contributions.
    /// Chromium leaves it out of the flex fraction: a `minmax(0, 1fr)` edge row of an
    /// auto-height grid stays 0, a `1fr` column of a content-sized grid grows to it.
    func withEdgePlaceholders(in area: Range<Int>, edges: (start: Double, end: Double)) -> [GridContribution] {
        var result = self
        func place(_ track: Int, _ size: Double) {
            result.append(GridContribution(tracks: track..<track + 1, minimum: size, minContent: size, maxContent: size,
                                           isPlaceholder: true))
        }
        if area.count == 1 {
            place(area.lowerBound, edges.start + edges.end)
        } else {
            place(area.lowerBound, edges.start)
            place(area.upperBound - 1, edges.end)
        }
        return result
    }
}

extension GridContribution {
    /// This contribution of a subgrid's item, in the tracks of the subgrid's area in its parent
    /// (`area`, the subgrid's tracks in the other order when `reversed`), its outer sizes grown
    /// by the subgrid's `edges` where it touches them and by half `gapDifference` on the sides
    /// where a gutter is.
    func lifted(into area: Range<Int>, reversed: Bool, edges: (start: Double, end: Double),
                gapDifference: Double) -> GridContribution {
        let count = area.count
        let local = reversed ? count - tracks.upperBound..<count - tracks.lowerBound : tracks
        let extra = (local.lowerBound == 0 ? edges.start : gapDifference / 2)
            + (local.upperBound == count ? edges.end : gapDifference / 2)
        return GridContribution(tracks: local.shifted(area.lowerBound), minimum: minimum + extra,
                                minContent: minContent + extra, maxContent: maxContent + extra)
    }
}
