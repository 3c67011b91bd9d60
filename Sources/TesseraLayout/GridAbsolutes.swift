/// CSS Grid §9 absolutely positioned children of a grid container: their `gridRow` /
/// `gridColumn` lines (numbers or names, §9.1) make the containing block the area between
/// those lines; an `auto` line, a span alone or a line the grid does not have is the padding
/// edge instead. In that block they are sized and placed by their insets as in a flex
/// container, and without insets at its start (§9.2 static position).
struct GridAbsoluteArea {
    /// Lines of the grid (after implicit leading tracks), nil where the edge is the padding edge.
    var columnStart: Int?
    var columnEnd: Int?
    var rowStart: Int?
    var rowEnd: Int?

    /// Follows `auto-fit` collapsing: `lines` gives each old line's new number.
    mutating func renumber(columns: [Int]?, rows: [Int]?) {
        if let columns {
            columnStart = columnStart.map { columns[$0] }
            columnEnd = columnEnd.map { columns[$0] }
        }
        if let rows {
            rowStart = rowStart.map { rows[$0] }
            rowEnd = rowEnd.map { rows[$0] }
        }
    }
}

extension LayoutTree {
    /// §9.1 each absolutely positioned child's lines, resolved as an item's are (§8.3) but
    /// never adding tracks: lines past the grid, and spans without a line, become auto.
    func gridAbsoluteAreas(_ children: [Int], _ context: GridContext, _ placement: GridPlacementResult) -> [GridAbsoluteArea] {
        func lines(_ placement: GridPlacement, _ names: GridLineNameTable, leading: Int, count: Int) -> (Int?, Int?) {
            let start = ResolvedLines.Side(placement.start, isStart: true, names)
            let end = ResolvedLines.Side(placement.end, isStart: false, names)
            var range: (Int?, Int?)
            switch (start, end) {
            case (.line(let a), .line(let b)): range = a == b ? (a, a + 1) : (min(a, b), max(a, b))
            case (.line(let a), .span(let n)): range = (a, a + n)
            case (.line(let a), .spanNamed): range = (a, ResolvedLines.Side.spanLine(placement.end, from: a, forward: true, names))
            case (.line(let a), .auto): range = (a, nil)
            case (.span(let n), .line(let b)): range = (b - n, b)
            case (.spanNamed, .line(let b)): range = (ResolvedLines.Side.spanLine(placement.start, from: b, forward: false, names), b)
            case (.auto, .line(let b)): range = (nil, b)
            default: range = (nil, nil)
            }
            func existing(_ line: Int?) -> Int? {
                guard let line else { return nil }
                let shifted = line + leading
                return shifted >= 0 && shifted <= count ? shifted : nil
            }
            return (existing(range.0), existing(range.1))
        }
        return children.map { child in
            let columns = lines(styles[child].gridColumn, context.columnNames, leading: placement.leadingColumns,
                                count: placement.columnCount)
            let rows = lines(styles[child].gridRow, context.rowNames, leading: placement.leadingRows,
                             count: placement.rowCount)
            return GridAbsoluteArea(columnStart: columns.0, columnEnd: columns.1, rowStart: rows.0, rowEnd: rows.1)
        }
    }

    /// §9.2 lays each child out in its area: the container's box with the area's edges as
    /// its padding box, so the absolute layout of flex containers places it there.
    mutating func layoutGridAbsolutes(_ children: [Int], _ areas: [GridAbsoluteArea], columns: GridTrackSizing,
                                      rows: GridTrackSizing, _ context: GridContext, width: Double, height: Double) {
        var (asSoleItem, axes) = startAlignedFlexContainer(context.node)
        let border = context.box.border
        let contentLeft = border.left + context.box.padding.left
        let contentTop = border.top + context.box.padding.top
        // Right to left, columns run from the content box's right edge, which in a subgrid
        // narrower than its padding and border is left of its left one (`alignGridItems`).
        let mirrorWidth = context.rtl ? subgridFilledWidth(context).map { $0 - context.pbWidth } ?? context.innerWidth ?? 0 : 0
        for (child, area) in zip(children, areas) {
            // Edges in the container's border box; columns run from the right in rtl.
            func columnX(_ offset: Double) -> Double { context.rtl ? contentLeft + mirrorWidth - offset : contentLeft + offset }
            let inlineStart = area.columnStart.map { columnX(columns.lineOffset($0, asStart: true)) }
                ?? (context.rtl ? width - border.right : border.left)
            let inlineEnd = area.columnEnd.map { columnX(columns.lineOffset($0, asStart: false)) }
                ?? (context.rtl ? border.left : width - border.right)
            let top = area.rowStart.map { contentTop + rows.lineOffset($0, asStart: true) } ?? border.top
            let bottom = area.rowEnd.map { contentTop + rows.lineOffset($0, asStart: false) } ?? height - border.bottom
            // An area whose end comes before its start (in a subgrid narrower than its padding
            // and border, right to left left of its left border) is empty, at its start edge.
            let end = context.rtl ? min(inlineEnd, inlineStart) : max(inlineEnd, inlineStart)
            let (left, right) = context.rtl ? (end, width - inlineStart) : (inlineStart, width - end)
            var block = context.box
            block.padding = (0, 0, 0, 0)
            block.border = (top: top, right: right, bottom: height - max(top, bottom), left: left)
            asSoleItem.justifyContent = staticJustification(child, context)
            layoutAbsolute(child, container: asSoleItem, box: block, axes: axes, width: width, height: height)
        }
    }
}

extension LayoutTree {
    /// CSS Box Alignment §6.1 (as Chromium): without horizontal insets, a child's `justify-self`
    /// (or the container's `justify-items`) places it in its area's inline axis, as `align-self`
    /// does in the block axis; `stretch` and `normal` leave it at the start. Given as the
    /// `justify-content` of the flex container that places a sole item (`startAlignedFlexContainer`).
    private func staticJustification(_ child: Int, _ context: GridContext) -> JustifyContent {
        let own = styles[child].gridJustifySelf
        let justify = (own ?? context.justifyItems).following(
            own == nil ? context.justifyItemsPosition : styles[child].positionalAlignment.justifySelf,
            itemDirection: styles[child].direction, gridRTL: context.rtl)
        switch justify {
        case .start, .stretch: return .flexStart
        case .end: return .flexEnd
        case .center: return .center
        }
    }
}

extension GridTrackSizing {
    /// Where line `line` lies from the content box's start, after alignment: a start edge
    /// is the start of the track after it, an end edge the end of the track before it (so
    /// an area leaves out the gutters around it). Without tracks, the content box's start.
    func lineOffset(_ line: Int, asStart: Bool) -> Double {
        guard !tracks.isEmpty else { return 0 }
        if asStart, line < tracks.count { return tracks[line].position }
        if !asStart, line == 0 { return tracks[0].position }
        let before = tracks[min(line, tracks.count) - 1]
        return before.position + before.base
    }
}
