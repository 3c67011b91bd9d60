/// The part of a grid container's context (`GridContext`) that its style alone decides when no
/// `repeat(auto-fill | auto-fit, …)` makes the explicit grid depend on the container's size:
/// the explicit tracks, the implicit track sizes, the named-line tables and the grid
/// properties read from `Style.grid`. Making it costs every visit a copy of the grid
/// properties, two expansions of the track lists and a few arrays; so the first visit of a
/// layout keeps it with the placement (`GridPlacementMemo`, forgotten with it by `markDirty`)
/// and the next visits take it from there.
struct GridTemplate {
    let justifyItems: GridItemAlignment
    let justifyContent: AlignContent
    let flow: GridAutoFlow
    let dense: Bool
    let asksForSubgrid: Bool
    let explicitColumns: [GridTrackSize]
    let explicitRows: [GridTrackSize]
    let autoColumns: [GridTrackSize]
    let autoRows: [GridTrackSize]
    let columnNames: GridLineNameTable
    let rowNames: GridLineNameTable
    let listedTracks: GridListedTracks

    /// The template of a visit's context, if its style alone decided it (and no subgrid frame
    /// replaced an axis: a subgrid's context is never kept).
    init?(_ context: GridContext) {
        guard context.hasSizeIndependentTemplate, context.subgridColumns == nil, context.subgridRows == nil else {
            return nil
        }
        justifyItems = context.justifyItems
        justifyContent = context.justifyContent
        flow = context.flow
        dense = context.dense
        asksForSubgrid = context.asksForSubgrid
        explicitColumns = context.explicitColumns
        explicitRows = context.explicitRows
        autoColumns = context.autoColumns
        autoRows = context.autoRows
        columnNames = context.columnNames
        rowNames = context.rowNames
        listedTracks = context.listedTracks
    }
}

extension GridTrack {
    var isAutoRepeat: Bool {
        if case .autoRepeat = self { return true }
        return false
    }
}
