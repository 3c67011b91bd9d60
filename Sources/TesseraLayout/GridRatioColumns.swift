/// CSS Grid Layout §11.1 step 3 for items with an aspect ratio, as Chromium does it: once the rows
/// are sized, an item whose height its row stretches it to (an auto height, `normal` or `stretch`
/// alignment) has a width through its ratio, which is its content-based minimum and its content
/// contributions in the columns (CSS Sizing 4 §5.1, the transferred size); the columns are sized
/// again with them, once. A ratio item of a 100 px high row is 200 px wide at ratio 2 even in a
/// 100 px wide grid, its column overflowing.
extension LayoutTree {
    /// The columns sized again with the ratio items' widths from their rows, or nil when no item
    /// asks for it (a grid without ratio items pays one pass over its items).
    mutating func ratioResizedColumns(_ grid: PlacedGrid, rows: GridTrackSizing,
                                      _ context: inout GridContext) -> GridTrackSizing? {
        guard context.subgridColumns == nil, grid.subgrids == nil,
              grid.items.contains(where: { styles[$0].aspectRatio != nil }) else { return nil }
        var widths: [(index: Int, width: Double)] = []
        for (index, (child, area)) in zip(grid.items, grid.areas).enumerated() {
            if let width = rowGivenRatioWidth(child, areaHeight: rows.area(area.rows).size, context) {
                widths.append((index, width))
            }
        }
        guard !widths.isEmpty else { return nil }
        var contributions = measureColumnContributions(grid, context)
        for (index, width) in widths {
            contributions[index].minimum = max(contributions[index].minimum, width)
            contributions[index].minContent = max(contributions[index].minContent, width)
            contributions[index].maxContent = max(contributions[index].maxContent, width)
            contributions[index].contentMinimumFloor = nil
        }
        return sizeColumns(grid.columnSizes, contributions, &context)
    }

    /// The outer width an item's ratio gives from the height its row area stretches it to, within
    /// its min and max widths; nil unless its width and min width are auto, it is no scroll
    /// container, and its auto height is stretched.
    private func rowGivenRatioWidth(_ child: Int, areaHeight: Double, _ context: GridContext) -> Double? {
        let style = styles[child]
        guard let ratio = style.aspectRatio, style.width.isAuto, style.minWidth.isAuto, style.height.isAuto,
              style.sizingKeywords.isEmpty, !isScrollContainer(child),
              GridItemAlignment(style.alignSelf, parent: context.alignItems) == .stretch else { return nil }
        let box = ResolvedBox(style, parentWidth: nil, parentHeight: areaHeight)
        guard !box.marginAuto.top, !box.marginAuto.bottom else { return nil }
        let height = box.clampHeight(areaHeight - box.marginHeight)
        return box.clampWidth(box.widthFromHeight(height, ratio: ratio)) + box.marginWidth
    }
}
