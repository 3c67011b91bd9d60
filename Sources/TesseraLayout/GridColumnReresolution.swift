/// CSS Grid Layout §12.1 steps 3 and 4 (css-grid-2; §11.1 in Level 1): once the rows are sized,
/// "if the min-content contribution of any grid item has changed based on the row sizes and
/// alignment calculated in step 2, re-resolve the sizes of the grid columns with the new min-content
/// and max-content contributions (once only)", then the rows again at those columns.
///
/// The columns were sized with each item measured in a grid area of unknown height (its rows'
/// fixed sizes, for an orthogonal item: `columnSizingRoomHeight`). Three kinds of item can measure
/// wider once the rows are known, and only they are measured again, so that a grid of none of
/// them pays one look per item (`rowDependents`, with the placement):
/// - an item whose subtree takes a width from a height (an aspect ratio, an orthogonal flow, a
///   wrapping column) and resolves a percentage height: an item of `height: 100%` holding an
///   `aspect-ratio: 1` box is as wide as its row is high. It is measured again with its row
///   area's height (stretched to it if its alignment stretches it), when that differs from the
///   height it was measured with;
/// - a wrapping column, whose lines break at the height its row stretches it to: as in Chromium's
///   additional pass, at its rows' sizes before a height found from them resolved percentages
///   and `fr` (`rowsBeforeFoundHeight`: a `50%` row of an auto-height grid is content-sized there);
/// - an item with an aspect ratio of its own whose row stretches its auto height
///   (`rowGivenRatioWidth`): its width through its ratio is its content-based minimum and its
///   content contributions (CSS Sizing 4 §5.1, the transferred size). A ratio item of a 100 px
///   high row is 200 px wide at ratio 2 even in a 100 px wide grid, its column overflowing.
///
/// As in Chromium (`needs_additional_pass` of its grid layout algorithm), a grid whose width was
/// not known finds it again from the new columns: its min- and max-content widths include this step.
extension LayoutTree {
    /// The columns sized again with the items' contributions at their rows' heights, the rows
    /// sized again at those columns and the baseline offsets found there; nil when no item's
    /// contribution changed (asked only of a grid with row dependents or ratio items). `unsized`:
    /// the content-box sizes and gaps before the first sizing.
    mutating func reresolvedTracks(_ grid: PlacedGrid, columns: GridTrackSizing, rows: GridTrackSizing,
                                   _ rowContributions: [GridContribution], unsized: GridUnsizedFrame,
                                   _ context: inout GridContext)
        -> (columns: GridTrackSizing, rows: GridTrackSizing, baselineOffsets: [Double?]?)? {
        guard context.subgridColumns == nil, grid.subgrids == nil else { return nil }
        let hasRatioItems = grid.hasRatioItems
        var remeasured: [(index: Int, contribution: GridContribution)] = []
        let holding = grid.rowDependents == nil ? [] : itemsHoldingPercentHeights(of: context.node)
        var rowsBeforeHeight: GridTrackSizing?
        for index in grid.rowDependents ?? [] {
            let (child, area) = (grid.items[index], grid.areas[index])
            let room = columnSizingRoomHeight(child, rows: area.rows, grid, rowGap: context.rowGap)
            // A wrapping column without percentage heights is measured, as in Chromium, only in
            // rows whose sizes were definite before any was sized (then stretched to them).
            // A wrapping column is measured, as in Chromium's additional pass, at its rows' sizes
            // before percentages and `fr` resolved against a height found from them.
            // (Where the height was known, the area as aligned: distributed space included.)
            var height = rows.area(area.rows).size
            if !holding.contains(child), unsized.innerHeight == nil {
                if rowsBeforeHeight == nil { rowsBeforeHeight = rowsBeforeFoundHeight(grid, rowContributions, unsized, context) }
                height = rowsBeforeHeight?.span(area.rows) ?? height
            }
            guard height != room else { continue }
            // Chromium measures a stretched item at the height its row stretches it to.
            let box = ResolvedBox(styles[child], parentWidth: nil, parentHeight: height)
            let stretched = box.height == nil ? stretchedGridItemHeight(
                child, box, areaHeight: height, align: GridItemAlignment(styles[child].alignSelf, parent: context.alignItems)) : nil
            let before = columnContribution(child, columns: area.columns, grid.columnSizes, roomHeight: room)
            let after = columnContribution(child, columns: area.columns, grid.columnSizes, roomHeight: height,
                                           knownHeight: stretched)
            if after != before { remeasured.append((index, after)) }
        }
        var widths: [(index: Int, width: Double)] = []
        if hasRatioItems {
            for (index, (child, area)) in zip(grid.items, grid.areas).enumerated() {
                if let width = rowGivenRatioWidth(child, areaHeight: rows.area(area.rows).size, context) {
                    widths.append((index, width))
                }
            }
        }
        guard !remeasured.isEmpty || !widths.isEmpty else { return nil }
        var contributions = measureColumnContributions(grid, context)
        for (index, contribution) in remeasured { contributions[index] = contribution }
        for (index, width) in widths {
            contributions[index].minimum = max(contributions[index].minimum, width)
            contributions[index].minContent = max(contributions[index].minContent, width)
            contributions[index].maxContent = max(contributions[index].maxContent, width)
            contributions[index].contentMinimumFloor = nil
        }
        unsized.restore(&context)
        let columns = sizeColumns(grid.columnSizes, sets: grid.columnSets, contributions, &context)
        var rowContributions = measureRowContributions(grid, columns, context)
        let offsets = shimGridBaselineItems(grid.items, grid.areas, columns, &rowContributions, context)
        return (columns, sizeRows(grid.rowSizes, sets: grid.rowSets, rowContributions, &context), offsets)
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

    /// The positions of the items whose column contributions can follow their rows' height, nil
    /// when none can: wrapping columns (their rows stretch them), and items holding a percentage
    /// height (found from `percentHeightNodes` up, so that a tree without any pays nothing) whose
    /// subtree takes a width from a height (an aspect ratio, a wrapping column, an orthogonal
    /// flow). Conservative: the two need not be on one path; measuring again finds out.
    func rowDependents(_ items: [Int], of container: Int) -> [Int]? {
        let holding = itemsHoldingPercentHeights(of: container)
        var found: [Int] = []
        for (index, item) in items.enumerated() {
            if wrapsAsColumn(item), styles[item].aspectRatio == nil {
                found.append(index)
            } else if holding.contains(item), takesWidthFromHeight(item, item: item) {
                found.append(index)
            }
        }
        return found.isEmpty ? nil : found
    }

    /// The children of `container` with a percentage height in their subtree.
    private func itemsHoldingPercentHeights(of container: Int) -> Set<Int> {
        var holding = Set<Int>()
        for node in percentHeightNodes {
            var item = node
            while item != -1, parents[item] != container { item = parents[item] }
            if item != -1 { holding.insert(item) }
        }
        return holding
    }

    /// The rows of a grid whose height was found from them as §11.1 step 2 first sized them,
    /// before `sizeRows` sized them again at that height.
    private func rowsBeforeFoundHeight(_ grid: PlacedGrid, _ contributions: [GridContribution],
                                       _ unsized: GridUnsizedFrame, _ context: GridContext) -> GridTrackSizing {
        runTrackSizing(grid.rowSizes, sets: grid.rowSets, contributions, gap: unsized.rowGap,
                              space: context.input.availableHeight == .minContent ? .minContent : .maxContent,
                              percentBase: nil, distribution: context.alignContent)
    }

    private func takesWidthFromHeight(_ node: Int, item: Int) -> Bool {
        if styles[node].aspectRatio != nil || wrapsAsColumn(node) || (node != item && isOrthogonalFlow(node)) { return true }
        for child in children[node] where takesWidthFromHeight(child.index, item: item) { return true }
        return false
    }

    /// A flex column that wraps: its lines break at its height.
    private func wrapsAsColumn(_ node: Int) -> Bool {
        let style = styles.address(of: node)
        return style.pointee.flexWrap != .nowrap && style.pointee.display == .flex && !style.pointee.flexDirection.isRow
    }
}

/// What a grid visit knew before it sized its tracks: its content-box sizes (nil when found from
/// the tracks) and gaps, to which §12.1 step 3 returns before it sizes the columns again.
struct GridUnsizedFrame {
    let innerWidth: Double?
    let innerHeight: Double?
    let columnGap: Double
    let rowGap: Double

    /// (`borrowing`: an initializer would otherwise take the whole context as its own copy.)
    init(_ context: borrowing GridContext) {
        innerWidth = context.innerWidth
        innerHeight = context.innerHeight
        columnGap = context.columnGap
        rowGap = context.rowGap
    }

    func restore(_ context: inout GridContext) {
        context.innerWidth = innerWidth
        context.innerHeight = innerHeight
        context.columnGap = columnGap
        context.rowGap = rowGap
    }
}

extension Style {
    /// A percentage height, min-height or max-height (see `LayoutTree.percentHeightNodes`).
    var hasPercentHeight: Bool {
        func percent(_ value: Dimension) -> Bool {
            if case .percent = value { return true }
            return false
        }
        return percent(height) || percent(minHeight) || percent(maxHeight)
    }
}
