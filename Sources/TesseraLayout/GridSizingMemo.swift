/// What a grid container's visits measure of its items, kept with its placement
/// (`GridPlacementMemo`) for the next visits of the layout.
///
/// - The items' column contributions (§11.1 step 1 inputs) are asked with no size decided
///   (min-content and max-content room, no containing block), so they are the same at every
///   visit: measured once.
/// - The columns depend on the room the visit gives (`GridColumnsKey`), and the items' row
///   contributions only on the columns: the visit that finds the container's height at a
///   width and the final layout at that width share both, so the final layout sizes only its
///   rows and places the items.
///
/// - Where the width is known, the columns are sized once in definite room, which reads no
///   contribution of an item whose tracks all have fixed minimums and fixed or flexible
///   maximums (`GridContribution.isUnread`): a card grid of `minmax(180px, 1fr)` measures none.
///
/// Only where nothing else reaches into the visit: no subgrid (its tracks come from its parent,
/// and a subgrid item's contributions from its own items and frames) and no sizing keyword in
/// the tree (`resolveChildSizingKeywords` changes items' lengths with the container's size).
/// Like the placement, all of it is forgotten by `markDirty` of the container or anything
/// below it, which any change to what was measured goes through.
struct GridColumnsMemo {
    let key: GridColumnsKey
    let columns: GridTrackSizing
    /// The content-box width and column gap the sizing decided (when they were not known).
    let innerWidth: Double?
    let columnGap: Double
    /// The items' row contributions at these columns (baseline shims included), and the
    /// baseline offsets of the items aligning baselines; nil until a visit sized rows.
    var rows: (contributions: [GridContribution], baselineOffsets: [Double?]?)?
}

/// Everything the column sizing reads from a visit besides the styles and the items.
struct GridColumnsKey: Equatable {
    var innerWidth: Double?
    var columnGap: Double
    var availableWidth: AvailableSpace
    var marginWidth: Double
    var paddingBorderWidth: Double
    var floorWidth: Double
    var minWidth: Double
    var maxWidth: Double
    /// The visit wants only the width: its columns are not sized at it (`sizeColumns`).
    var endsAtWidth: Bool

    init(_ context: GridContext, endsAtWidth: Bool) {
        self.endsAtWidth = endsAtWidth
        innerWidth = context.innerWidth
        columnGap = context.columnGap
        availableWidth = context.input.availableWidth
        marginWidth = context.box.marginWidth
        paddingBorderWidth = context.box.paddingBorderWidth
        floorWidth = context.box.floorWidth
        minWidth = context.box.minWidth
        maxWidth = context.box.maxWidth
    }
}

extension GridContribution {
    /// Whether the track sizing in definite room reads nothing of an item spanning `tracks`:
    /// their minimums are fixed (a percentage resolves against the known width) and their
    /// maximums fixed or flexible, so §11.5 skips it (no intrinsic track to size) and §11.7
    /// expands `fr` tracks by the free space alone.
    static func isUnread(_ tracks: Range<Int>, _ sizes: [GridTrackSize]) -> Bool {
        for index in tracks {
            switch sizes[index].min {
            case .points, .percent: break
            default: return false
            }
            switch sizes[index].max {
            case .points, .percent, .fr: break
            default: return false
            }
        }
        return true
    }

    /// The contribution of an item the sizing does not read: NaN, so that a read would show.
    static func unread(_ tracks: Range<Int>) -> GridContribution {
        GridContribution(tracks: tracks, minimum: .nan, minContent: .nan, maxContent: .nan)
    }
}

extension LayoutTree {
    /// Whether this visit's measurements may be kept and reused (see `GridSizingMemo`).
    func gridSizingMemo(_ grid: PlacedGrid, _ context: GridContext) -> GridPlacementMemo? {
        guard grid.subgrids == nil, context.subgridColumns == nil, context.subgridRows == nil,
              sizingKeywordNodes.isEmpty else { return nil }
        return gridPlacements[context.node]
    }

    /// §11.1 step 1 for a grid without subgrids: the columns of the last visit given the same
    /// room, else sized from the items' column contributions (measured once).
    mutating func sizeColumnsOnce(_ grid: PlacedGrid, _ context: inout GridContext) -> GridTrackSizing {
        guard let memo = gridSizingMemo(grid, context) else {
            return sizeColumns(grid.columnSizes, sets: grid.columnSets, measureColumnContributions(grid, context), &context)
        }
        let key = GridColumnsKey(context, endsAtWidth: endsAtWidth(grid, context))
        if let kept = memo.columns, kept.key == key {
            context.innerWidth = kept.innerWidth
            context.columnGap = kept.columnGap
            return kept.columns
        }
        let contributions: [GridContribution]
        if let kept = memo.columnContributions {
            contributions = kept
        } else if context.innerWidth != nil {
            // Sized once in definite room: only the items in intrinsic tracks are read.
            contributions = measureColumnContributions(grid, context, onlyNeeded: true)
        } else {
            contributions = measureColumnContributions(grid, context)
            memo.columnContributions = contributions
        }
        let columns = sizeColumns(grid.columnSizes, sets: grid.columnSets, contributions, &context,
                                  endsAtWidth: key.endsAtWidth)
        memo.columns = GridColumnsMemo(key: key, columns: columns, innerWidth: context.innerWidth,
                                       columnGap: context.columnGap)
        return columns
    }

    /// §11.1 step 2 inputs: the items' row contributions at these columns (with baseline shims)
    /// and the baseline offsets, kept with the columns they were measured at.
    mutating func rowContributionsOnce(_ grid: PlacedGrid, _ columns: GridTrackSizing,
                                       _ context: GridContext) -> ([GridContribution], [Double?]?) {
        let memo = gridSizingMemo(grid, context)
        if let rows = memo?.columns?.rows { return rows }
        var contributions = measureRowContributions(grid, columns, context)
        let offsets = shimGridBaselineItems(grid.items, grid.areas, columns, &contributions, context)
        memo?.columns?.rows = (contributions, offsets)
        return (contributions, offsets)
    }
}
