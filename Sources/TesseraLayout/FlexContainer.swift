/// The constants of one flex container visit: its axes and flow, resolved once.
struct FlexAxes {
    var isRow: Bool
    /// Main-start is at the right (rows) or bottom (columns).
    var mainReversed: Bool
    /// Cross-start is at the bottom (rows) or right (columns).
    var crossReversed: Bool
    var isWrap: Bool

    init(_ style: Style, direction: Direction) {
        isRow = style.flexDirection == .row || style.flexDirection == .rowReverse
        let rtl = direction == .rtl
        if isRow {
            mainReversed = (style.flexDirection == .rowReverse) != rtl
            crossReversed = style.flexWrap == .wrapReverse
        } else {
            mainReversed = style.flexDirection == .columnReverse
            // A column's cross axis is the inline axis, whose start is the right edge in rtl.
            crossReversed = (style.flexWrap == .wrapReverse) != rtl
        }
        isWrap = style.flexWrap != .nowrap
    }
}

/// CSS Flexible Box Layout Level 1, §9 "Flex Layout Algorithm", step by step.
extension LayoutTree {
    mutating func computeFlexContainer(_ node: Int, _ input: LayoutInput, performLayout: Bool) -> LayoutOutput {
        let style = styles[node]
        var box = ResolvedBox(style, parentWidth: input.parentWidth, parentHeight: input.parentHeight,
                              contentSized: input.contentSizedAxis)
        let axes = FlexAxes(style, direction: directions[node])
        let isRow = axes.isRow

        // The container's own border-box size, where its parent or its style already decide it.
        // The height an aspect ratio gives from a known width may be only a floor under the
        // content's height (`ratioFloorsHeight`), found with the lines.
        let ratioFloorsHeight = ResolvedBox.ratioFloorsHeight(style, parentHeight: input.parentHeight)
        // A size the style leaves auto comes from the other one through the ratio: the known one.
        let ratioWidth = box.aspectRatio != nil && style.width.resolve(input.parentWidth) == nil
        let ratioHeight = box.aspectRatio != nil && style.height.resolve(input.parentHeight) == nil
        var width = input.knownWidth ?? (ratioWidth && input.knownHeight != nil ? nil : box.width.map(box.clampWidth))
        var height = input.knownHeight
            ?? (ratioFloorsHeight || (ratioHeight && input.knownWidth != nil) ? nil : box.height.map(box.clampHeight))
        // The ratio's height under a content floor is what percentages of the height resolve
        // against, even once the content (or a stretch) made the box taller (as in Chromium).
        var ratioFloorHeight: Double?
        if ratioFloorsHeight, let ratio = box.aspectRatio, let w = width {
            ratioFloorHeight = box.clampHeight(box.heightFromWidth(w, ratio: ratio))
        }
        if let ratio = box.aspectRatio {
            if let w = width, height == nil {
                if ratioFloorsHeight {
                    box.minHeight = max(box.minHeight, box.clampHeight(box.heightFromWidth(w, ratio: ratio)))
                } else {
                    height = box.clampHeight(box.heightFromWidth(w, ratio: ratio))
                }
            } else if let h = height, width == nil, input.contentSizedAxis != .width {
                width = box.clampWidth(box.widthFromHeight(h, ratio: ratio))
            }
        }
        let pbWidth = box.paddingBorderWidth
        let pbHeight = box.paddingBorderHeight
        let pbMain = isRow ? pbWidth : pbHeight
        let pbCross = isRow ? pbHeight : pbWidth
        var innerMain = (isRow ? width : height).map { max(0, $0 - pbMain) }
        var innerCross = (isRow ? height : width).map { max(0, $0 - pbCross) }
        var minInnerMain = max(0, (isRow ? box.minWidth : box.minHeight) - pbMain)
        let maxInnerMain = max(0, (isRow ? box.maxWidth : box.maxHeight) - pbMain)
        var minInnerCross = max(0, (isRow ? box.minHeight : box.minWidth) - pbCross)
        let maxInnerCross = max(0, (isRow ? box.maxHeight : box.maxWidth) - pbCross)
        // Where a wrapping container breaks its lines while its main size is still unknown: at its
        // max size. A column's own height or max-height breaks its lines even when only its content
        // height is asked for, since where the lines break is part of that content (as in Chromium).
        // (A min size above the max size wins, there as everywhere.)
        var breakLimit = maxInnerMain.isFinite ? max(maxInnerMain, minInnerMain) : nil
        if axes.isWrap, !isRow, input.contentSizedAxis == .height {
            let ownBox = ResolvedBox(style, parentWidth: input.parentWidth, parentHeight: input.parentHeight)
            let ownLimit = ownBox.height.map(ownBox.clampHeight)
                ?? (ownBox.maxHeight.isFinite ? max(ownBox.maxHeight, ownBox.minHeight) : nil)
            breakLimit = ownLimit.map { max(0, $0 - pbMain) }
        }
        // A wrapping column breaks its lines at the height its ratio gives, even where that is
        // only a floor under the content's height (as in Chromium).
        if axes.isWrap, !isRow, let ratioFloorHeight {
            breakLimit = min(breakLimit ?? .infinity, max(0, ratioFloorHeight - pbMain))
        }
        // Sizes that are definite before the items are sized (§9.8) stretch items definitely. A
        // height the parent decided says whether it is definite (`knownHeightIsDefinite`: not
        // when flexed in a column of indefinite height); else the style's own height (or its
        // aspect ratio) is. An indefinite height breaks no lines of a wrapping column (unless a
        // max-height does, or it is not the content's height: see `lineLimit`) and resolves no
        // percentages of the items' heights (as in Chromium).
        // A height an aspect ratio gives from a known width is definite too (when it is no floor).
        let ratioGivesHeight = ratioHeight && !ratioFloorsHeight && width != nil
        let heightIsDefinite = input.knownHeight != nil
            ? input.knownHeightIsDefinite || ratioGivesHeight || (ratioFloorHeight != nil && input.contentSizedAxis != .height)
            : box.height != nil || ratioFloorHeight != nil || ratioGivesHeight
        // A column whose ratio gives its height (a floor under its content's) has a definite main
        // size for its items (Chromium's initial block size is the ratio's).
        let mainIsDefinite = innerMain != nil && (isRow || heightIsDefinite)
            || (!isRow && ratioFloorHeight != nil && input.contentSizedAxis != .height)
        let ratioFloorInnerHeight = ratioFloorHeight.map { max(0, $0 - pbHeight) }
        // A definite height the parent decided (a stretch, a definite flexed size) is what
        // percentages resolve against, even over a ratio's floor (Chromium's fixed or stretched
        // block size is the available size its children see).
        let parentDecidedHeight = input.knownHeight != nil && input.knownHeightIsDefinite && !input.knownHeightIsMeasured
        // While a column measures its content height, percentages of the height do not resolve
        // against a ratio's floor (Chromium measures with an indefinite percentage block size).
        var percentFloor = input.contentSizedAxis == .height ? nil : ratioFloorInnerHeight
        var percentInnerHeight = parentDecidedHeight ? (isRow ? innerCross : innerMain)
            : percentFloor ?? (heightIsDefinite ? (isRow ? innerCross : innerMain) : nil)
        // A row's height a ratio gives (even under a content floor) is the size its items stretch
        // to, though not while its content's height is measured (an intrinsic block size, found
        // with the height indefinite in Chromium).
        let stretchInnerCross = isRow && innerCross == nil
            ? (input.contentSizedAxis == .height ? nil : ratioFloorInnerHeight) : innerCross
        // Only a definite cross size stretches items definitely while their main sizes are found.
        let crossIsDefinite = !isRow || heightIsDefinite
        let breaksAtKnownMain = mainIsDefinite || isRow || maxInnerMain.isFinite
        let mainGap = isRow ? style.columnGap : style.rowGap
        let crossGap = isRow ? style.rowGap : style.columnGap

        // §9.2: the space available to items.
        let outerMainAvailable = isRow ? input.availableWidth : input.availableHeight
        let outerCrossAvailable = isRow ? input.availableHeight : input.availableWidth
        // An auto-sized axis offers its items no more than its max size and no less than its min.
        let availableMain = innerMain.map(AvailableSpace.definite)
            ?? outerMainAvailable.subtracting((isRow ? box.marginWidth : box.marginHeight) + pbMain)
                .clamped(min: minInnerMain, max: maxInnerMain)
        var availableCross = innerCross.map(AvailableSpace.definite)
            ?? outerCrossAvailable.subtracting((isRow ? box.marginHeight : box.marginWidth) + pbCross)
                .clamped(min: minInnerCross, max: maxInnerCross)

        // A re-layout of a big container may reuse its last layout's items and lines (see
        // `RetainedLines`) when no item's inputs can depend on its siblings. Any other layout of
        // the container replaces what it retained: its children's frames no longer match it.
        // (A column whose width is unknown takes it from all its items' intrinsic widths first.)
        var retains = performLayout && children[node].count >= RetainedLines.minimumChildren && innerMain != nil
            && (isRow || innerCross != nil)
        let key = LayoutCache.Key(input)
        var previous: RetainedLines?
        var items: [FlexItem]
        if performLayout, !retained.isEmpty, var kept = retained.removeValue(forKey: node) {
            items = kept.items
            kept.items = []
            if retains, kept.key == key, items.count == children[node].count,
               kept.dirty.allSatisfy({ isInFlow(children[node][$0].index) }) {
                previous = kept
            }
        } else {
            // Item buffers are reused across containers (a stack, since layout recurses):
            // allocating one per container visit was a measurable share of layout time.
            items = itemBuffers.popLast() ?? []
        }

        // §9.1: in-flow items; absolutely positioned children are placed at the end.
        var absolutes: [Int] = []
        // Whether some item's percentages or insets resolve against the container's size, so
        // that a re-layout that changes it must place every item again (see below). Found here,
        // from two bytes per child, rather than from the items when a re-layout first needs it:
        // that read all of a big container's items, and made its first re-layout cost twice a
        // later one. A changed child can only add one.
        var anyChildSeesSize = false
        if let previous {
            anyChildSeesSize = previous.anyChildSeesSize
                || previous.dirty.contains { childSeesSize(children[node][$0].index) }
        } else {
            items.removeAll(keepingCapacity: true)
            // A buffer that grew by doubling would copy ~280 bytes per item each time it grows.
            items.reserveCapacity(children[node].count)
            for child in children[node] {
                // Read fields in place: binding a whole Style would copy it for every child.
                if styles[child.index].display == .none {
                    if performLayout { hideSubtree(child.index) }
                    continue
                }
                if styles[child.index].position == .absolute {
                    absolutes.append(child.index)
                    continue
                }
                if retains { anyChildSeesSize = anyChildSeesSize || childSeesSize(child.index) }
                items.append(makeItem(child.index, container: style, axes: axes,
                                      parentWidth: isRow ? innerMain : innerCross,
                                      parentHeight: percentInnerHeight, innerCross: stretchInnerCross,
                                      crossIsDefinite: crossIsDefinite))
            }
        }
        retains = retains && absolutes.isEmpty && items.count == children[node].count
        // A column's width is its inline size: like a block's, it is decided from its items'
        // intrinsic widths first and is then definite for laying them out.
        if !isRow, innerCross == nil {
            let intrinsic = intrinsicColumnWidth(&items, axes: axes, available: availableCross,
                                                 innerMain: percentInnerHeight,
                                                 lineLimit: breaksAtKnownMain ? innerMain ?? breakLimit : breakLimit,
                                                 mainGap: mainGap,
                                                 crossGap: crossGap, availableMain: availableMain)
            let width = min(max(intrinsic, minInnerCross), max(maxInnerCross, minInnerCross))
            innerCross = width
            if innerMain == nil, let ratio = box.aspectRatio, input.contentSizedAxis != .width {
                // The width found from the content gives the height through the ratio.
                let fromRatio = max(0, box.clampHeight(box.heightFromWidth(width + pbCross, ratio: ratio)) - pbMain)
                if ratioFloorsHeight {
                    minInnerMain = max(minInnerMain, fromRatio)
                    if axes.isWrap { breakLimit = min(breakLimit ?? .infinity, fromRatio) }
                } else {
                    innerMain = fromRatio
                }
                // Percentages of the height resolve against the ratio's height (see above).
                if input.contentSizedAxis != .height, !parentDecidedHeight {
                    percentFloor = fromRatio
                    percentInnerHeight = fromRatio
                }
            }
            for index in items.indices {
                items[index] = makeItem(items[index].node, container: style, axes: axes, parentWidth: width,
                                        parentHeight: percentInnerHeight, innerCross: width)
            }
        }
        if input.contentSizedAxis == .width, !isRow, let innerCross, !performLayout {
            itemBuffers.append(items)
            return LayoutOutput(width: innerCross + pbCross, height: pbMain, baseline: nil)
        }
        let parentWidthForItems = isRow ? innerMain : innerCross
        let parentHeightForItems = percentInnerHeight
        // A percentage flex basis resolves against a definite main size only.
        let percentMain = isRow ? innerMain : percentInnerHeight
        if let innerCross { availableCross = .definite(innerCross) }

        // §9.2 step 3: flex base sizes and hypothetical main sizes (of the changed items only,
        // when the others are retained).
        if let previous {
            for position in previous.dirty {
                items[position] = makeItem(children[node][position].index, container: style, axes: axes,
                                           parentWidth: parentWidthForItems, parentHeight: parentHeightForItems,
                                           innerCross: stretchInnerCross,
                                           crossIsDefinite: crossIsDefinite)
                determineFlexBase(&items[position], axes: axes, innerMain: percentMain,
                                  parentWidth: parentWidthForItems, parentHeight: parentHeightForItems,
                                  availableMain: availableMain, availableCross: availableCross)
            }
        } else {
            for index in items.indices {
                determineFlexBase(&items[index], axes: axes, innerMain: percentMain,
                                  parentWidth: parentWidthForItems, parentHeight: parentHeightForItems,
                                  availableMain: availableMain, availableCross: availableCross)
            }
        }

        // §9.2 step 4 (and §9.9.1 as browsers do it): a row's width from its items' contributions.
        if innerMain == nil, isRow {
            let intrinsic = intrinsicRowWidth(&items, wraps: axes.isWrap, gap: mainGap, available: availableMain,
                                              parentWidth: parentWidthForItems, parentHeight: parentHeightForItems,
                                              availableCross: availableCross)
            let width = min(max(intrinsic, minInnerMain), max(maxInnerMain, minInnerMain))
            innerMain = width
            if innerCross == nil, let ratio = box.aspectRatio, input.contentSizedAxis != .width {
                // The width found from the content gives the height through the ratio.
                let fromRatio = max(0, box.clampHeight(box.heightFromWidth(width + pbMain, ratio: ratio)) - pbCross)
                if ratioFloorsHeight { minInnerCross = max(minInnerCross, fromRatio) } else { innerCross = fromRatio }
            }
            // A row whose width came from its content then has that width, as a block's in a
            // browser: its items' percentages resolve against it, in layout and when its height
            // is asked (as a column item's flex basis). Start over at that width when they have any.
            // So do items that stretch to the height a ratio gives from that width.
            if input.contentSizedAxis != .width, items.contains(where: { item in
                if case .percent = styles[item.node].flexBasis { return true }
                return usesPercentages[item.node] || (box.aspectRatio != nil && item.stretches && !axes.isWrap)
            }) {
                var input = input
                input.knownWidth = width + pbMain
                itemBuffers.append(items)
                return computeFlexContainer(node, input, performLayout: performLayout)
            }
        }
        if input.contentSizedAxis == .width, isRow, let innerMain, !performLayout {
            itemBuffers.append(items)
            return LayoutOutput(width: innerMain + pbMain, height: pbCross, baseline: nil)
        }

        // §9.3: collect items into flex lines; a re-layout keeps the lines its changes cannot reach.
        var lineLimit: Double? = axes.isWrap ? (breaksAtKnownMain ? innerMain ?? breakLimit : breakLimit) : nil
        // Lines already broken at `lineLimit`, when finding the content's height needed them.
        var contentLines: [FlexLine]?
        if axes.isWrap, !breaksAtKnownMain, let innerMain {
            let measured = collectLines(items, limit: lineLimit, gap: mainGap)
            if abs(longestLine(measured, items: items, gap: mainGap, min: minInnerMain, max: maxInnerMain) - innerMain) > 1e-9 {
                // A wrapping column flexed to a height other than its content's (in a column of
                // indefinite height) is laid out again at that height, and its lines break there.
                // At its content's own height Chromium keeps the lines it measured (its layout
                // cache), which may differ where negative margins make a running sum exceed the total.
                lineLimit = innerMain
            } else {
                contentLines = measured
            }
        }
        var lines: [FlexLine]
        var fresh: Range<Int>
        /// Old line index minus new line index, for the old lines kept after the fresh ones.
        var tailShift = 0
        if let previous, let lineLimit, let first = previous.dirty.min(), let last = previous.dirty.max() {
            (lines, fresh, tailShift) = recollectLines(items, old: previous.lines, firstDirty: first, lastDirty: last,
                                                       limit: lineLimit, gap: mainGap)
        } else {
            lines = contentLines ?? collectLines(items, limit: lineLimit, gap: mainGap)
            fresh = lines.indices
        }

        // A column's height from its lines when nothing else decides it.
        if innerMain == nil {
            innerMain = longestLine(lines, items: items, gap: mainGap, min: minInnerMain, max: maxInnerMain)
        }
        let usedInnerMain = innerMain ?? 0

        for lineIndex in fresh {
            let line = lines[lineIndex]
            for index in line.start..<line.end { items[index].targetMain = items[index].hypotheticalMain }
            // §9.7: resolve flexible lengths.
            resolveFlexibleLengths(&items, line: line, innerMain: usedInnerMain, gap: mainGap, axes: axes,
                                   parentWidth: parentWidthForItems, parentHeight: parentHeightForItems,
                                   availableCross: availableCross)
            // §9.4 steps 7-8: hypothetical cross sizes, then the cross size of the line.
            for index in line.start..<line.end {
                determineHypotheticalCross(&items[index], axes: axes, parentWidth: parentWidthForItems,
                                           parentHeight: parentHeightForItems, availableCross: availableCross)
            }
            sizeLine(&lines[lineIndex], items: items, axes: axes, innerCross: innerCross,
                     minInnerCross: minInnerCross, maxInnerCross: maxInnerCross)
        }

        // §9.4 step 15: the container's cross size from its lines when nothing else decides it.
        if innerCross == nil {
            var total = crossGap * Double(max(0, lines.count - 1))
            for line in lines { total += line.crossSize }
            innerCross = min(max(total, minInnerCross), max(maxInnerCross, minInnerCross))
        }
        let usedInnerCross = innerCross ?? 0
        let finalWidth = isRow ? usedInnerMain + pbMain : usedInnerCross + pbCross
        let finalHeight = isRow ? usedInnerCross + pbCross : usedInnerMain + pbMain
        if !performLayout, !input.needsBaseline {
            // A size is all that was asked: placing the items would only find the baseline.
            itemBuffers.append(items)
            return LayoutOutput(width: finalWidth, height: finalHeight, baseline: nil)
        }

        // §9.6 step 13 / §9.4 step 12: align-content places (and may stretch) the lines.
        alignLines(&lines, innerCross: usedInnerCross, gap: crossGap, alignContent: style.alignContent,
                   multiLine: axes.isWrap, wrapReverse: style.flexWrap == .wrapReverse)

        let finalInnerWidth = max(0, finalWidth - pbWidth)
        let finalInnerHeight = max(0, finalHeight - pbHeight)
        let percentFinalHeight = parentDecidedHeight ? finalInnerHeight
            : percentFloor ?? (heightIsDefinite ? finalInnerHeight : nil)
        let origin = ContentOrigin(box: box, width: finalWidth, height: finalHeight, axes: axes)
        let reversedDirection = style.flexDirection == .rowReverse || style.flexDirection == .columnReverse

        // §8.5: the container's first baseline comes from its first line in the writing mode's
        // order (the last one in `wrap-reverse`): from the line's shared baseline in a row that
        // aligns items by it, else from its first item in visual order (the last one in a
        // `*-reverse` direction), as Chromium reads it after reversing lines and items.
        let baselineLine = style.flexWrap == .wrapReverse ? lines.count - 1 : 0
        var baselineSource: Int?
        if let first = lines.indices.contains(baselineLine) ? lines[baselineLine] : nil, first.end > first.start {
            baselineSource = reversedDirection ? first.end - 1 : first.start
            if isRow {
                for index in first.start..<first.end where items[index].alignsBaseline {
                    baselineSource = index
                    break
                }
            }
        }
        var baseline: Double?
        // When the container's size changed, children whose percentages or insets resolve against
        // it must be placed again even where their line did not move.
        var childrenSeeSize = false
        if let previous, previous.finalWidth != finalWidth || previous.finalHeight != finalHeight {
            childrenSeeSize = anyChildSeesSize
        }
        for lineIndex in lines.indices {
            let line = lines[lineIndex]
            var state = LineState.fresh
            if let previous, !fresh.contains(lineIndex) {
                let old = previous.lines[lineIndex < fresh.lowerBound ? lineIndex : lineIndex + tailShift]
                if old.crossSize != line.crossSize {
                    state = .fresh  // stretched differently by align-content: align its items again
                } else if old.crossOffset == line.crossOffset, !childrenSeeSize, previous.origin.placesLike(origin) {
                    state = .unchanged
                } else {
                    state = .moved
                }
            }
            if state == .unchanged, lineIndex != baselineLine { continue }
            if state == .moved, !anyChildSeesSize, lineIndex != baselineLine {
                // Nothing in the line is laid out again or asked for a baseline: only the items'
                // origins change, as the general loop below would write them.
                placeMovedLine(items, line: line, origin: origin, mainEdgeStayed: previous?.origin.mainEdgeLike(origin) ?? false)
                continue
            }
            if state == .fresh {
                if !isRow && axes.isWrap {
                    fitItemWidthsToLine(&items, line: line, innerWidth: usedInnerCross,
                                        parentWidth: parentWidthForItems, parentHeight: parentHeightForItems)
                }
                // §9.4 step 11: stretch items, then §9.5: main-axis alignment.
                for index in line.start..<line.end where items[index].stretches {
                    items[index].crossSize = items[index].clampCross(line.crossSize - items[index].marginCross)
                }
                justifyLine(&items, line: line, innerMain: usedInnerMain, gap: mainGap,
                            justifyContent: style.justifyContent, reversedDirection: reversedDirection)
            }
            // §9.6: cross-axis alignment (in a line of the same size, the items keep their places).
            if state == .fresh { alignItemsInLine(&items, line: line, axes: axes) }
            for index in line.start..<line.end {
                let child = items[index].node
                let targetMain = items[index].targetMain
                let crossSize = items[index].crossSize
                let itemWidth = isRow ? targetMain : crossSize
                let itemHeight = isRow ? crossSize : targetMain
                let crossPosition = line.crossOffset + items[index].crossInLine + items[index].marginCrossStart
                let (x, y) = origin.place(main: items[index].mainPosition, cross: crossPosition,
                                          mainSize: targetMain, crossSize: crossSize)
                // A moved item keeps its size, so its subtree is laid out already, unless its
                // percentages see the container's new size.
                let relayout = performLayout && (state == .fresh || (state == .moved && usesPercentages[child]))
                if relayout || index == baselineSource, children[child].isEmpty, measures[child] == nil {
                    // An empty box placed at a decided size takes that size and has no baseline:
                    // what `computeNode` answers, without building its inputs for every leaf.
                    if performLayout {
                        frames[child].width = itemWidth
                        frames[child].height = itemHeight
                    }
                    if index == baselineSource { baseline = y + itemHeight }
                } else if relayout || index == baselineSource {
                    // A stretched height is definite even in a row of indefinite height (§9.4
                    // step 11); a flexed one when the column's height is definite or the used
                    // flex basis did not come from the content (as Chromium decides it: a
                    // `height: 120` under an unresolvable percentage basis does not count).
                    let itemHeightIsDefinite = isRow
                        ? (items[index].sizeCross != nil && !items[index].hasTransferredCross) || items[index].stretches
                        : mainIsDefinite || !items[index].basisFromContent
                    // A stretch of a box with a ratio to the height it measured keeps its measured
                    // layout (see `LayoutInput.knownHeightIsMeasured`).
                    let heightIsMeasured = isRow && items[index].stretches && items[index].aspectRatio != nil
                        && items[index].stretchedCross == nil && items[index].crossSize == items[index].hypotheticalCross
                    let output = computeNode(child, LayoutInput(
                        knownWidth: itemWidth, knownHeight: itemHeight,
                        parentWidth: finalInnerWidth, parentHeight: percentFinalHeight,
                        availableWidth: .definite(itemWidth), availableHeight: .definite(itemHeight),
                        needsBaseline: index == baselineSource, knownHeightIsDefinite: itemHeightIsDefinite,
                        knownHeightIsMeasured: heightIsMeasured),
                        performLayout: performLayout)
                    if index == baselineSource { baseline = y + (output.baseline ?? itemHeight) }
                }
                if performLayout, state != .unchanged {
                    let offset = hasInsets[child]
                        ? relativeOffset(child, in: node, parentWidth: finalInnerWidth, parentHeight: percentFinalHeight) : (x: 0, y: 0)
                    frames[child].x = x + offset.x
                    frames[child].y = y + offset.y
                }
            }
        }
        if performLayout {
            for child in absolutes {
                layoutAbsolute(child, container: style, box: box, axes: axes, width: finalWidth, height: finalHeight)
            }
        }
        if retains {
            retained[node] = RetainedLines(key: key, items: items, lines: lines, finalWidth: finalWidth,
                                           finalHeight: finalHeight, origin: origin, anyChildSeesSize: anyChildSeesSize)
        } else {
            itemBuffers.append(items)
        }
        return LayoutOutput(width: finalWidth, height: finalHeight, baseline: baseline)
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

    /// §9.4 step 8 in the container: a line's cross size from its items (`sizeLineCross`), except
    /// that a single line takes the container's definite cross size, or else is clamped by its
    /// min/max cross size. Records it as the line's natural size, before `align-content`.
    func sizeLine(_ line: inout FlexLine, items: [FlexItem], axes: FlexAxes, innerCross: Double?,
                  minInnerCross: Double, maxInnerCross: Double) {
        sizeLineCross(&line, items: items, axes: axes)
        if !axes.isWrap, let innerCross {
            line.crossSize = innerCross
        } else if !axes.isWrap {
            line.crossSize = min(max(line.crossSize, minInnerCross), max(maxInnerCross, minInnerCross))
        }
        line.naturalCrossSize = line.crossSize
    }

    /// A column's content height from its lines: the longest line (hypothetical outer sizes and
    /// gaps), clamped by the column's min and max height.
    func longestLine(_ lines: [FlexLine], items: [FlexItem], gap: Double, min minMain: Double,
                     max maxMain: Double) -> Double {
        var longest = 0.0
        for line in lines {
            var sum = gap * Double(max(0, line.end - line.start - 1))
            for index in line.start..<line.end { sum += items[index].hypotheticalMain + items[index].marginMain }
            longest = max(longest, sum)
        }
        return min(max(longest, minMain), max(maxMain, minMain))
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
