/// CSS Grid Layout Level 2 §9 "Subgrids": a grid item that is a grid and says `subgrid` for an
/// axis (`GridStyle.subgrid`) has no tracks of its own there; its tracks are the parent's it
/// spans. The parent tells it what it decided, in two steps of its own visit: after placement
/// the sizing functions and gap of those tracks (`describeSubgrids`, which fix the subgrid's
/// explicit grid), after sizing an axis the tracks' offsets and sizes (`handTracks`). The
/// subgrid's items size the parent's tracks (`GridSubgridContributions.swift`).
///
/// The frames are kept by node in `LayoutTree.subgridFrames`, so the subgrid's own visit (through
/// `computeNode`, as for any item) finds them. A subgrid's layout depends on them besides its
/// inputs: a frame that changes drops the subgrid's cached results.
struct SubgridFrame: Equatable {
    var columns: SubgridAxisFrame?
    var rows: SubgridAxisFrame?
}

/// What the parent decided for one subgridded axis.
struct SubgridAxisFrame: Equatable {
    /// The parent's sizing functions of the tracks the subgrid spans, in the subgrid's order
    /// (reversed where its direction is the other one): its explicit grid there.
    var sizes: [GridTrackSize]
    /// The parent's gap: the subgrid's own where it is `normal`.
    var gap: Double
    /// Once the parent sized the axis: each track's offset from the subgrid's content-box start
    /// and its size, the edge tracks cut by the subgrid's margin, border and padding and the
    /// others by half the difference of the two gaps (the "extra margin" of §9, applied to the
    /// tracks instead of the items).
    var tracks: [SubgridTrack]?

    /// Takes the tracks of `old` if it described the same tracks.
    mutating func keepTracks(of old: SubgridAxisFrame?) {
        if let old, old.sizes == sizes, old.gap == gap { tracks = old.tracks }
    }

    /// The handed tracks as a sized axis, or nil before the parent sized it.
    func sizing(_ sizes: [GridTrackSize], gap: Double) -> GridTrackSizing? {
        guard let tracks, tracks.count == sizes.count else { return nil }
        let total = tracks.last.map { $0.position + $0.size } ?? 0
        var sizing = GridTrackSizing(sizes, gap: gap, space: .definite(total), percentBase: nil)
        for index in tracks.indices {
            sizing.tracks[index].base = tracks[index].size
            sizing.tracks[index].limit = tracks[index].size
            sizing.tracks[index].position = tracks[index].position
        }
        return sizing
    }
}

/// One track handed to a subgrid: its start and the distance to its end, which lies before
/// the start (a negative size) where the gaps and edges cut more than the track held. Chromium
/// keeps those ends: a span ends where its last track does, so a span of such tracks is
/// shorter than their gaps, and never below 0 (`GridTrackSizing.area`); a track alone is
/// `max(0, size)` wide there too.
struct SubgridTrack: Equatable {
    var position: Double
    var size: Double

    init(start: Double, end: Double) {
        position = start
        size = end - start
    }
}

/// A grid visit's items once placed: their areas and the sizing functions of every track.
struct PlacedGrid {
    var items: [Int]
    var absolutes: [Int]
    /// The absolutely positioned children's areas, between their grid lines (`GridAbsolutes`).
    var absoluteAreas: [GridAbsoluteArea]
    var areas: [GridArea]
    var columnSizes: [GridTrackSize]
    var rowSizes: [GridTrackSize]
    /// Per track, how many tracks its Chromium set holds; nil when every set is one track
    /// (`GridTrackSets`, the common case).
    var columnSets: [Int]?
    var rowSets: [Int]?
    /// Per item, the axes in which it is a subgrid; nil when no item is one (the common case,
    /// which then pays nothing for subgrids).
    var subgrids: [GridAxes]?
    /// The items (by position) whose column contributions can follow their rows' height
    /// (`rowDependents`; nil when none does, so that copies of a grid without them retain
    /// nothing more): what §12.1 step 3 reads (`GridColumnReresolution.swift`), found with the
    /// placement so that its visits look once.
    var rowDependents: [Int]?
    /// Whether an item has an aspect ratio (§12.1 step 3 reads those too), found with the placement.
    var hasRatioItems = false
}

extension Range<Int> {
    /// Within `0..<count` and at least one track wide.
    func clamped(toTracks count: Int) -> Range<Int> {
        let start = Swift.min(Swift.max(lowerBound, 0), count - 1)
        return start..<Swift.min(Swift.max(upperBound, start + 1), count)
    }
}

extension LayoutTree {
    /// A subgrid takes its subgridded axes from the frame its parent left: the explicit tracks,
    /// and the gap unless it sets its own. Not a grid item (the root of the layout, even one
    /// whose parent is a grid; an absolutely positioned box; a flex item) or no frame:
    /// `subgrid` is `none`, as CSS says, with Chromium's departures (`GridSubgridFallback.swift`).
    func adoptSubgridFrame(_ context: inout GridContext) {
        let node = context.node
        let parent = parents[node]
        let grid = styles[node].grid
        defer { fallBackFromSubgrid(grid.subgrid, &context) }
        guard parent >= 0, node != resolvedRoot, styles[parent].display == .grid, styles[node].position != .absolute,
              let frame = subgridFrames[node] else { return }
        if grid.subgrid.contains(.columns), let columns = frame.columns {
            context.explicitColumns = columns.sizes
            context.columnNames = .empty(explicitTracks: columns.sizes.count)
            context.autoFitColumns = nil
            if !grid.subgridOwnGaps.contains(.columns) { context.columnGap = columns.gap }
            context.subgridColumns = columns
        }
        if grid.subgrid.contains(.rows), let rows = frame.rows {
            context.explicitRows = rows.sizes
            context.rowNames = .empty(explicitTracks: rows.sizes.count)
            context.autoFitRows = nil
            if !grid.subgridOwnGaps.contains(.rows) { context.rowGap = rows.gap }
            context.subgridRows = rows
        }
    }

    /// §9: items auto-placed past the end of a subgridded axis stay in its last track (the
    /// placement has no implicit tracks there).
    func clampToSubgrid(_ placement: inout GridPlacementResult, _ subgridded: GridAxes, _ context: GridContext) {
        let columnCount = context.explicitColumns.count
        let rowCount = context.explicitRows.count
        for index in placement.areas.indices {
            if subgridded.contains(.columns) {
                placement.areas[index].columns = placement.areas[index].columns.clamped(toTracks: columnCount)
            }
            if subgridded.contains(.rows) {
                placement.areas[index].rows = placement.areas[index].rows.clamped(toTracks: rowCount)
            }
        }
        if subgridded.contains(.columns) { (placement.columnCount, placement.leadingColumns) = (columnCount, 0) }
        if subgridded.contains(.rows) { (placement.rowCount, placement.leadingRows) = (rowCount, 0) }
    }

    /// Finds the subgrids among the placed items and leaves each the sizing functions and gap
    /// of the tracks it spans.
    mutating func describeSubgrids(_ grid: inout PlacedGrid, _ context: GridContext) {
        var subgrids: [GridAxes]?
        for (index, child) in grid.items.enumerated() where styles[child].display == .grid {
            let axes = styles[child].gridSubgrid
            guard !axes.isEmpty else { continue }
            if subgrids == nil { subgrids = [GridAxes](repeating: [], count: grid.items.count) }
            subgrids?[index] = axes
            let area = grid.areas[index]
            let reversed = directions[child] != directions[context.node]
            // The tracks handed before stay until new ones are (a frame that changed at every
            // visit would leave nothing cached below a subgrid).
            let old = subgridFrames[child]
            var frame = SubgridFrame()
            if axes.contains(.columns) {
                let sizes = Array(grid.columnSizes[area.columns])
                frame.columns = SubgridAxisFrame(sizes: reversed ? sizes.reversed() : sizes, gap: context.columnGap)
                frame.columns?.keepTracks(of: old?.columns)
            }
            if axes.contains(.rows) {
                frame.rows = SubgridAxisFrame(sizes: Array(grid.rowSizes[area.rows]), gap: context.rowGap)
                frame.rows?.keepTracks(of: old?.rows)
            }
            leaveSubgridFrame(frame, for: child)
        }
        grid.subgrids = subgrids
    }

    /// After sizing an axis, leaves each subgrid in it the offsets and sizes of its tracks there
    /// (see `SubgridAxisFrame.tracks`). Rows need the `columns`, against whose area width the
    /// subgrid's percentage margins and padding resolve.
    mutating func handTracks(_ tracks: GridTrackSizing, axis: GridAxes, _ grid: PlacedGrid, _ context: GridContext,
                             columns: GridTrackSizing? = nil) {
        guard let subgrids = grid.subgrids else { return }
        let isColumns = axis == .columns
        for (index, child) in grid.items.enumerated() where subgrids[index].contains(axis) {
            guard var frame = subgridFrames[child] else { continue }
            let range = isColumns ? grid.areas[index].columns : grid.areas[index].rows
            let area = tracks.area(range)
            let areaWidth = isColumns ? area.size : columns?.area(grid.areas[index].columns).size
            let box = ResolvedBox(styles[child], parentWidth: areaWidth, parentHeight: nil)
            let edges = subgridEdges(box, axis: axis, rtl: context.rtl)
            let ownGap = subgridOwnGap(child, axis: axis)
            let inner = area.size - edges.start - edges.end
            // Half of what the gutter after track `index` exceeds the subgrid's own gap by: the
            // gutter as laid out, content distribution's share included (as in Chromium).
            func excess(after index: Int) -> Double {
                guard let ownGap else { return 0 }
                let track = tracks.tracks[index]
                return (tracks.tracks[index + 1].position - track.position - track.base - ownGap) / 2
            }
            var handed: [SubgridTrack] = []
            handed.reserveCapacity(range.count)
            for index in range {
                let start = tracks.tracks[index].position - area.start - edges.start
                let end = start + tracks.tracks[index].base
                handed.append(SubgridTrack(start: index == range.lowerBound ? 0 : start - excess(after: index - 1),
                                           end: index == range.upperBound - 1 ? inner : end + excess(after: index)))
            }
            if isColumns, directions[child] != directions[context.node] {
                handed = handed.reversed().map { SubgridTrack(start: inner - $0.position - $0.size, end: inner - $0.position) }
            }
            if isColumns { frame.columns?.tracks = handed } else { frame.rows?.tracks = handed }
            leaveSubgridFrame(frame, for: child)
        }
    }

    /// A subgrid's tracks in a subgridded axis: those its parent handed it, else (asked for its
    /// size before the parent sized that axis, when only the other axis of the answer counts)
    /// its sizing functions alone, without measuring its items: measuring them there would
    /// size every nested subgrid below for each such question, exponentially in the depth.
    func subgridTracks(_ frame: SubgridAxisFrame, _ sizes: [GridTrackSize], axis: GridAxes,
                       _ context: inout GridContext) -> GridTrackSizing {
        if axis == .columns {
            guard let handed = frame.sizing(sizes, gap: context.columnGap) else { return sizeColumns(sizes, [], &context) }
            if context.innerWidth == nil { context.innerWidth = handed.total }
            return handed
        }
        guard let handed = frame.sizing(sizes, gap: context.rowGap) else { return sizeRows(sizes, [], &context) }
        if context.innerHeight == nil { context.innerHeight = handed.total }
        return handed
    }

    /// §9: a subgrid fills its area in subgridded columns; its border box is as wide as the
    /// area less its margins (the width its parent gives it) even where that is less than its
    /// padding and border. Chromium does so for the columns, not for the rows; CSS Box Sizing
    /// has a box's used width never less than its padding and border, as TesseraLayout keeps
    /// everywhere else, a subgrid's rows included.
    @inline(__always)
    func subgridFilledWidth(_ context: borrowing GridContext) -> Double? {
        context.subgridColumns == nil ? nil : context.input.knownWidth
    }

    /// A subgrid's own gap in `axis`, nil where it is `normal` (the parent's gutters are its).
    func subgridOwnGap(_ child: Int, axis: GridAxes) -> Double? {
        guard styles[child].grid.subgridOwnGaps.contains(axis) else { return nil }
        return axis == .columns ? styles[child].columnGap : styles[child].rowGap
    }

    /// A subgrid's margin, border and padding at the start and end of `axis` (the parent's
    /// inline direction for columns): the extra margin §9 gives its items at those edges.
    func subgridEdges(_ box: ResolvedBox, axis: GridAxes, rtl: Bool) -> (start: Double, end: Double) {
        if axis == .rows {
            return (box.margin.top + box.border.top + box.padding.top,
                    box.margin.bottom + box.border.bottom + box.padding.bottom)
        }
        let left = box.margin.left + box.border.left + box.padding.left
        let right = box.margin.right + box.border.right + box.padding.right
        return rtl ? (right, left) : (left, right)
    }

    /// Stores a subgrid's frame; a changed one drops what was cached from the old one.
    private mutating func leaveSubgridFrame(_ frame: SubgridFrame, for node: Int) {
        guard subgridFrames[node] != frame else { return }
        subgridFrames[node] = frame
        cache.clear(node)
    }
}
