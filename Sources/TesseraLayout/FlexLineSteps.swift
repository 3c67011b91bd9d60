/// The flex algorithm's steps on a container's lines (CSS Flexbox §9.3-9.7): breaking items
/// into lines, resolving flexible lengths, cross sizes, and main- and cross-axis alignment.
extension LayoutTree {
    /// §9.3: break items into lines where their outer hypothetical sizes exceed the limit, or
    /// into balanced lines (`flex-wrap: balance`, at least `balancedLineCount` of them).
    func collectLines(_ items: [FlexItem], limit: Double?, gap: Double, balancedLineCount: Int? = nil) -> [FlexLine] {
        guard !items.isEmpty else { return [FlexLine(start: 0, end: 0)] }
        if let balancedLineCount {
            var balancing = FlexLineBalancing(sizes: items.map { $0.hypotheticalMain + $0.marginMain },
                                              limit: limit ?? .infinity, gap: gap)
            return balancing.lines(minLineCount: balancedLineCount)
        }
        guard let limit else { return [FlexLine(start: 0, end: items.count)] }
        var lines: [FlexLine] = []
        _ = breakLines(items, from: 0, limit: limit, gap: gap, into: &lines) { _ in false }
        return lines
    }

    /// Breaks `items[first...]` into lines appended to `lines`. After each break `stop` is asked
    /// whether the line starting at that index is already known; if it says so the breaking ends
    /// there and this returns true.
    func breakLines(_ items: [FlexItem], from first: Int, limit: Double, gap: Double, into lines: inout [FlexLine],
                    stop: (Int) -> Bool) -> Bool {
        var start = first
        var used = 0.0
        for index in first..<items.count {
            let outer = items[index].hypotheticalMain + items[index].marginMain
            if index > start, used + gap + outer > limit + 1e-9 {
                lines.append(FlexLine(start: start, end: index))
                if stop(index) { return true }
                start = index
                used = outer
            } else {
                used += (index > start ? gap : 0) + outer
            }
        }
        lines.append(FlexLine(start: start, end: items.count))
        return false
    }

    /// §9.7: grow or shrink the items of one line to fill its main size, freezing items at their
    /// min/max constraints until the free space is distributed.
    mutating func resolveFlexibleLengths(_ items: inout [FlexItem], line: FlexLine, innerMain: Double, gap: Double,
                                         axes: FlexAxes, parentWidth: Double?, parentHeight: Double?,
                                         availableCross: AvailableSpace) {
        let range = line.start..<line.end
        guard !range.isEmpty else { return }
        let gaps = gap * Double(range.count - 1)
        var hypotheticalSum = gaps
        for index in range { hypotheticalSum += items[index].hypotheticalMain + items[index].marginMain }
        let growing = hypotheticalSum < innerMain
        if hypotheticalSum == innerMain { return }
        if !growing {
            for index in range where items[index].shrink > 0 {
                resolveAutomaticMinimum(&items[index], isRow: axes.isRow, parentWidth: parentWidth,
                                        parentHeight: parentHeight, availableCross: availableCross)
            }
        }
        // Step 2: size inflexible items.
        for index in range {
            items[index].frozen = false
            let factor = growing ? items[index].grow : items[index].shrink
            let basis = items[index].flexBasis
            let hypothetical = items[index].hypotheticalMain
            if factor == 0 || (growing && basis > hypothetical) || (!growing && basis < hypothetical) {
                items[index].frozen = true
                items[index].targetMain = items[index].clampMain(hypothetical)
            }
        }
        // Step 3: initial free space.
        let initialFree = freeSpace(items, range: range, gaps: gaps, innerMain: innerMain)
        // Step 4: loop until every item is frozen.
        while true {
            var factorSum = 0.0
            var scaledShrinkSum = 0.0
            var anyUnfrozen = false
            for index in range where !items[index].frozen {
                anyUnfrozen = true
                factorSum += growing ? items[index].grow : items[index].shrink
                scaledShrinkSum += items[index].shrink * (items[index].flexBasis - items[index].paddingBorderMain)
            }
            guard anyUnfrozen else { break }
            var remaining = freeSpace(items, range: range, gaps: gaps, innerMain: innerMain)
            if factorSum < 1 {
                let scaled = initialFree * factorSum
                if abs(scaled) < abs(remaining) { remaining = scaled }
            }
            distributeFreeSpace(&items, range: range, remaining: remaining, growing: growing, factorSum: factorSum,
                                scaledShrinkSum: scaledShrinkSum)
        }
    }

    /// §9.7 steps 3 and 4b: the line's main size less its items' outer sizes (frozen items at
    /// their target sizes, the others at their flex base sizes) and gaps.
    func freeSpace(_ items: [FlexItem], range: Range<Int>, gaps: Double, innerMain: Double) -> Double {
        var used = gaps
        for index in range {
            used += (items[index].frozen ? items[index].targetMain : items[index].flexBasis) + items[index].marginMain
        }
        return innerMain - used
    }

    /// §9.7 steps 4c-4e: shares the remaining free space among the unfrozen items by their flex
    /// factors, clamps each by its min and max, and freezes the items whose clamping goes the
    /// way of the total violation (all of them when there is none).
    func distributeFreeSpace(_ items: inout [FlexItem], range: Range<Int>, remaining: Double, growing: Bool,
                             factorSum: Double, scaledShrinkSum: Double) {
        var totalViolation = 0.0
        for index in range where !items[index].frozen {
            let basis = items[index].flexBasis
            var target = basis
            if remaining.isFinite && remaining != 0 {
                if growing {
                    if factorSum > 0 { target = basis + remaining * items[index].grow / factorSum }
                } else if scaledShrinkSum > 0 {
                    let scaled = items[index].shrink * (basis - items[index].paddingBorderMain)
                    target = basis + remaining * scaled / scaledShrinkSum
                }
            }
            let clamped = items[index].clampMain(target)
            items[index].violation = clamped - target
            items[index].targetMain = clamped
            totalViolation += clamped - target
        }
        for index in range where !items[index].frozen {
            let violation = items[index].violation
            if totalViolation == 0 || (totalViolation > 0 && violation > 0) || (totalViolation < 0 && violation < 0) {
                items[index].frozen = true
            }
        }
    }

    /// §9.4 step 7: the cross size each item would have at its final main size.
    mutating func determineHypotheticalCross(_ item: inout FlexItem, axes: FlexAxes, parentWidth: Double?,
                                             parentHeight: Double?, availableCross: AvailableSpace) {
        if let cross = item.sizeCross, !item.hasTransferredCross, !(axes.isRow && item.alignsBaseline) {
            // The style's own cross size, the common case (thousands of items in each line a
            // wrapping re-layout breaks again), answered without a call.
            item.hypotheticalCross = item.clampCross(cross)
            item.crossSize = item.hypotheticalCross
        } else {
            hypotheticalCrossFromContent(&item, axes: axes, parentWidth: parentWidth, parentHeight: parentHeight,
                                         availableCross: availableCross)
        }
    }

    /// `determineHypotheticalCross` of an item whose style does not give its cross size alone: a
    /// stretched, ratio-given or content-sized one, or one aligned by its baseline.
    @inline(never)
    mutating func hypotheticalCrossFromContent(_ item: inout FlexItem, axes: FlexAxes, parentWidth: Double?,
                                               parentHeight: Double?, availableCross: AvailableSpace) {
        let needsBaseline = axes.isRow && item.alignsBaseline
        // A row item's height that an aspect ratio gives is only a floor under its content's
        // (unless it is stretched definitely: then it is the stretched height).
        let stretchedDefinitely = item.stretchedCross != nil && item.stretchedCrossIsDefinite
        let askContent = needsBaseline || (axes.isRow && item.crossIsAuto && item.aspectRatio != nil
            && !stretchedDefinitely && ResolvedBox.ratioFloorsHeight(styles[item.node])
            && (!children[item.node].isEmpty || measures[item.node] != nil))
        if let stretched = item.stretchedCross, !askContent {
            // The line's cross size is the container's: no need to ask the content.
            item.hypotheticalCross = stretched
        } else if let ratio = item.aspectRatio, !askContent {
            var cross = item.crossFromMain(item.targetMain, isRow: axes.isRow, ratio: ratio)
            // A height the style gives (even a percentage that does not resolve, which Chromium
            // does not count as auto) makes the width the ratio's dependent axis, floored by the
            // automatic minimum.
            if !axes.isRow, item.crossIsAuto, item.sizeMain != nil || !styles[item.node].height.isAuto {
                cross = max(cross, ratioWidthMinimum(item.node, maxWidth: item.maxCross, height: item.sizeMain.map(item.clampMain)))
            }
            item.hypotheticalCross = item.clampCross(cross)
        } else {
            // Measured at its flexed height, a column item sees that height as definite exactly
            // when its layout will (`parentHeight` is the column's height where definite).
            let heightIsDefinite = axes.isRow || item.flexedHeightIsDefinite(columnHeightIsDefinite: parentHeight != nil)
            let size = sizeChild(item, isRow: axes.isRow, main: item.targetMain,
                                 cross: item.hasTransferredCross || item.crossIsAuto && item.aspectRatio != nil
                                     ? nil : item.sizeCross,
                                 availableMain: .definite(item.targetMain), availableCross: availableCross,
                                 parentWidth: parentWidth, parentHeight: parentHeight, needsBaseline: needsBaseline,
                                 knownHeightIsDefinite: heightIsDefinite)
            item.hypotheticalCross = size.cross
            item.baseline = size.baseline ?? size.cross
        }
        item.crossSize = item.hypotheticalCross
    }

    /// The automatic minimum width of a box whose width its aspect ratio gives from its height
    /// (CSS Sizing 4 §5.2, as Chromium applies it): its content's min-content width, capped by its
    /// max width, unless it clips its overflow or sets a min width.
    mutating func ratioWidthMinimum(_ item: FlexItem, isRow: Bool) -> Double {
        ratioWidthMinimum(item.node, maxWidth: isRow ? item.maxMain : item.maxCross)
    }

    mutating func ratioWidthMinimum(_ node: Int, maxWidth: Double, height: Double? = nil) -> Double {
        guard styles[node].minWidth.isAuto, !isScrollContainer(node),
              !children[node].isEmpty || measures[node] != nil else { return 0 }
        let content = computeNode(node, LayoutInput(
            knownWidth: nil, knownHeight: height, parentWidth: nil, parentHeight: nil,
            availableWidth: .minContent, availableHeight: .maxContent, contentSizedAxis: .width),
            performLayout: false).width
        return min(content, maxWidth)
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

    /// §9.4 step 8: a line's cross size from its items' outer hypothetical cross sizes, where
    /// items aligned by baseline count from the line's shared baseline (which it records).
    /// (Ascents and descents may be negative, with negative margins or a baseline outside the box.)
    func sizeLineCross(_ line: inout FlexLine, items: [FlexItem], axes: FlexAxes) {
        var maxOuter = 0.0
        var maxAscent = -Double.infinity
        var maxDescent = -Double.infinity
        for index in line.start..<line.end {
            // Fields read in place: copying each item out was a measurable share of big layouts.
            let outer = items[index].hypotheticalCross + items[index].marginCross
            if items[index].alignsBaseline {
                let ascent = items[index].ascent(axes)
                maxAscent = max(maxAscent, ascent)
                maxDescent = max(maxDescent, outer - ascent)
            } else {
                maxOuter = max(maxOuter, outer)
            }
        }
        // A retained line is sized again: nothing of its last baseline may stay.
        line.maxAscent = maxAscent.isFinite ? maxAscent : 0
        line.crossSize = maxAscent.isFinite ? max(maxOuter, maxAscent + maxDescent) : maxOuter
    }

    /// §9.4 step 12 / §9.6 step 13: `align-content` distributes the cross space between lines.
    ///
    /// `space-around` and `space-evenly` fall back to "safe center", which for overflowing lines
    /// means `start` — the cross-start unless `wrap-reverse` flipped it, then the cross-end.
    func alignLines(_ lines: inout [FlexLine], innerCross: Double, gap: Double, alignContent: AlignContent,
                    multiLine: Bool, wrapReverse: Bool, safe: Bool) {
        guard multiLine else {
            lines[0].crossOffset = 0
            return
        }
        var used = gap * Double(lines.count - 1)
        for line in lines { used += line.crossSize }
        var free = innerCross - used
        let count = Double(lines.count)
        var start = 0.0
        var between = 0.0
        switch free < 0 && safe ? .flexStart : alignContent {
        case .normal, .stretch:
            if free > 0 {
                for index in lines.indices { lines[index].crossSize += free / count }
                free = 0
            }
        case .flexStart: if free < 0 && safe && wrapReverse { start = free }
        case .flexEnd: start = free
        case .center: start = free / 2
        case .spaceBetween:
            if free > 0 && lines.count > 1 { between = free / (count - 1) }
        case .spaceAround:
            if free > 0 { between = free / count; start = between / 2 } else if wrapReverse { start = free }
        case .spaceEvenly:
            if free > 0 { between = free / (count + 1); start = between } else if wrapReverse { start = free }
        }
        var cursor = start
        for index in lines.indices {
            lines[index].crossOffset = cursor
            cursor += lines[index].crossSize + gap + between
        }
    }

    /// §9.5: auto margins and `justify-content` place the items of one line along the main axis.
    /// Auto margins only take positive free space: on an overflowing line they are zero and
    /// `justify-content` places the items (as Chromium does).
    ///
    /// `space-around` and `space-evenly` fall back to "safe center": an overflowing line is
    /// placed at `start`, the main-start unless a `*-reverse` direction flipped it.
    ///
    /// A `safe` alignment (`safe`) of an overflowing line places it at `start` the same way.
    func justifyLine(_ items: inout [FlexItem], line: FlexLine, innerMain: Double, gap: Double,
                     justifyContent: JustifyContent, reversedDirection: Bool, safe: Bool) {
        let range = line.start..<line.end
        guard !range.isEmpty else { return }
        var used = gap * Double(range.count - 1)
        var autoMargins = 0
        for index in range {
            used += items[index].targetMain + items[index].marginMain
            autoMargins += (items[index].autoMainStart ? 1 : 0) + (items[index].autoMainEnd ? 1 : 0)
        }
        let free = innerMain - used
        let count = Double(range.count)
        var start = 0.0
        var between = 0.0
        var perAutoMargin = 0.0
        if autoMargins > 0 && free > 0 {
            perAutoMargin = free / Double(autoMargins)
        } else if free < 0 && safe {
            if reversedDirection { start = free }
        } else {
            switch justifyContent {
            case .flexStart: break
            case .flexEnd: start = free
            case .center: start = free / 2
            case .spaceBetween:
                if free > 0 && range.count > 1 { between = free / (count - 1) }
            case .spaceAround:
                if free > 0 { between = free / count; start = between / 2 } else if reversedDirection { start = free }
            case .spaceEvenly:
                if free > 0 { between = free / (count + 1); start = between } else if reversedDirection { start = free }
            }
        }
        var cursor = start
        for index in range {
            let marginStart = items[index].marginMainStart + (items[index].autoMainStart ? perAutoMargin : 0)
            let marginEnd = items[index].marginMainEnd + (items[index].autoMainEnd ? perAutoMargin : 0)
            items[index].mainPosition = cursor + marginStart
            cursor += marginStart + items[index].targetMain + marginEnd + gap + between
        }
    }

    /// Whether an item's `align-self` (its container's `align-items` for `auto`) is `safe`.
    @inline(never)
    func alignsSafely(_ node: Int, safeItems: Bool) -> Bool {
        styles[node].alignSelf == .auto ? safeItems : styles[node].safeAlignment.alignSelf
    }

    /// §9.6 steps 13-14: auto margins and `align-self` place each item in its line's cross axis
    /// (relative to the line, whose own offset is added when the item is placed). A `safe`
    /// alignment (the item's, else the container's `align-items`, `safeItems`) of an item that
    /// overflows its line places it at `start`; the style is read only for such an item.
    func alignItemsInLine(_ items: inout [FlexItem], line: FlexLine, axes: FlexAxes, safeItems: Bool) {
        for index in line.start..<line.end {
            let free = line.crossSize - items[index].crossSize - items[index].marginCross
            var offset = 0.0
            if items[index].hasAutoCrossMargin {
                if items[index].autoCrossStart && items[index].autoCrossEnd { offset = max(0, free) / 2 }
                else if items[index].autoCrossStart { offset = max(0, free) }
            } else if free < 0, alignsSafely(items[index].node, safeItems: safeItems) {
                // `safe`: an overflowing item sits at `start`, the cross-end in `wrap-reverse`.
                offset = axes.isWrapReverse ? free : 0
            } else {
                switch items[index].alignment {
                case .start, .stretch: offset = 0
                case .end: offset = free
                case .center: offset = free / 2
                case .baseline: offset = line.maxAscent - items[index].ascent(axes)
                }
            }
            items[index].crossInLine = offset
        }
    }
}
