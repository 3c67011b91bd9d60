/// CSS Grid §7.2.3.2 for a grid whose columns decide its width (a content-sized grid: no width
/// known to the visit): its `repeat(auto-fill | auto-fit, …)` columns were counted without a
/// definite width — from its max width, else to reach its min width, one repetition at least —
/// and its min- and max-content widths come from that grid, as in Chromium. But Chromium then
/// lays the grid out at the width found, a definite width, at which the repetitions are counted
/// again and the items placed again: a content-sized `repeat(auto-fill, 20%)` grid 30 px wide
/// has five 6 px columns, not the one it was measured with. So does this visit, once, when the
/// count at the width found differs.
extension LayoutTree {
    /// The visit's input with the width its columns found, when its auto repetitions count
    /// differently at that width; nil otherwise (the visit goes on).
    func inputAtFoundWidth(_ unsized: GridUnsizedFrame, _ context: GridContext) -> LayoutInput? {
        guard unsized.innerWidth == nil, !context.hasSizeIndependentTemplate, context.subgridColumns == nil,
              let width = context.innerWidth else { return nil }
        let list = styles[context.node].grid.templateColumns
        guard list.contains(where: \.isAutoRepeat) else { return nil }
        let minRoom = max(0, context.box.minWidth - context.pbWidth)
        let count = GridContext.expand(list, room: width, minRoom: minRoom, gap: context.columnGap).sizes.count
        guard count != context.listedTracks.columns else { return nil }
        var input = context.input
        input.knownWidth = width + context.pbWidth
        return input
    }
}
