/// A grid that asks for `subgrid` in an axis but is no subgrid (not a grid item: a flex item,
/// a block's child, the root, an absolutely positioned box). CSS Grid Level 2 §7.2 has the
/// axis's used value be `none` then, an ordinary axis. Chromium departs from that, and its
/// results are what the fixtures hold: the axis keeps no `grid-auto-columns`/`-rows` (every
/// track is `auto`), and in the columns an item's max-content contribution is its min-content
/// one (a text wraps at its longest word even in a max-content track or a wide grid). Nothing
/// changes where the grid is a subgrid in that axis, or asks for no subgrid.
extension LayoutTree {
    /// Once the grid adopted what it could from its parent (`adoptSubgridFrame`): the axes
    /// that fell back to `none` take only `auto` tracks.
    func fallBackFromSubgrid(_ asked: GridAxes, _ context: inout GridContext) {
        if asked.contains(.columns), context.subgridColumns == nil { context.autoColumns = [.auto] }
        if asked.contains(.rows), context.subgridRows == nil { context.autoRows = [.auto] }
    }

    /// The column contributions of a grid whose columns fell back from `subgrid`: each item's
    /// max-content contribution taken for its min-content one.
    @inline(__always)
    func fallenBackColumnContributions(_ contributions: inout [GridContribution], _ context: borrowing GridContext) {
        guard context.asksForSubgrid, context.subgridColumns == nil,
              styles[context.node].gridSubgrid.contains(.columns) else { return }
        for index in contributions.indices { contributions[index].maxContent = contributions[index].minContent }
    }
}
