/// A grid container's placement (§6–§8: its items, their areas, the sizing functions of every
/// track, its absolutely positioned children's lines), kept across the visits of a layout.
///
/// A container is visited several times a layout — for its min-content and max-content
/// contributions, its height at a width, its final layout — and each visit placed its items
/// again (auto-placement, named lines) though the placement depends on none of the sizes asked:
/// only on the styles of the container and its children, the child list and how many tracks
/// a `repeat(auto-fill | auto-fit, …)` made (`GridListedTracks`, which the container's size
/// can change). So a visit reuses the placement of the last one when those counts are the
/// same, and `markDirty` (which every change of a style or of the child list goes through,
/// for the node and its ancestors) forgets it. A subgrid's placement also depends on its
/// parent's tracks (`SubgridFrame`): it is never kept.
///
/// With the placement it keeps what the visits measured of the items for it (see
/// `GridSizingMemo.swift`): their column contributions, and the last columns sized with the
/// row contributions at their widths.
///
/// A class, so that a visit adds to its container's memo in place: through the dictionary, a
/// value would be copied out and back (its arrays retained and released) at every store. Two
/// copies of a tree share a memo only until either forgets it, and what it holds depends on
/// nothing that could differ between them before then.
final class GridPlacementMemo {
    let listedTracks: GridListedTracks
    /// The placed grid before `describeSubgrids` (which hands frames to subgrid items every
    /// visit: their gaps can follow the container's size).
    let grid: PlacedGrid
    /// The children that are `display: none`: a full layout zeroes their frames.
    let hidden: [Int]
    /// The visit's explicit grid, when its style alone decides it (`GridTemplate`).
    let template: GridTemplate?
    var columnContributions: [GridContribution]?
    var columns: GridColumnsMemo?

    init(listedTracks: GridListedTracks, grid: PlacedGrid, hidden: [Int], template: GridTemplate?) {
        self.listedTracks = listedTracks
        self.grid = grid
        self.hidden = hidden
        self.template = template
    }
}

/// The track count each axis's template list expands to (before template areas add tracks).
struct GridListedTracks: Equatable {
    var columns: Int
    var rows: Int
}

extension LayoutTree {
    /// `placeGrid`, from the memo when the last visit placed the same explicit grid.
    mutating func placeGridOnce(_ context: GridContext) -> PlacedGrid {
        let node = context.node
        let keeps = context.subgridColumns == nil && context.subgridRows == nil
        var grid: PlacedGrid
        if keeps, let memo = gridPlacements[node], memo.listedTracks == context.listedTracks {
            grid = memo.grid
            if context.performLayout { for child in memo.hidden { hideSubtree(child) } }
        } else {
            var hidden: [Int] = []
            grid = placeGrid(context, hidden: &hidden)
            if keeps {
                gridPlacements[node] = GridPlacementMemo(listedTracks: context.listedTracks, grid: grid, hidden: hidden,
                                                         template: GridTemplate(context))
            }
        }
        describeSubgrids(&grid, context)
        return grid
    }

    /// Forgets the placement of a node whose style or children changed (see `markDirty`).
    mutating func forgetGridPlacement(_ node: Int) {
        if !gridPlacements.isEmpty { gridPlacements[node] = nil }
    }
}
