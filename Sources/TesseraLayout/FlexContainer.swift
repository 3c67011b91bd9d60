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
        let box = ResolvedBox(style, parentWidth: input.parentWidth, parentHeight: input.parentHeight,
                              contentSized: input.contentSizedAxis)
        let axes = FlexAxes(style, direction: directions[node])
        let isRow = axes.isRow

        // The container's own border-box size, where its parent or its style already decide it.
        var width = input.knownWidth ?? box.width.map(box.clampWidth)
        var height = input.knownHeight ?? box.height.map(box.clampHeight)
        if let ratio = box.aspectRatio {
            if let w = width, height == nil { height = box.clampHeight(box.heightFromWidth(w, ratio: ratio)) }
            else if let h = height, width == nil { width = box.clampWidth(box.widthFromHeight(h, ratio: ratio)) }
        }
        let pbWidth = box.paddingBorderWidth
        let pbHeight = box.paddingBorderHeight
        let pbMain = isRow ? pbWidth : pbHeight
        let pbCross = isRow ? pbHeight : pbWidth
        var innerMain = (isRow ? width : height).map { max(0, $0 - pbMain) }
        var innerCross = (isRow ? height : width).map { max(0, $0 - pbCross) }
        let minInnerMain = max(0, (isRow ? box.minWidth : box.minHeight) - pbMain)
        let maxInnerMain = max(0, (isRow ? box.maxWidth : box.maxHeight) - pbMain)
        let minInnerCross = max(0, (isRow ? box.minHeight : box.minWidth) - pbCross)
        let maxInnerCross = max(0, (isRow ? box.maxHeight : box.maxWidth) - pbCross)
        // Where a wrapping container breaks its lines while its main size is still unknown: at its
        // max size. A column's own height or max-height breaks its lines even when only its content
        // height is asked for, since where the lines break is part of that content (as in Chromium).
        var breakLimit = maxInnerMain.isFinite ? maxInnerMain : nil
        if axes.isWrap, !isRow, input.contentSizedAxis == .height {
            let ownBox = ResolvedBox(style, parentWidth: input.parentWidth, parentHeight: input.parentHeight)
            let ownLimit = ownBox.height.map(ownBox.clampHeight) ?? (ownBox.maxHeight.isFinite ? ownBox.maxHeight : nil)
            breakLimit = ownLimit.map { max(0, $0 - pbMain) }
        }
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

        // §9.1: in-flow items; absolutely positioned children are placed at the end.
        // Item buffers are reused across containers (a stack, since layout recurses): allocating
        // one per container visit was a measurable share of layout time on big trees.
        var items = itemBuffers.popLast() ?? []
        items.removeAll(keepingCapacity: true)
        defer { itemBuffers.append(items) }
        var absolutes: [Int] = []
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
            items.append(makeItem(child.index, container: style, axes: axes,
                                  parentWidth: isRow ? innerMain : innerCross,
                                  parentHeight: isRow ? innerCross : innerMain, innerCross: innerCross))
        }
        // A column's width is its inline size: like a block's, it is decided from its items'
        // intrinsic widths first and is then definite for laying them out.
        if !isRow, innerCross == nil {
            let intrinsic = intrinsicColumnWidth(&items, axes: axes, available: availableCross, innerMain: innerMain,
                                                 lineLimit: innerMain ?? breakLimit, mainGap: mainGap,
                                                 crossGap: crossGap, availableMain: availableMain)
            let width = min(max(intrinsic, minInnerCross), max(maxInnerCross, minInnerCross))
            innerCross = width
            for index in items.indices {
                items[index] = makeItem(items[index].node, container: style, axes: axes, parentWidth: width,
                                        parentHeight: innerMain, innerCross: width)
            }
        }
        if input.contentSizedAxis == .width, !isRow, let innerCross, !performLayout {
            return LayoutOutput(width: innerCross + pbCross, height: pbMain, baseline: nil)
        }
        let parentWidthForItems = isRow ? innerMain : innerCross
        let parentHeightForItems = isRow ? innerCross : innerMain
        if let innerCross { availableCross = .definite(innerCross) }

        // §9.2 step 3: flex base sizes and hypothetical main sizes.
        for index in items.indices {
            determineFlexBase(&items[index], axes: axes, innerMain: innerMain,
                              parentWidth: parentWidthForItems, parentHeight: parentHeightForItems,
                              availableMain: availableMain, availableCross: availableCross)
        }

        // §9.2 step 4 (and §9.9.1 as browsers do it): a row's width from its items' contributions.
        if innerMain == nil, isRow {
            let intrinsic = intrinsicRowWidth(&items, wraps: axes.isWrap, gap: mainGap, available: availableMain,
                                              parentWidth: parentWidthForItems, parentHeight: parentHeightForItems,
                                              availableCross: availableCross)
            let width = min(max(intrinsic, minInnerMain), max(maxInnerMain, minInnerMain))
            innerMain = width
            // Laid out for real (the root, an absolute box), a row whose width came from its content
            // then has that width, as a block's in a browser: its items' percentages resolve against
            // it. Start over at that width when they have any.
            if performLayout, items.contains(where: { item in
                if case .percent = styles[item.node].flexBasis { return true }
                return usesPercentages[item.node]
            }) {
                var input = input
                input.knownWidth = width + pbMain
                return computeFlexContainer(node, input, performLayout: true)
            }
        }
        if input.contentSizedAxis == .width, isRow, let innerMain, !performLayout {
            return LayoutOutput(width: innerMain + pbMain, height: pbCross, baseline: nil)
        }

        // §9.3: collect items into flex lines.
        let lineLimit: Double? = axes.isWrap ? (innerMain ?? breakLimit) : nil
        var lines = collectLines(items, limit: lineLimit, gap: mainGap)

        // A column's height from its lines when nothing else decides it.
        if innerMain == nil {
            var longest = 0.0
            for line in lines {
                var sum = mainGap * Double(max(0, line.end - line.start - 1))
                for index in line.start..<line.end { sum += items[index].hypotheticalMain + items[index].marginMain }
                longest = max(longest, sum)
            }
            innerMain = min(max(longest, minInnerMain), max(maxInnerMain, minInnerMain))
        }
        let usedInnerMain = innerMain ?? 0

        // §9.7: resolve flexible lengths, line by line.
        for line in lines {
            resolveFlexibleLengths(&items, line: line, innerMain: usedInnerMain, gap: mainGap, axes: axes,
                                   parentWidth: parentWidthForItems, parentHeight: parentHeightForItems,
                                   availableCross: availableCross)
        }

        // §9.4 steps 7-8: hypothetical cross sizes, then the cross size of each line.
        for index in items.indices {
            determineHypotheticalCross(&items[index], axes: axes, parentWidth: parentWidthForItems,
                                       parentHeight: parentHeightForItems, availableCross: availableCross)
        }
        for lineIndex in lines.indices {
            var line = lines[lineIndex]
            sizeLineCross(&line, items: items, axes: axes)
            if !axes.isWrap, let innerCross {
                line.crossSize = innerCross
            } else if !axes.isWrap {
                line.crossSize = min(max(line.crossSize, minInnerCross), max(maxInnerCross, minInnerCross))
            }
            lines[lineIndex] = line
        }

        // §9.4 step 15: the container's cross size from its lines when nothing else decides it.
        if innerCross == nil {
            var total = crossGap * Double(max(0, lines.count - 1))
            for line in lines { total += line.crossSize }
            innerCross = min(max(total, minInnerCross), max(maxInnerCross, minInnerCross))
        }
        let usedInnerCross = innerCross ?? 0

        // §9.6 step 13 / §9.4 step 12: align-content places (and may stretch) the lines.
        alignLines(&lines, innerCross: usedInnerCross, gap: crossGap, alignContent: style.alignContent,
                   multiLine: axes.isWrap, wrapReverse: style.flexWrap == .wrapReverse)

        // §9.4 step 11: stretch items, then §9.5-9.6: main and cross alignment.
        for line in lines {
            if !isRow && axes.isWrap {
                fitItemWidthsToLine(&items, line: line, innerWidth: usedInnerCross, parentWidth: parentWidthForItems,
                                    parentHeight: parentHeightForItems)
            }
            for index in line.start..<line.end where items[index].stretches {
                let item = items[index]
                items[index].crossSize = item.clampCross(line.crossSize - item.marginCross)
            }
            justifyLine(&items, line: line, innerMain: usedInnerMain, gap: mainGap,
                        justifyContent: style.justifyContent,
                        reversedDirection: style.flexDirection == .rowReverse || style.flexDirection == .columnReverse)
            alignItemsInLine(&items, line: line, axes: axes)
        }

        let finalWidth = isRow ? usedInnerMain + pbMain : usedInnerCross + pbCross
        let finalHeight = isRow ? usedInnerCross + pbCross : usedInnerMain + pbMain
        let finalInnerWidth = max(0, finalWidth - pbWidth)
        let finalInnerHeight = max(0, finalHeight - pbHeight)
        let origin = ContentOrigin(box: box, width: finalWidth, height: finalHeight, axes: axes)

        // §8.5: the container's first baseline comes from the first line: its first
        // baseline-aligned item in a row, else its main-start-most item.
        var baselineSource: Int?
        if let first = lines.first, first.end > first.start {
            baselineSource = first.start
            if isRow {
                for index in first.start..<first.end where items[index].alignsBaseline {
                    baselineSource = index
                    break
                }
            }
        }
        var baseline: Double?
        for index in items.indices {
            let item = items[index]
            let itemWidth = isRow ? item.targetMain : item.crossSize
            let itemHeight = isRow ? item.crossSize : item.targetMain
            let (x, y) = origin.place(main: item.mainPosition, cross: item.crossPosition,
                                      mainSize: item.targetMain, crossSize: item.crossSize)
            if performLayout || index == baselineSource {
                let output = computeNode(item.node, LayoutInput(
                    knownWidth: itemWidth, knownHeight: itemHeight,
                    parentWidth: finalInnerWidth, parentHeight: finalInnerHeight,
                    availableWidth: .definite(itemWidth), availableHeight: .definite(itemHeight),
                    needsBaseline: index == baselineSource), performLayout: performLayout)
                if index == baselineSource { baseline = y + (output.baseline ?? itemHeight) }
            }
            if performLayout {
                let offset = relativeOffset(item.node, parentWidth: finalInnerWidth, parentHeight: finalInnerHeight)
                frames[item.node].x = x + offset.x
                frames[item.node].y = y + offset.y
            }
        }
        if performLayout {
            for child in absolutes {
                layoutAbsolute(child, container: style, box: box, axes: axes, width: finalWidth, height: finalHeight)
            }
        }
        return LayoutOutput(width: finalWidth, height: finalHeight, baseline: baseline)
    }

    /// `position: relative` shifts the box after layout without moving anything else.
    func relativeOffset(_ node: Int, parentWidth: Double, parentHeight: Double) -> (x: Double, y: Double) {
        let inset = styles[node].inset
        let x = inset.left.resolve(parentWidth) ?? inset.right.resolve(parentWidth).map { -$0 } ?? 0
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
