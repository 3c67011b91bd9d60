/// A grid container asked only for its width (`LayoutInput.widthOnly`) sizes its columns and
/// stops: its rows, and so its items' heights at their column widths, cannot change its width
/// (unless an item's width can follow its row's height, `GridColumnReresolution.swift`: such
/// grids go on).
///
/// A grid measures each item's min-content and max-content column contributions and reads
/// only their widths. For an item that is itself a grid, answering in full sized its rows too:
/// every item of it laid out once more at the widths those questions gave, which are widths no
/// final layout uses. In a grid of grids of grids, those heights were a third of every visit
/// below the outermost one (Taffy asks its grid items for one axis the same way).
///
/// Not for a subgrid or a grid with subgrid items: their row frames are handed between visits
/// (`GridSubgrid.swift`), and a visit that skipped them would change what later ones find.
extension LayoutTree {
    /// Whether `node` answers a width-only question differently from a full one (only a grid
    /// container, on a sizing pass that wants no baseline). Others drop the flag, so that the
    /// same question is one cache entry however it was asked.
    func answersWidthOnly(_ node: Int, _ input: LayoutInput, performLayout: Bool) -> Bool {
        !performLayout && !input.needsBaseline && styles[node].display == .grid && !children[node].isEmpty
    }

    /// Whether the visit ends once its width is known.
    func endsAtWidth(_ grid: PlacedGrid, _ context: GridContext) -> Bool {
        context.input.widthOnly && grid.subgrids == nil && !context.asksForSubgrid
            && grid.rowDependents == nil && !grid.items.contains { styles[$0].aspectRatio != nil }
    }

    /// The width-only answer once the columns are sized, or nil when the visit must go on.
    func widthOnlyOutput(_ grid: PlacedGrid, _ context: GridContext) -> LayoutOutput? {
        guard endsAtWidth(grid, context) else { return nil }
        // The height is not read; the known one, or the padding and border alone.
        return LayoutOutput(width: (context.innerWidth ?? 0) + context.pbWidth,
                            height: (context.innerHeight ?? 0) + context.pbHeight, baseline: nil)
    }
}
