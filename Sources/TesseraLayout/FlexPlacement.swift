/// What placing a flex container's items needs once its size is final: its size, what its
/// items' percentages resolve against, where their coordinates count from, and which item
/// gives the container its baseline.
struct FlexPlacement {
    var finalWidth: Double
    var finalHeight: Double
    var finalInnerWidth: Double
    var percentFinalHeight: Double?
    var origin: ContentOrigin
    /// The line the container's baseline comes from, and its item that gives it (if any).
    var baselineLine: Int
    var baselineSource: Int?
    /// Items whose percentages or insets see the container's size must be placed again.
    var childrenSeeSize: Bool

    init(_ context: borrowing FlexContext, items: [FlexItem], lines: [FlexLine], reuse: FlexReuse) {
        (finalWidth, finalHeight) = context.borderBoxSize
        finalInnerWidth = max(0, finalWidth - context.pbWidth)
        let finalInnerHeight = max(0, finalHeight - context.pbHeight)
        percentFinalHeight = context.parentDecidedHeight ? finalInnerHeight
            : context.percentFloor ?? (context.heightIsDefinite ? finalInnerHeight : nil)
        origin = ContentOrigin(box: context.box, width: finalWidth, height: finalHeight, axes: context.axes)
        (baselineLine, baselineSource) = Self.baselineSource(items, lines, axes: context.axes)
        childrenSeeSize = reuse.childrenSeeSize(width: finalWidth, height: finalHeight)
    }

    /// §8.5: the container's first baseline comes from its first line in the writing mode's
    /// order (the last one in `wrap-reverse`): from the line's shared baseline in a row that
    /// aligns items by it, else from its first item in visual order (the last one in a
    /// `*-reverse` direction), as Chromium reads it after reversing lines and items.
    static func baselineSource(_ items: [FlexItem], _ lines: [FlexLine], axes: FlexAxes) -> (line: Int, item: Int?) {
        let line = axes.isWrapReverse ? lines.count - 1 : 0
        guard lines.indices.contains(line), lines[line].end > lines[line].start else { return (line, nil) }
        let first = lines[line]
        if axes.isRow {
            for index in first.start..<first.end where items[index].alignsBaseline { return (line, index) }
        }
        return (line, axes.isReverse ? first.end - 1 : first.start)
    }
}

extension LayoutTree {
    /// The container's size is final: aligns its lines, places its items (laying out their
    /// subtrees) and its absolutely positioned children, and keeps what a re-layout may reuse.
    /// (A function of its own, so that the steps read the context it is given in place: a
    /// local `var` context is copied at every call.)
    @inline(__always)
    mutating func placeFlexItems(_ items: inout [FlexItem], _ lines: inout FlexLines, absolutes: [Int],
                                 _ context: borrowing FlexContext, reuse: FlexReuse) -> LayoutOutput {
        alignFlexLines(&lines.lines, context)
        let placement = FlexPlacement(context, items: items, lines: lines.lines, reuse: reuse)
        let baseline = finalLayoutPass(&items, lines, placement, context, reuse: reuse)
        if context.performLayout {
            for child in absolutes {
                layoutAbsolute(child, container: styles[context.node], box: context.box, axes: context.axes,
                               width: placement.finalWidth, height: placement.finalHeight)
            }
        }
        endReuse(reuse, node: context.node, items: items, lines: lines.lines, placement: placement)
        return LayoutOutput(width: placement.finalWidth, height: placement.finalHeight, baseline: baseline)
    }

    /// §9.6 step 16 (§9.4 step 12): `align-content` places (and may stretch) the lines.
    func alignFlexLines(_ lines: inout [FlexLine], _ context: borrowing FlexContext) {
        alignLines(&lines, innerCross: context.innerCross ?? 0, gap: context.crossGap,
                   alignContent: context.alignContent, multiLine: context.axes.isWrap,
                   wrapReverse: context.axes.isWrapReverse, safe: context.safeAlignment.alignContent)
    }

    /// The final pass, line by line: aligns the fresh lines' items (§9.4 step 11, §9.5, §9.6),
    /// then places every item and lays out its subtree at its final size. A re-layout skips the
    /// lines that stand as before and only shifts the ones that moved. Returns the baseline.
    mutating func finalLayoutPass(_ items: inout [FlexItem], _ lines: FlexLines, _ placement: FlexPlacement,
                                  _ context: borrowing FlexContext, reuse: FlexReuse) -> Double? {
        var baseline: Double?
        for lineIndex in lines.lines.indices {
            let line = lines.lines[lineIndex]
            let state = reuse.state(ofLine: lineIndex, in: lines, origin: placement.origin,
                                    childrenSeeSize: placement.childrenSeeSize)
            let givesBaseline = lineIndex == placement.baselineLine
            if state == .unchanged, !givesBaseline { continue }
            if state == .moved, !reuse.anyChildSeesSize, !givesBaseline {
                // Nothing in the line is laid out again or asked for a baseline: only the items'
                // origins change, as `layOutLine` would write them.
                let mainEdgeStayed = reuse.previous?.origin.mainEdgeLike(placement.origin) ?? false
                placeMovedLine(items, line: line, origin: placement.origin, mainEdgeStayed: mainEdgeStayed)
                continue
            }
            if state == .fresh { alignFreshLine(&items, line, placement, context) }
            if let lineBaseline = layOutLine(items, line, state: state, placement, context) { baseline = lineBaseline }
        }
        return baseline
    }

    /// §9.4 step 11: stretch items to their line; §9.5: main-axis alignment; §9.6: cross-axis
    /// alignment in the line. (A wrapping column's items first fit their line's width.)
    mutating func alignFreshLine(_ items: inout [FlexItem], _ line: FlexLine, _ placement: FlexPlacement,
                                 _ context: borrowing FlexContext) {
        if !context.axes.isRow && context.axes.isWrap {
            fitItemWidthsToLine(&items, line: line, innerWidth: context.innerCross ?? 0,
                                parentWidth: context.itemParentWidth, parentHeight: context.itemParentHeight)
        }
        for index in line.start..<line.end where items[index].stretches {
            items[index].crossSize = items[index].clampCross(line.crossSize - items[index].marginCross)
        }
        justifyLine(&items, line: line, innerMain: context.innerMain ?? 0, gap: context.mainGap,
                    justifyContent: context.justifyContent, reversedDirection: context.axes.isReverse,
                    safe: context.safeAlignment.justifyContent)
        alignItemsInLine(&items, line: line, axes: context.axes, safeItems: context.safeAlignment.alignItems)
    }

    /// Places one line's items and lays out their subtrees at their final sizes (in a moved
    /// line only those whose percentages see the container's new size: the others keep their
    /// sizes, so their subtrees are laid out already). Returns the container's baseline when
    /// the line holds the item that gives it.
    mutating func layOutLine(_ items: [FlexItem], _ line: FlexLine, state: LineState, _ placement: FlexPlacement,
                             _ context: borrowing FlexContext) -> Double? {
        var baseline: Double?
        let performLayout = context.performLayout
        for index in line.start..<line.end {
            let child = items[index].node
            let targetMain = items[index].targetMain
            let crossSize = items[index].crossSize
            let itemWidth = context.axes.main(targetMain, crossSize)
            let itemHeight = context.axes.cross(targetMain, crossSize)
            let crossPosition = line.crossOffset + items[index].crossInLine + items[index].marginCrossStart
            let (x, y) = placement.origin.place(main: items[index].mainPosition, cross: crossPosition,
                                                mainSize: targetMain, crossSize: crossSize)
            let relayout = performLayout && (state == .fresh || (state == .moved && usesPercentages[child]))
            let givesBaseline = index == placement.baselineSource
            if relayout || givesBaseline {
                let output = layOutItem(items, index, width: itemWidth, height: itemHeight,
                                        needsBaseline: givesBaseline, placement, context)
                if givesBaseline { baseline = y + (output.baseline ?? itemHeight) }
            }
            if performLayout, state != .unchanged {
                let offset = hasInsets[child]
                    ? relativeOffset(child, in: context.node, parentWidth: placement.finalInnerWidth,
                                     parentHeight: placement.percentFinalHeight) : (x: 0, y: 0)
                frames[child].x = x + offset.x
                frames[child].y = y + offset.y
            }
        }
        return baseline
    }

    /// Lays out (or, asked only for its baseline, sizes) one item at its final size.
    mutating func layOutItem(_ items: [FlexItem], _ index: Int, width: Double, height: Double, needsBaseline: Bool,
                             _ placement: FlexPlacement, _ context: borrowing FlexContext) -> LayoutOutput {
        let child = items[index].node
        if children[child].isEmpty, measures[child] == nil {
            // An empty box placed at a decided size takes that size and has no baseline: what
            // `computeNode` answers, without building its inputs for every leaf.
            if context.performLayout {
                frames[child].width = width
                frames[child].height = height
            }
            return LayoutOutput(width: width, height: height, baseline: nil)
        }
        let isRow = context.axes.isRow
        // A stretched height is definite even in a row of indefinite height (§9.4 step 11); a
        // flexed one as `FlexItem.flexedHeightIsDefinite` says.
        let heightIsDefinite = isRow
            ? (items[index].sizeCross != nil && !items[index].hasTransferredCross) || items[index].stretches
            : items[index].flexedHeightIsDefinite(columnHeightIsDefinite: context.mainIsDefinite)
        // A stretch of a box with a ratio to the height it measured keeps its measured layout
        // (see `LayoutInput.knownHeightIsMeasured`).
        let heightIsMeasured = isRow && items[index].stretches && items[index].aspectRatio != nil
            && items[index].definiteStretchedCross == nil && items[index].crossSize == items[index].hypotheticalCross
        return computeNode(child, LayoutInput(
            knownWidth: width, knownHeight: height,
            parentWidth: placement.finalInnerWidth, parentHeight: placement.percentFinalHeight,
            availableWidth: .definite(width), availableHeight: .definite(height),
            needsBaseline: needsBaseline, knownHeightIsDefinite: heightIsDefinite,
            knownHeightIsMeasured: heightIsMeasured),
            performLayout: context.performLayout)
    }

    /// Writes the frame origins of a moved line's items (`LineState.moved`), none of which has
    /// percentages or insets: their sizes and places in the line stay, so this is all a
    /// re-layout does for the lines after a change in a big wrapping container (thousands of
    /// items), in one pass over plain memory.
    /// When the edge the main coordinates count from stayed (`mainEdgeStayed`), only the cross
    /// coordinate is written: the main one is what the last layout wrote.
    mutating func placeMovedLine(_ items: [FlexItem], line: FlexLine, origin: ContentOrigin, mainEdgeStayed: Bool) {
        items.withUnsafeBufferPointer { items in
            frames.withUnsafeMutableBufferPointer { frames in
                for index in line.start..<line.end {
                    let crossPosition = line.crossOffset + items[index].crossInLine + items[index].marginCrossStart
                    let (x, y) = origin.place(main: items[index].mainPosition, cross: crossPosition,
                                              mainSize: items[index].targetMain, crossSize: items[index].crossSize)
                    let node = items[index].node
                    if !mainEdgeStayed || !origin.axes.isRow { frames[node].x = x }
                    if !mainEdgeStayed || origin.axes.isRow { frames[node].y = y }
                }
            }
        }
    }

    /// `position: relative` shifts the box after layout without moving anything else. A
    /// percentage of an indefinite height is auto (CSS 2.1 §9.4.3). With both `left` and `right`
    /// set, the container's inline-start side wins: `left` in ltr, `right` in rtl (CSS Position 3's
    /// relative positioning; Chromium's ComputeRelativeOffset takes the container's direction).
    func relativeOffset(_ node: Int, in container: Int, parentWidth: Double, parentHeight: Double?) -> (x: Double, y: Double) {
        let inset = styles[node].inset
        let left = inset.left.resolve(parentWidth)
        let right = inset.right.resolve(parentWidth).map { -$0 }
        let x = (directions[container] == .rtl ? right ?? left : left ?? right) ?? 0
        let y = inset.top.resolve(parentHeight) ?? inset.bottom.resolve(parentHeight).map { -$0 } ?? 0
        return (x, y)
    }
}

/// Converts flex-relative positions (distance from the content box's main-start and cross-start
/// edges) into physical coordinates relative to the container's border box.
struct ContentOrigin {
    var left: Double
    var top: Double
    var right: Double
    var bottom: Double
    var axes: FlexAxes

    init(box: ResolvedBox, width: Double, height: Double, axes: FlexAxes) {
        left = box.border.left + box.padding.left
        top = box.border.top + box.padding.top
        right = width - box.border.right - box.padding.right
        bottom = height - box.border.bottom - box.padding.bottom
        self.axes = axes
    }

    /// Whether items at the same main-axis positions land on the same physical main coordinate:
    /// the edge main coordinates count from did not move.
    func mainEdgeLike(_ other: ContentOrigin) -> Bool {
        if axes.isRow { return axes.mainReversed ? right == other.right : left == other.left }
        return axes.mainReversed ? bottom == other.bottom : top == other.top
    }

    /// Whether items at the same flex-relative positions land on the same physical ones: the
    /// edges their coordinates count from (the far ones only along reversed axes) did not move.
    func placesLike(_ other: ContentOrigin) -> Bool {
        if axes.isRow { return mainEdgeLike(other) && (axes.crossReversed ? bottom == other.bottom : top == other.top) }
        return mainEdgeLike(other) && (axes.crossReversed ? right == other.right : left == other.left)
    }

    @inline(__always)
    func place(main: Double, cross: Double, mainSize: Double, crossSize: Double) -> (x: Double, y: Double) {
        let mainCoordinate: Double
        let crossCoordinate: Double
        if axes.isRow {
            mainCoordinate = axes.mainReversed ? right - main - mainSize : left + main
            crossCoordinate = axes.crossReversed ? bottom - cross - crossSize : top + cross
            return (mainCoordinate, crossCoordinate)
        }
        mainCoordinate = axes.mainReversed ? bottom - main - mainSize : top + main
        crossCoordinate = axes.crossReversed ? right - cross - crossSize : left + cross
        return (crossCoordinate, mainCoordinate)
    }
}
