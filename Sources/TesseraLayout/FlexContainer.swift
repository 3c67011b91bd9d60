/// CSS Flexible Box Layout Level 1, §9 "Flex Layout Algorithm", as one named step per section of
/// the specification (as Taffy's `compute/flexbox.rs` reads): `FlexContext` holds what the visit
/// computes once, the steps below size the items and lines, and `FlexPlacement.swift` places
/// them. A re-layout's reuse of kept items and lines (`FlexReuse`, see `RetainedLines`) wraps the
/// steps: it hands them the items, tells them which to size again, and keeps what they built.
extension LayoutTree {
    mutating func computeFlexContainer(_ node: Int, _ input: LayoutInput, performLayout: Bool) -> LayoutOutput {
        var context = FlexContext(node: node, style: styles[node], direction: directions[node], input: input,
                                  performLayout: performLayout)
        if !context.gapPercents.isEmpty { context.resolvePercentGaps() }
        if !sizingKeywordNodes.isEmpty { resolveFlexChildKeywords(context) }
        var (reuse, items) = beginReuse(context)
        let absolutes = generateFlexItems(&items, context, reuse: &reuse)
        if !context.axes.isRow {
            if context.innerCross == nil { determineColumnWidth(&items, &context) }
            if let answer = knownContentWidth(context) { return finish(items, answer) }
        }
        resolveItemPercentBases(&context)
        determineFlexBaseSizes(&items, context, reuse: reuse)
        if context.axes.isRow, context.innerMain == nil {
            guard determineRowWidth(&items, &context) else {
                // Items whose percentages see the width found start over at that width.
                var atWidth = input
                atWidth.knownWidth = (context.innerMain ?? 0) + context.pbMain
                itemBuffers.append(items)
                return computeFlexContainer(node, atWidth, performLayout: performLayout)
            }
        }
        if context.axes.isRow, let answer = knownContentWidth(context) { return finish(items, answer) }
        if !context.gapPercents.isEmpty { context.resolvePercentGaps() }
        var lines = collectFlexLines(items, context, reuse: reuse)
        if context.innerMain == nil { determineColumnHeight(items, lines.lines, &context) }
        sizeFreshLines(&items, &lines, context)
        if context.innerCross == nil { determineContainerCrossSize(lines.lines, &context) }
        let (finalWidth, finalHeight) = context.borderBoxSize
        if !performLayout, !input.needsBaseline {
            // A size is all that was asked: placing the items would only find the baseline.
            return finish(items, LayoutOutput(width: finalWidth, height: finalHeight, baseline: nil))
        }
        return placeFlexItems(&items, &lines, absolutes: absolutes, context, reuse: reuse)
    }

    /// Hands the item buffer back for the next container visit and answers.
    private mutating func finish(_ items: [FlexItem], _ answer: LayoutOutput) -> LayoutOutput {
        itemBuffers.append(items)
        return answer
    }

    /// §9.1: the container's in-flow children become its items; hidden ones are laid out as
    /// nothing, and absolutely positioned ones are returned, to be placed at the end. A
    /// re-layout that keeps its items makes none.
    @inline(__always)
    mutating func generateFlexItems(_ items: inout [FlexItem], _ context: borrowing FlexContext,
                                    reuse: inout FlexReuse) -> [Int] {
        var absolutes: [Int] = []
        let node = context.node
        if reuse.previous == nil {
            items.removeAll(keepingCapacity: true)
            // A buffer that grew by doubling would copy ~280 bytes per item each time it grows.
            items.reserveCapacity(children[node].count)
            for child in children[node] {
                // Read fields in place: binding a whole Style would copy it for every child.
                if styles[child.index].display == .none {
                    if context.performLayout { hideSubtree(child.index) }
                    continue
                }
                if styles[child.index].position == .absolute {
                    absolutes.append(child.index)
                    continue
                }
                reuse.noteItem(seesSize: reuse.retains && childSeesSize(child.index))
                items.append(makeItem(child.index, alignItems: context.alignItems,
                                  itemsPosition: context.alignItemsPosition, axes: context.axes,
                                      parentWidth: context.axes.main(context.innerMain, context.innerCross),
                                      parentHeight: context.percentInnerHeight, innerCross: context.stretchInnerCross,
                                      crossIsDefinite: context.crossIsDefinite))
            }
        }
        reuse.retains = reuse.retains && absolutes.isEmpty && items.count == children[node].count
        return absolutes
    }

    /// §9.9.1 for a column (as browsers size blocks): its width is its inline size, decided
    /// from its items' intrinsic widths first and then definite for laying them out, so the
    /// items are made again against it.
    mutating func determineColumnWidth(_ items: inout [FlexItem], _ context: inout FlexContext) {
        let lineLimit = context.breaksAtKnownMain ? context.innerMain ?? context.breakLimit : context.breakLimit
        let intrinsic = intrinsicColumnWidth(items, axes: context.axes, available: context.availableCross,
                                             innerMain: context.percentInnerHeight, lineLimit: lineLimit,
                                             mainGap: context.mainGap, crossGap: context.crossGap,
                                             availableMain: context.availableMain)
        let width = context.clampCross(intrinsic)
        context.innerCross = width
        if context.innerMain == nil { context.transferRatioFromColumnWidth(width) }
        if !sizingKeywordNodes.isEmpty {
            resolveChildSizingKeywords(context.node, kind: .flexColumn, width: width, height: context.percentInnerHeight,
                                       constraint: .definite(width))
        }
        for index in items.indices {
            items[index] = makeItem(items[index].node, alignItems: context.alignItems,
                                  itemsPosition: context.alignItemsPosition, axes: context.axes,
                                    parentWidth: width, parentHeight: context.percentInnerHeight, innerCross: width)
        }
    }

    /// The answer to a question for the content width alone (`contentSizedAxis: .width`), once
    /// the width is known and nothing needs laying out: the rest of the visit would not change it.
    @inline(__always)
    func knownContentWidth(_ context: borrowing FlexContext) -> LayoutOutput? {
        guard context.input.contentSizedAxis == .width, !context.performLayout,
              let innerWidth = context.axes.main(context.innerMain, context.innerCross) else { return nil }
        return LayoutOutput(width: innerWidth + context.pbWidth, height: context.pbHeight, baseline: nil)
    }

    /// What the items' percentages resolve against from here on, and the cross space a container
    /// of known cross size offers them.
    @inline(__always)
    func resolveItemPercentBases(_ context: inout FlexContext) {
        context.itemParentWidth = context.axes.main(context.innerMain, context.innerCross)
        context.itemParentHeight = context.percentInnerHeight
        if let innerCross = context.innerCross { context.availableCross = context.itemCrossSpace(innerCross) }
    }

    /// §9.2 step 3: flex base sizes and hypothetical main sizes (of the changed items only, when
    /// the others are kept from the last layout).
    @inline(__always)
    mutating func determineFlexBaseSizes(_ items: inout [FlexItem], _ context: borrowing FlexContext, reuse: FlexReuse) {
        if let previous = reuse.previous { return remakeChangedItems(&items, previous.dirty, context) }
        for index in items.indices { determineFlexBase(&items[index], context) }
    }

    /// `determineFlexBase` with the container's context.
    mutating func determineFlexBase(_ item: inout FlexItem, _ context: borrowing FlexContext) {
        // A percentage flex basis resolves against a definite main size only.
        determineFlexBase(&item, axes: context.axes, innerMain: context.axes.main(context.itemParentWidth, context.itemParentHeight),
                          parentWidth: context.itemParentWidth, parentHeight: context.itemParentHeight,
                          availableMain: context.availableMain, availableCross: context.availableCross)
    }

    /// §9.2 step 4 for a row (§9.9.1 as browsers do it): its width from its items'
    /// contributions, and its height through an aspect ratio. A row whose width came from its
    /// content then has that width, as a block's in a browser: its items' percentages resolve
    /// against it, in layout and when its height is asked (as a column item's flex basis), and
    /// items stretch to the height a ratio gives from it. False when any item needs that: the
    /// container then starts over at that width.
    mutating func determineRowWidth(_ items: inout [FlexItem], _ context: inout FlexContext) -> Bool {
        let intrinsic = intrinsicRowWidth(&items, wraps: context.axes.isWrap,
                                          balancedLineCount: context.axes.balancedLineCount, gap: context.mainGap,
                                          available: context.availableMain, parentWidth: context.itemParentWidth,
                                          parentHeight: context.itemParentHeight, availableCross: context.availableCross)
        let width = context.clampMain(intrinsic)
        context.innerMain = width
        if context.innerCross == nil { context.transferRatioFromRowWidth(width) }
        guard context.input.contentSizedAxis != .width else { return true }
        let stretchesToRatio = context.box.aspectRatio != nil && !context.axes.isWrap
        if !sizingKeywordNodes.isEmpty, childKeywordsSeeWidth(context.node) { return false }
        return !items.contains { item in
            hasPercentFlexBasis(item.node) || usesPercentages[item.node] || (stretchesToRatio && item.stretches)
        }
    }

    /// §9.3: collect the items into flex lines; a re-layout keeps the lines its changes cannot reach.
    @inline(__always)
    func collectFlexLines(_ items: [FlexItem], _ context: borrowing FlexContext, reuse: FlexReuse) -> FlexLines {
        let axes = context.axes
        var lineLimit = axes.isWrap ? (context.breaksAtKnownMain ? context.innerMain ?? context.breakLimit : context.breakLimit) : nil
        // Lines already broken at `lineLimit`, when finding the content's height needed them.
        var contentLines: [FlexLine]?
        if axes.isWrap, !context.breaksAtKnownMain, let innerMain = context.innerMain {
            let measured = collectLines(items, limit: lineLimit, gap: context.mainGap,
                                        balancedLineCount: axes.balancedLineCount)
            let longest = longestLine(measured, items: items, gap: context.mainGap, min: context.minInnerMain,
                                      max: context.maxInnerMain)
            if abs(longest - innerMain) > 1e-9 {
                // A wrapping column flexed to a height other than its content's (in a column of
                // indefinite height) is laid out again at that height, and its lines break there.
                // At its content's own height Chromium keeps the lines it measured (its layout
                // cache), which may differ where negative margins make a running sum exceed the total.
                lineLimit = innerMain
            } else {
                contentLines = measured
            }
        }
        // Balanced lines depend on every item: none are kept.
        if axes.balancedLineCount == nil, let lineLimit,
           let kept = recollectLines(items, reuse: reuse, limit: lineLimit, gap: context.mainGap) {
            return kept
        }
        let lines = contentLines ?? collectLines(items, limit: lineLimit, gap: context.mainGap,
                                                 balancedLineCount: axes.balancedLineCount)
        return FlexLines(lines: lines, fresh: lines.indices)
    }

    /// §9.2 step 4 for a column nothing else sizes: its height from its lines.
    @inline(__always)
    func determineColumnHeight(_ items: [FlexItem], _ lines: [FlexLine], _ context: inout FlexContext) {
        context.innerMain = longestLine(lines, items: items, gap: context.mainGap, min: context.minInnerMain,
                                        max: context.maxInnerMain)
    }

    /// §9.7 and §9.4 steps 7–8, line by line (the fresh ones of a re-layout): flexible lengths,
    /// hypothetical cross sizes at them, and the line's cross size.
    @inline(__always)
    mutating func sizeFreshLines(_ items: inout [FlexItem], _ lines: inout FlexLines, _ context: borrowing FlexContext) {
        let axes = context.axes
        let innerMain = context.innerMain ?? 0
        for lineIndex in lines.fresh {
            let line = lines.lines[lineIndex]
            for index in line.start..<line.end { items[index].targetMain = items[index].hypotheticalMain }
            resolveFlexibleLengths(&items, line: line, innerMain: innerMain, gap: context.mainGap, axes: axes,
                                   parentWidth: context.itemParentWidth, parentHeight: context.itemParentHeight,
                                   availableCross: context.availableCross)
            for index in line.start..<line.end {
                determineHypotheticalCross(&items[index], axes: axes, parentWidth: context.itemParentWidth,
                                           parentHeight: context.itemParentHeight, availableCross: context.availableCross)
            }
            sizeLine(&lines.lines[lineIndex], items: items, axes: axes, innerCross: context.innerCross,
                     minInnerCross: context.minInnerCross, maxInnerCross: context.maxInnerCross)
        }
    }

    /// §9.4 step 15: the container's cross size from its lines when nothing else decides it.
    @inline(__always)
    func determineContainerCrossSize(_ lines: [FlexLine], _ context: inout FlexContext) {
        var total = context.crossGap * Double(max(0, lines.count - 1))
        for line in lines { total += line.crossSize }
        context.innerCross = context.clampCross(total)
    }

    /// Whether a child's percentages or insets resolve against its container's size.
    @inline(__always)
    func childSeesSize(_ child: Int) -> Bool { usesPercentages[child] || hasInsets[child] }

    func hasPercentFlexBasis(_ node: Int) -> Bool {
        if case .percent = styles[node].flexBasis { return true }
        return false
    }

    /// Whether a child takes part in flex layout (it is neither hidden nor absolutely positioned).
    func isInFlow(_ child: Int) -> Bool {
        styles[child].display != .none && styles[child].position != .absolute
    }
}

extension FlexContext {
    /// The width found from a column's content gives its height through its aspect ratio (or
    /// only a floor under it, which then also breaks a wrapping column's lines); percentages of
    /// the height resolve against the ratio's height (see `percentFloor`).
    mutating func transferRatioFromColumnWidth(_ width: Double) {
        guard let ratio = box.aspectRatio, input.contentSizedAxis != .width else { return }
        let fromRatio = max(0, box.clampHeight(box.heightFromWidth(width + pbCross, ratio: ratio)) - pbMain)
        if ratioFloorsHeight {
            minInnerMain = max(minInnerMain, fromRatio)
            if axes.isWrap { breakLimit = min(breakLimit ?? .infinity, fromRatio) }
        } else {
            innerMain = fromRatio
        }
        if input.contentSizedAxis != .height, !parentDecidedHeight {
            percentFloor = fromRatio
            percentInnerHeight = fromRatio
        }
    }

    /// The width found from a row's content gives its height through its aspect ratio (or only
    /// a floor under it).
    mutating func transferRatioFromRowWidth(_ width: Double) {
        guard let ratio = box.aspectRatio, input.contentSizedAxis != .width else { return }
        let fromRatio = max(0, box.clampHeight(box.heightFromWidth(width + pbMain, ratio: ratio)) - pbCross)
        if ratioFloorsHeight { minInnerCross = max(minInnerCross, fromRatio) } else { innerCross = fromRatio }
    }

    /// The border-box size once both content sizes are known.
    var borderBoxSize: (width: Double, height: Double) {
        let main = (innerMain ?? 0) + pbMain
        let cross = (innerCross ?? 0) + pbCross
        return (axes.main(main, cross), axes.cross(main, cross))
    }
}
