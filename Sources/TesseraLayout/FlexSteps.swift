/// The individual steps of the flex algorithm (CSS Flexbox §9), each on the container's items.
extension LayoutTree {
    /// Resolves a child's box against the container's content box and maps it to flex axes.
    func makeItem(_ node: Int, container: Style, axes: FlexAxes, parentWidth: Double?, parentHeight: Double?,
                  innerCross: Double?, crossIsDefinite: Bool = true) -> FlexItem {
        let box = ResolvedBox(styles[node], parentWidth: parentWidth, parentHeight: parentHeight)
        let alignment = ItemAlignment(styles[node].alignSelf, parent: container.alignItems)
        let isRow = axes.isRow
        let mainStartIsFirst = !axes.mainReversed
        let crossStartIsFirst = !axes.crossReversed
        // Physical sides in flex-relative order: main axis (left,right) or (top,bottom).
        let mainFirst = isRow ? box.margin.left : box.margin.top
        let mainSecond = isRow ? box.margin.right : box.margin.bottom
        let crossFirst = isRow ? box.margin.top : box.margin.left
        let crossSecond = isRow ? box.margin.bottom : box.margin.right
        let autoMainFirst = isRow ? box.marginAuto.left : box.marginAuto.top
        let autoMainSecond = isRow ? box.marginAuto.right : box.marginAuto.bottom
        let autoCrossFirst = isRow ? box.marginAuto.top : box.marginAuto.left
        let autoCrossSecond = isRow ? box.marginAuto.bottom : box.marginAuto.right
        let minMainIsAuto = (isRow ? styles[node].minWidth : styles[node].minHeight).isAuto
        var item = FlexItem(
            node: node, alignment: alignment, aspectRatio: box.aspectRatio, contentBox: box.contentBox,
            grow: styles[node].flexGrow, shrink: styles[node].flexShrink,
            sizeMain: isRow ? box.width : box.height,
            // The flex base size ignores min/max, but a specified cross size is used clamped by them.
            sizeCross: isRow ? box.height.map(box.clampHeight) : box.width.map(box.clampWidth),
            minMain: isRow ? box.minWidth : box.minHeight,
            maxMain: isRow ? box.maxWidth : box.maxHeight,
            minCross: isRow ? box.minHeight : box.minWidth,
            maxCross: isRow ? box.maxHeight : box.maxWidth,
            minMainIsAutomatic: minMainIsAuto && styles[node].overflow == .visible,
            marginMainStart: mainStartIsFirst ? mainFirst : mainSecond,
            marginMainEnd: mainStartIsFirst ? mainSecond : mainFirst,
            marginCrossStart: crossStartIsFirst ? crossFirst : crossSecond,
            marginCrossEnd: crossStartIsFirst ? crossSecond : crossFirst,
            autoMainStart: mainStartIsFirst ? autoMainFirst : autoMainSecond,
            autoMainEnd: mainStartIsFirst ? autoMainSecond : autoMainFirst,
            autoCrossStart: crossStartIsFirst ? autoCrossFirst : autoCrossSecond,
            autoCrossEnd: crossStartIsFirst ? autoCrossSecond : autoCrossFirst,
            paddingBorderMain: isRow ? box.paddingBorderWidth : box.paddingBorderHeight,
            paddingBorderCross: isRow ? box.paddingBorderHeight : box.paddingBorderWidth,
            stretchedCross: nil,
            crossIsAuto: (isRow ? styles[node].height : styles[node].width).isAuto)
        item.basisIsPercent = hasPercentFlexBasis(node)
        if item.aspectRatio != nil {
            let crossStyle = isRow ? styles[node].height : styles[node].width
            item.crossIsTransferred = crossStyle.resolve(isRow ? parentHeight : parentWidth) == nil
        }
        if item.aspectRatio != nil {
            let own = ResolvedBox(styles[node], parentWidth: parentWidth, parentHeight: parentHeight,
                                  transfersLimits: false)
            if item.stretches {
                // A stretched cross size is not the ratio's: limits transferred through it do not apply.
                item.minCross = isRow ? own.minHeight : own.minWidth
                item.maxCross = isRow ? own.maxHeight : own.maxWidth
            } else if isRow {
                // No min size transfers into a height (Chromium's ComputeMinMaxBlockSizes).
                item.minCross = own.minHeight
            }
            if !minMainIsAuto || styles[node].overflow != .visible {
                // A min size the ratio transfers bounds an item's content sizes, so it is its
                // minimum only through the automatic minimum: a min size or clipped overflow
                // replaces it (Chromium ignores transferred sizes for the flexed main size).
                item.minMain = isRow ? own.minWidth : own.minHeight
            }
        }
        // §9.8: in a single-line container of definite cross size a stretched item's cross size
        // is definite, so its content can be sized against it (text wraps to the column width).
        // Of a known but indefinite one (a row's height found from its content), it is only known.
        if !axes.isWrap, let innerCross, item.stretches {
            item.stretchedCross = item.clampCross(innerCross - item.marginCross)
            item.stretchedCrossIsDefinite = crossIsDefinite
        }
        return item
    }

    /// §9.2 step 3: the flex base size and the hypothetical main size of one item.
    mutating func determineFlexBase(_ item: inout FlexItem, axes: FlexAxes, innerMain: Double?,
                                    parentWidth: Double?, parentHeight: Double?,
                                    availableMain: AvailableSpace, availableCross: AvailableSpace) {
        let flexBasis = styles[item.node].flexBasis
        let contentBoxExtra = item.contentBox ? item.paddingBorderMain : 0
        var basis: Double?
        switch flexBasis {
        case .points(let value): basis = value + contentBoxExtra
        case .percent(let value): basis = innerMain.map { $0 * value / 100 + contentBoxExtra }
        case .auto: basis = item.sizeMain
        case .content: basis = nil
        }
        // A cross size the ratio transferred from the main size gives no basis back (a content
        // or unresolved percentage basis is not the width the cross size came from).
        let knownCross = (item.hasTransferredCross ? nil : item.sizeCross) ?? item.definiteStretchedCross
        if basis == nil, let ratio = item.aspectRatio {
            if let cross = knownCross {
                basis = item.mainFromCross(cross, isRow: axes.isRow, ratio: ratio)
            } else if !axes.isRow {
                basis = ratioHeightOfColumnItem(&item, ratio: ratio, parentWidth: parentWidth,
                                                parentHeight: parentHeight, availableCross: availableCross)
            }
        }
        if basis == nil {
            // Content-sized: the max-content size (min-content under a min-content constraint).
            let mainSpace: AvailableSpace = availableMain == .minContent ? .minContent : .maxContent
            let size = sizeChild(item, isRow: axes.isRow, main: nil, cross: knownCross, availableMain: mainSpace,
                                 availableCross: availableCross, parentWidth: parentWidth, parentHeight: parentHeight)
            basis = axes.isRow ? item.capWidthByRatio(size.main, isRow: true) : size.main
            item.basisFromContent = true
        }
        item.flexBasis = max(basis ?? 0, item.paddingBorderMain)
        // A content-based basis is never below the min-content size, so the automatic minimum
        // can wait until the item is asked to shrink (it often never is).
        if !item.basisFromContent {
            resolveAutomaticMinimum(&item, isRow: axes.isRow, parentWidth: parentWidth, parentHeight: parentHeight,
                                    availableCross: availableCross)
        }
        item.hypotheticalMain = item.clampMain(item.flexBasis)
        item.targetMain = item.hypotheticalMain
    }

    /// A column item with an aspect ratio and no definite width is as wide as its content allows
    /// (fit-content: its width is its inline size, found first), and its flex basis is the height
    /// the ratio makes of that. Its content's height at that width is a floor only through its
    /// automatic minimum, found here at that width (as Chromium's BlockSizeFunc gives the ratio's
    /// height as the content size and the laid-out height as the intrinsic one).
    mutating func ratioHeightOfColumnItem(_ item: inout FlexItem, ratio: Double, parentWidth: Double?,
                                          parentHeight: Double?, availableCross: AvailableSpace) -> Double {
        let content = computeNode(item.node, LayoutInput(
            knownWidth: nil, knownHeight: nil, parentWidth: parentWidth, parentHeight: parentHeight,
            availableWidth: availableCross, availableHeight: .maxContent, contentSizedAxis: .width),
            performLayout: false)
        let width = item.clampCross(content.width)
        let fromRatio = item.mainFromCross(width, isRow: false, ratio: ratio)
        guard item.minMainIsAutomatic, !children[item.node].isEmpty || measures[item.node] != nil else { return fromRatio }
        let contentHeight = sizeChild(item, isRow: false, main: nil, cross: width, availableMain: .maxContent,
                                      availableCross: availableCross, parentWidth: parentWidth,
                                      parentHeight: parentHeight).main
        item.minMainIsAutomatic = false
        var minimum = columnRatioMinimum(item, contentHeight: contentHeight, fromRatio: fromRatio)
        // A percentage height that does not resolve specifies the ratio's height (see above).
        if !styles[item.node].height.isAuto { minimum = fromRatio }
        item.minMain = max(item.minMain, min(minimum, item.maxMain))
        return fromRatio
    }

    /// A column item's automatic minimum height with an aspect ratio: the ratio's height from its
    /// width, or its content's height if taller, though not past the max width the ratio transfers
    /// (Chromium clamps the intrinsic block size by ComputeTransferredMinMaxBlockSizes).
    func columnRatioMinimum(_ item: FlexItem, contentHeight: Double, fromRatio: Double) -> Double {
        guard let ratio = item.aspectRatio, item.maxCross.isFinite else { return max(fromRatio, contentHeight) }
        return max(fromRatio, min(contentHeight, item.mainFromCross(item.maxCross, isRow: false, ratio: ratio)))
    }

    /// §4.5: an item's automatic minimum main size is its min-content size, capped by its
    /// specified size, unless it clips its overflow.
    mutating func resolveAutomaticMinimum(_ item: inout FlexItem, isRow: Bool, parentWidth: Double?,
                                          parentHeight: Double?, availableCross: AvailableSpace) {
        guard item.minMainIsAutomatic else { return }
        item.minMainIsAutomatic = false
        // A cross size the ratio transferred from the main size is not definite here (it would
        // make the minimum the item's own size).
        let knownCross = (item.hasTransferredCross ? nil : item.sizeCross) ?? item.definiteStretchedCross
        var content: Double
        if children[item.node].isEmpty, measures[item.node] == nil, item.aspectRatio == nil {
            content = item.paddingBorderMain  // an empty box has no content to keep visible
        } else {
            content = sizeChild(item, isRow: isRow, main: nil, cross: knownCross, availableMain: .minContent,
                                availableCross: availableCross, parentWidth: parentWidth,
                                parentHeight: parentHeight).main
            if isRow, let ratio = item.aspectRatio {
                // The content's min-content width, and the width the ratio makes of a definite
                // height (CSS Sizing 4 §5.1 automatic minimum, as in Chromium). Without a definite
                // height, the content's width is bounded by the max height the ratio transfers.
                if let knownCross {
                    content = max(content, item.mainFromCross(knownCross, isRow: true, ratio: ratio))
                } else {
                    content = item.capWidthByRatio(content, isRow: true)
                }
            } else if let ratio = item.aspectRatio, let knownCross {
                content = columnRatioMinimum(item, contentHeight: content,
                                             fromRatio: item.mainFromCross(knownCross, isRow: false, ratio: ratio))
            }
        }
        content = min(content, item.maxMain)
        // Capped by the specified size (not one an aspect ratio transferred). A percentage height
        // that does not resolve specifies the height the ratio gives, if any (Chromium resolves
        // it as the content block size, which is the ratio's; an unresolved width caps nothing).
        let specifiedIsAuto = (isRow ? styles[item.node].width : styles[item.node].height).isAuto
        if let specified = item.sizeMain, !specifiedIsAuto {
            content = min(content, specified)
        } else if !isRow, !specifiedIsAuto, let ratio = item.aspectRatio, let knownCross {
            content = min(content, item.mainFromCross(knownCross, isRow: false, ratio: ratio))
        }
        item.minMain = max(item.minMain, content)
    }

    /// Asks a child for its border-box size with flex-relative inputs.
    mutating func sizeChild(_ item: FlexItem, isRow: Bool, main: Double?, cross: Double?,
                            availableMain: AvailableSpace, availableCross: AvailableSpace,
                            parentWidth: Double?, parentHeight: Double?, needsBaseline: Bool = false,
                            knownHeightIsDefinite: Bool = true) -> (main: Double, cross: Double, baseline: Double?) {
        let input = LayoutInput(
            knownWidth: isRow ? main : cross, knownHeight: isRow ? cross : main,
            parentWidth: parentWidth, parentHeight: parentHeight,
            availableWidth: isRow ? availableMain : availableCross,
            availableHeight: isRow ? availableCross : availableMain,
            contentSizedAxis: main != nil ? .none : (isRow ? .width : .height),
            needsBaseline: needsBaseline, knownHeightIsDefinite: knownHeightIsDefinite)
        let output = computeNode(item.node, input, performLayout: false)
        return isRow ? (output.width, output.height, output.baseline) : (output.height, output.width, output.baseline)
    }

    /// §9.3: break items into lines where their outer hypothetical sizes exceed the limit.
    func collectLines(_ items: [FlexItem], limit: Double?, gap: Double) -> [FlexLine] {
        guard !items.isEmpty else { return [FlexLine(start: 0, end: 0)] }
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
        func freeSpace(_ items: [FlexItem]) -> Double {
            var used = gaps
            for index in range {
                used += (items[index].frozen ? items[index].targetMain : items[index].flexBasis) + items[index].marginMain
            }
            return innerMain - used
        }
        let initialFree = freeSpace(items)
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
            var remaining = freeSpace(items)
            if factorSum < 1 {
                let scaled = initialFree * factorSum
                if abs(scaled) < abs(remaining) { remaining = scaled }
            }
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
            && !stretchedDefinitely && ResolvedBox.ratioFloorsHeight(styles[item.node], parentHeight: parentHeight)
            && (!children[item.node].isEmpty || measures[item.node] != nil))
        if let stretched = item.stretchedCross, !askContent {
            // The line's cross size is the container's: no need to ask the content.
            item.hypotheticalCross = stretched
        } else if let ratio = item.aspectRatio, !askContent {
            var cross = item.crossFromMain(item.targetMain, isRow: axes.isRow, ratio: ratio)
            if !axes.isRow, item.crossIsAuto, item.sizeMain != nil {
                cross = max(cross, ratioWidthMinimum(item, isRow: false))
            }
            item.hypotheticalCross = item.clampCross(cross)
        } else {
            // Measured at its flexed height, a column item sees that height as definite exactly
            // when its layout will (the column's height is definite or its used flex basis did
            // not come from its content; `parentHeight` is the column's height where definite).
            let heightIsDefinite = axes.isRow || parentHeight != nil || !item.basisFromContent
            let size = sizeChild(item, isRow: axes.isRow, main: item.targetMain,
                                 cross: item.crossIsAuto && item.aspectRatio != nil ? nil : item.sizeCross,
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

    mutating func ratioWidthMinimum(_ node: Int, maxWidth: Double) -> Double {
        guard styles[node].minWidth.isAuto, styles[node].overflow == .visible,
              !children[node].isEmpty || measures[node] != nil else { return 0 }
        let content = computeNode(node, LayoutInput(
            knownWidth: nil, knownHeight: nil, parentWidth: nil, parentHeight: nil,
            availableWidth: .minContent, availableHeight: .maxContent, contentSizedAxis: .width),
            performLayout: false).width
        return min(content, maxWidth)
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
                    multiLine: Bool, wrapReverse: Bool) {
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
        switch alignContent {
        case .normal, .stretch:
            if free > 0 {
                for index in lines.indices { lines[index].crossSize += free / count }
                free = 0
            }
        case .flexStart: break
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
    func justifyLine(_ items: inout [FlexItem], line: FlexLine, innerMain: Double, gap: Double,
                     justifyContent: JustifyContent, reversedDirection: Bool) {
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

    /// §9.6 steps 13-14: auto margins and `align-self` place each item in its line's cross axis
    /// (relative to the line, whose own offset is added when the item is placed).
    func alignItemsInLine(_ items: inout [FlexItem], line: FlexLine, axes: FlexAxes) {
        for index in line.start..<line.end {
            let free = line.crossSize - items[index].crossSize - items[index].marginCross
            var offset = 0.0
            if items[index].hasAutoCrossMargin {
                if items[index].autoCrossStart && items[index].autoCrossEnd { offset = max(0, free) / 2 }
                else if items[index].autoCrossStart { offset = max(0, free) }
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
