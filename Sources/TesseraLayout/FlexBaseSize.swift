/// The flex algorithm's steps on one item (CSS Flexbox §9.1-9.2, §4.5): making it from its
/// child's style, its flex base size and hypothetical main size, its automatic minimum size, and
/// the aspect-ratio transfers those need.
extension LayoutTree {
    /// Resolves a child's box against the container's content box and maps it to flex axes.
    /// (Not inlined: inlined into the loop that appends items, it copied each item four times.)
    @inline(never)
    func makeItem(_ node: Int, alignItems: AlignItems, itemsPosition: AlignmentPosition?, axes: FlexAxes, parentWidth: Double?, parentHeight: Double?,
                  innerCross: Double?, crossIsDefinite: Bool = true) -> FlexItem {
        let box = ResolvedBox(at: styles.address(of: node), parentWidth: parentWidth, parentHeight: parentHeight)
        let alignment = ItemAlignment(styles[node].alignSelf, styles[node].positionalAlignment.alignSelf,
                                      direction: styles[node].direction, parent: alignItems,
                                      itemsPosition: itemsPosition, axes: axes)
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
        // Each field read on its own: a conditional over two fields copied the whole style.
        let minMainIsAuto = isRow ? styles[node].minWidth.isAuto : styles[node].minHeight.isAuto
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
            minMainIsAutomatic: minMainIsAuto && !isScrollContainer(node),
            marginMainStart: mainStartIsFirst ? mainFirst : mainSecond,
            marginMainEnd: mainStartIsFirst ? mainSecond : mainFirst,
            marginCrossStart: crossStartIsFirst ? crossFirst : crossSecond,
            marginCrossEnd: crossStartIsFirst ? crossSecond : crossFirst,
            autoMainStart: mainStartIsFirst ? autoMainFirst : autoMainSecond,
            autoMainEnd: mainStartIsFirst ? autoMainSecond : autoMainFirst,
            autoCrossStart: crossStartIsFirst ? autoCrossFirst : autoCrossSecond,
            autoCrossEnd: crossStartIsFirst ? autoCrossSecond : autoCrossFirst,
            paddingBorderMain: isRow ? box.floorWidth : box.floorHeight,
            paddingBorderCross: isRow ? box.floorHeight : box.floorWidth,
            stretchedCross: nil,
            crossIsAuto: isRow ? styles[node].height.isAuto && !styles[node].sizingKeywords.heightIsContentBased
                : styles[node].width.isAuto)
        item.basisIsPercent = hasPercentFlexBasis(node)
        if item.aspectRatio != nil {
            transferItemRatioLimits(&item, isRow: isRow, parentWidth: parentWidth, parentHeight: parentHeight)
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

    /// An item with an aspect ratio: whether its cross size comes from its main size through
    /// the ratio, and which of the min and max sizes the ratio transfers bound it. (Inlined: an
    /// item passed by address out of `makeItem` costs a copy of it for every item, ratio or not.)
    @inline(__always)
    func transferItemRatioLimits(_ item: inout FlexItem, isRow: Bool, parentWidth: Double?, parentHeight: Double?) {
        let node = item.node
        let crossStyle = isRow ? styles[node].height : styles[node].width
        item.crossIsTransferred = crossStyle.resolve(isRow ? parentHeight : parentWidth) == nil
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
        let minMainIsAuto = (isRow ? styles[node].minWidth : styles[node].minHeight).isAuto
        if !minMainIsAuto || isScrollContainer(node) {
            // A min size the ratio transfers bounds an item's content sizes, so it is its
            // minimum only through the automatic minimum: a min size or clipped overflow
            // replaces it (Chromium ignores transferred sizes for the flexed main size).
            item.minMain = isRow ? own.minWidth : own.minHeight
        }
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
            } else if let ratio = item.aspectRatio {
                // §4.5: clamped by the max width through the ratio, also without a definite width.
                content = columnRatioMinimum(item, contentHeight: content,
                                             fromRatio: knownCross.map { item.mainFromCross($0, isRow: false, ratio: ratio) } ?? 0)
            }
        }
        content = min(content, item.maxMain)
        // Capped by the specified size (not one an aspect ratio transferred). A percentage height
        // that does not resolve specifies the height the ratio gives, if any (Chromium resolves
        // it as the content block size, which is the ratio's; an unresolved width caps nothing).
        let specifiedIsAuto = isRow ? styles[item.node].width.resolve(parentWidth) == nil : styles[item.node].height.isAuto
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
}
