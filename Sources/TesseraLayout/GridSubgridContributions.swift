/// CSS Grid Level 2 §9: "the subgrid's own grid items participate in the sizing of its parent
/// grid in the subgridded dimensions". Where the parent measures a subgrid item, it measures the
/// subgrid's items instead, as the subgrid's own visit would (placed in its grid, nested subgrids
/// opened in turn), and lifts their contributions into its tracks: shifted to the subgrid's
/// area, with the subgrid's margin, border and padding added at its edges and half the
/// difference of the gaps between (the extra margin accumulates through nested subgrids).
extension LayoutTree {
    /// The contributions of `subgrid`'s items to the parent's columns `area`.
    mutating func subgridColumnContributions(_ subgrid: Int, area: Range<Int>, sizes: [GridTrackSize],
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
        }.withEdgePlaceholders(in: area, edges: edges, sizes: sizes)
    }

    /// The contributions of `subgrid`'s items to the parent's rows `area.rows`, at the widths
    /// the parent's `columns` give: the subgrid's columns first (its own, or the parent's
    /// handed to it), then its items' heights in them.
    mutating func subgridRowContributions(_ subgrid: Int, area: GridArea, columns: GridTrackSizing,
                                          sizes: [GridTrackSize], _ parent: GridContext) -> [GridContribution] {
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
        }.withEdgePlaceholders(in: area.rows, edges: edges, sizes: sizes)
    }
}

/// Which edges of a subgrid an edge placeholder stands for (`withEdgePlaceholders`).
struct SubgridEdgeSides: OptionSet, Equatable {
    let rawValue: UInt8
    static let start = SubgridEdgeSides(rawValue: 1)
    static let end = SubgridEdgeSides(rawValue: 2)

    var swapped: SubgridEdgeSides {
        var sides: SubgridEdgeSides = []
        if contains(.start) { sides.insert(.end) }
        if contains(.end) { sides.insert(.start) }
        return sides
    }
}

extension [GridContribution] {
    /// §9 "subgrid edge placeholders": the subgrid's margin, border and padding at each edge
    /// count even where no item is there to carry them (an empty edge track, an empty subgrid,
    /// an item at the edge that spans a flexible track and so sizes no track). The
    /// specification carries them on hypothetical copies of the items nearest the edge;
    /// Chromium, whose results these are meant to match, makes each a floor of the base size
    /// of its edge track (`AccomodateSubgridExtraMargins`): the edges' sum in a track alone,
    /// else each edge in its own; a track with a fixed minimum (`sizes`, the parent's sizing
    /// functions) takes none, and none enters the flex fraction (a `minmax(0, 1fr)` edge row
    /// of an auto-height grid stays 0, a `1fr` column of a content-sized grid grows to it).
    /// A placeholder is an item of the edge track here, which raises base sizes as a floor
    /// does, and keeps the edges it stands for, through which the outer subgrids' extra
    /// margins reach it as they lift it (`lifted`); where the parent sizes tracks in sets, the
    /// floor is the edge set's (`shareEdgeSetFloors`).
    func withEdgePlaceholders(in area: Range<Int>, edges: (start: Double, end: Double),
                              sizes: [GridTrackSize]) -> [GridContribution] {
        var result = self
        func place(_ track: Int, _ size: Double, _ sides: SubgridEdgeSides) {
            if case .points = sizes[track].min { return }
            result.append(GridContribution(tracks: track..<track + 1, minimum: size, minContent: size, maxContent: size,
                                           placeholder: sides))
        }
        if area.count == 1 {
            place(area.lowerBound, edges.start + edges.end, [.start, .end])
        } else {
            place(area.lowerBound, edges.start, .start)
            place(area.upperBound - 1, edges.end, .end)
        }
        return result
    }

    /// Where the grid sizes tracks in Chromium's sets (`sets`, `GridTrackSets`: a run of implicit
    /// or repeated tracks between two lines where items start or end; here every item of the
    /// sizing counts, the subgrids' own items and nested subgrids too, as in Chromium), a
    /// subgrid's edge floor is its edge *set's* (`AccomodateSubgridExtraMargins`): the set's tracks
    /// together at least the edge, each a share (rows of 3, 1.5, 1.5 and 3 px under two row
    /// subgrids of three rows, staggered by one, with 3 px of padding), and a subgrid whose start
    /// and end fall in one set floors it with both edges. Every placeholder is replaced by its
    /// shares, one track each. `areas` are the grid's items' lines in this axis, `sizes` its
    /// tracks' sizing functions: a set is taken only where its tracks have one (a pattern of
    /// several track sizes keeps the floor on the edge track).
    mutating func shareEdgeSetFloors(sets: [Int], areas: [Range<Int>], sizes: [GridTrackSize]) {
        guard contains(where: { $0.isPlaceholder && sets[$0.tracks.lowerBound] > 1 }) else { return }
        var lines = Set<Int>()
        for area in areas {
            lines.insert(area.lowerBound)
            lines.insert(area.upperBound)
        }
        for item in self {
            if !item.isPlaceholder || item.placeholder.contains(.start) { lines.insert(item.tracks.lowerBound) }
            if !item.isPlaceholder || item.placeholder.contains(.end) { lines.insert(item.tracks.upperBound) }
        }
        let sortedLines = lines.sorted()
        /// The set of the edge track of `item` at its start or its end.
        func edgeSet(_ item: GridContribution, atStart: Bool) -> Range<Int> {
            let set: Range<Int>
            if atStart {
                let first = item.tracks.lowerBound
                let next = sortedLines.first { $0 > first } ?? first + 1
                set = first..<Swift.min(next, first + sets[first])
            } else {
                let end = item.tracks.upperBound
                let previous = sortedLines.last { $0 < end } ?? end - 1
                set = Swift.max(previous, end - sets[end - 1])..<end
            }
            guard set.count > 1, set.allSatisfy({ sizes[$0] == sizes[set.lowerBound] }) else {
                return atStart ? item.tracks.lowerBound..<item.tracks.lowerBound + 1 : item.tracks.upperBound - 1..<item.tracks.upperBound
            }
            return set
        }
        var shared: [GridContribution] = []
        func share(_ tracks: Range<Int>, _ size: Double, _ sides: SubgridEdgeSides) {
            let part = size / Double(tracks.count)
            for track in tracks {
                shared.append(GridContribution(tracks: track..<track + 1, minimum: part, minContent: part,
                                               maxContent: part, placeholder: sides))
            }
        }
        var index = startIndex
        while index < endIndex {
            let item = self[index]
            index += 1
            guard item.isPlaceholder else {
                shared.append(item)
                continue
            }
            if item.placeholder == [.start, .end] {
                share(item.tracks, item.minimum, item.placeholder)
            } else if item.placeholder == .start {
                let set = edgeSet(item, atStart: true)
                // A subgrid's end placeholder follows its start one: one set takes both edges.
                if index < endIndex, self[index].placeholder == .end, edgeSet(self[index], atStart: false) == set {
                    share(set, item.minimum + self[index].minimum, [.start, .end])
                    index += 1
                } else {
                    share(set, item.minimum, .start)
                }
            } else {
                share(edgeSet(item, atStart: false), item.minimum, .end)
            }
        }
        self = shared
    }
}

extension GridContribution {
    /// This contribution of a subgrid's item, in the tracks of the subgrid's area in its parent
    /// (`area`, the subgrid's tracks in the other order when `reversed`), its outer sizes grown
    /// by the subgrid's `edges` where it touches them and by half `gapDifference` on the sides
    /// where a gutter is: both sides for an item, the sides it stands for for a nested
    /// subgrid's edge placeholder (Chromium's accumulated extra margins).
    func lifted(into area: Range<Int>, reversed: Bool, edges: (start: Double, end: Double),
                gapDifference: Double) -> GridContribution {
        let count = area.count
        let local = reversed ? count - tracks.upperBound..<count - tracks.lowerBound : tracks
        let kept = reversed ? placeholder.swapped : placeholder
        let sides: SubgridEdgeSides = isPlaceholder ? kept : [.start, .end]
        let extra = (sides.contains(.start) ? (local.lowerBound == 0 ? edges.start : gapDifference / 2) : 0)
            + (sides.contains(.end) ? (local.upperBound == count ? edges.end : gapDifference / 2) : 0)
        return GridContribution(tracks: local.shifted(area.lowerBound), minimum: minimum + extra,
                                minContent: minContent + extra, maxContent: maxContent + extra, placeholder: kept)
    }
}
