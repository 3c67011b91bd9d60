/// CSS Grid Layout §10 "Alignment and Spacing": each item sized and aligned in its grid area
/// (auto margins first, else `justify-self` along the inline axis and `align-self` along the
/// block axis), then laid out; and the container's first baseline (§10.7).
extension LayoutTree {
    /// Lays the items out (when the visit performs layout; else only the baseline item is
    /// measured) and answers the container's baseline: that of the item `baselineItem` (an
    /// index in `items`), or its border box's bottom edge when it has none. `baselineOffsets`
    /// places the items that align baselines (`shimGridBaselineItems`). The items at the
    /// positions `rowDependents` are sized with their area's height (`PlacedGrid.rowDependents`).
    mutating func alignGridItems(_ items: [Int], _ areas: [GridArea], columns: GridTrackSizing, rows: GridTrackSizing,
                                 baselineOffsets: [Double?]?, baselineItem: Int?, rowDependents: [Int],
                                 _ context: GridContext) -> Double? {
        var baseline: Double?
        // Right to left, items are placed from the content box's right edge. A subgrid narrower
        // than its padding and border (`subgridFilledWidth`) has a negative content width there,
        // as in Chromium, so its items start left of its left padding edge.
        let mirrorWidth = context.rtl ? subgridFilledWidth(context).map { $0 - context.pbWidth } ?? context.innerWidth ?? 0 : 0
        let contentLeft = context.box.border.left + context.box.padding.left
        let contentTop = context.box.border.top + context.box.padding.top
        var nextDependent = 0
        for (index, (child, area)) in zip(items, areas).enumerated() {
            let givesBaseline = index == baselineItem
            if !context.performLayout, !givesBaseline { continue }
            let (columnStart, areaWidth) = columns.area(area.columns)
            let (rowStart, areaHeight) = rows.area(area.rows)
            let box = ResolvedBox(styles[child], parentWidth: areaWidth, parentHeight: areaHeight)
            // (`rowDependents` is ascending, as the items are visited.)
            while nextDependent < rowDependents.count, rowDependents[nextDependent] < index { nextDependent += 1 }
            let followsRow = nextDependent < rowDependents.count && rowDependents[nextDependent] == index
            let width = gridItemWidth(child, areaWidth: areaWidth, areaHeight: followsRow ? areaHeight : nil,
                                      box: box, context)
            let align = GridItemAlignment(styles[child].alignSelf, parent: context.alignItems)
            let alignIsSafe = styles[child].alignSelf == .auto
                ? context.safeAlignment.alignItems : styles[child].safeAlignment.alignSelf
            let justifyIsSafe = styles[child].gridJustifySelf == nil
                ? context.safeAlignment.justifyItems : styles[child].safeAlignment.justifySelf
            let height: Double
            // A height measured from the content (an auto one, not stretched) is no definite
            // height for percentages inside the item (CSS Sizing 3 §5.1, as in Chromium).
            var heightIsDefinite = true
            if styles[child].display == .grid, styles[child].gridSubgrid.contains(.rows) {
                // §9: a subgrid fills its area in a subgridded axis, whatever its height and align-self.
                height = max(0, areaHeight - box.marginHeight)
            } else if let specified = box.height {
                height = box.clampHeight(specified)
            } else if let stretched = stretchedGridItemHeight(child, box, areaHeight: areaHeight, align: align) {
                height = stretched
            } else {
                height = computeNode(child, LayoutInput(
                    knownWidth: width, knownHeight: nil, parentWidth: areaWidth, parentHeight: areaHeight,
                    availableWidth: .definite(areaWidth), availableHeight: .definite(areaHeight)), performLayout: false).height
                heightIsDefinite = false
            }
            let output = computeNode(child, LayoutInput(
                knownWidth: width, knownHeight: height, parentWidth: areaWidth, parentHeight: areaHeight,
                availableWidth: .definite(areaWidth), availableHeight: .definite(areaHeight), needsBaseline: givesBaseline,
                knownHeightIsDefinite: heightIsDefinite), performLayout: context.performLayout)
            let ownJustify = styles[child].gridJustifySelf
            let justify = (ownJustify ?? context.justifyItems).following(
                ownJustify == nil ? context.justifyItemsPosition : styles[child].positionalAlignment.justifySelf,
                itemDirection: styles[child].direction, gridRTL: context.rtl)
            let marginStart = context.rtl ? box.margin.right : box.margin.left
            let marginEnd = context.rtl ? box.margin.left : box.margin.right
            let autoStart = context.rtl ? box.marginAuto.right : box.marginAuto.left
            let autoEnd = context.rtl ? box.marginAuto.left : box.marginAuto.right
            let inlineOffset = autoMarginOffset(free: areaWidth - width, autoStart: autoStart, autoEnd: autoEnd,
                                                marginStart: marginStart, marginEnd: marginEnd)
                ?? justify.offset(free: areaWidth - width, marginStart: marginStart, marginEnd: marginEnd,
                                  safe: justifyIsSafe)
            let blockOffset = autoMarginOffset(free: areaHeight - height, autoStart: box.marginAuto.top,
                                               autoEnd: box.marginAuto.bottom, marginStart: box.margin.top,
                                               marginEnd: box.margin.bottom)
                ?? baselineOffsets?[index]
                ?? align.offset(free: areaHeight - height, marginStart: box.margin.top, marginEnd: box.margin.bottom,
                                safe: alignIsSafe)
            let inlineStart = columnStart + inlineOffset
            let x = context.rtl ? mirrorWidth - inlineStart - width : inlineStart
            let shift = hasInsets[child]
                ? relativeOffset(child, in: context.node, parentWidth: areaWidth, parentHeight: areaHeight) : (x: 0, y: 0)
            let y = contentTop + rowStart + blockOffset + shift.y
            if givesBaseline { baseline = y + (output.baseline ?? height) }
            if context.performLayout {
                frames[child].x = contentLeft + x + shift.x
                frames[child].y = y
            }
        }
        return baseline
    }

    /// §10.7: the item whose baseline is the grid's: the first, in grid order (row-major over the
    /// cells), of those in the first row that has items (as Chromium reads "first row"), among
    /// those aligning baselines there if any do (their shared baseline is the grid's).
    func gridBaselineItem(_ areas: [GridArea], _ baselineOffsets: [Double?]?) -> Int? {
        guard let firstRow = areas.map(\.rows.lowerBound).min() else { return nil }
        let aligning = areas.indices.contains { areas[$0].rows.lowerBound == firstRow && baselineOffsets?[$0] != nil }
        var best: Int?
        for index in areas.indices where areas[index].rows.lowerBound == firstRow {
            if aligning, baselineOffsets?[index] == nil { continue }
            if let current = best, areas[current].columns.lowerBound <= areas[index].columns.lowerBound { continue }
            best = index
        }
        return best
    }
}

/// §10.2 "Aligning with auto margins": auto margins take the space the box and its other
/// margins leave in the area (both: the box is centered), and are zero where none is left. nil
/// without auto margins in that axis: the alignment property decides.
private func autoMarginOffset(free: Double, autoStart: Bool, autoEnd: Bool, marginStart: Double,
                              marginEnd: Double) -> Double? {
    guard autoStart || autoEnd else { return nil }
    let left = max(0, free - marginStart - marginEnd)
    if autoStart && autoEnd { return marginStart + left / 2 }
    return autoStart ? marginStart + left : marginStart
}

extension LayoutTree {
    /// The border-box height an item of auto height is stretched to in its area (`stretch`
    /// alignment or size keyword, no auto margin in the block axis); nil when it is not.
    func stretchedGridItemHeight(_ child: Int, _ box: borrowing ResolvedBox, areaHeight: Double,
                                 align: GridItemAlignment) -> Double? {
        guard styles[child].sizingKeywords.height.map({ $0 == .stretch }) ?? (align == .stretch),
              !box.marginAuto.top, !box.marginAuto.bottom, !ratioGivesHeight(child, box) else { return nil }
        return box.clampHeight(areaHeight - box.marginHeight)
    }

    /// CSS Box Alignment §6.1 (`normal` in a grid) and CSS Sizing 4 §5: an item with an aspect
    /// ratio and an auto height that only `normal` alignment would stretch (no `align-self`, the
    /// container's default `align-items`) takes the height its ratio gives from its width, as
    /// Chromium does; an explicit `stretch` still fills the area.
    @inline(__always)
    fileprivate func ratioGivesHeight(_ child: Int, _ box: borrowing ResolvedBox) -> Bool {
        box.aspectRatio != nil && styles[child].alignSelf == .auto && styles[child].sizingKeywords.height == nil
    }
}

extension GridItemAlignment {
    /// `align-self` read in a grid: `flex-start`/`flex-end` are `start`/`end` there, and
    /// `baseline` is `start` (the shim of `shimGridBaselineItems` moves the item down from there).
    init(_ alignSelf: AlignSelf, parent alignItems: AlignItems) {
        switch alignSelf {
        case .auto:
            switch alignItems {
            case .flexStart, .baseline: self = .start
            case .flexEnd: self = .end
            case .center: self = .center
            case .stretch: self = .stretch
            }
        case .flexStart, .baseline: self = .start
        case .flexEnd: self = .end
        case .center: self = .center
        case .stretch: self = .stretch
        }
    }

    /// The distance from the area's start edge to the box's start border edge, given the free
    /// space the box's border box leaves in the area (margins included in it). A `safe`
    /// alignment of a box whose margin box overflows the area starts it at the area's start.
    func offset(free: Double, marginStart: Double, marginEnd: Double, safe: Bool) -> Double {
        if safe, free < marginStart + marginEnd { return marginStart }
        switch self {
        case .start, .stretch: return marginStart
        case .end: return free - marginEnd
        case .center: return marginStart + (free - marginStart - marginEnd) / 2
        }
    }
}
