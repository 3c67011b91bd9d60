/// Absolutely positioned children (CSS Flexbox §4.1, CSS Positioned Layout): taken out of flow,
/// sized and placed against the container's padding box. Every node but a `position: static` one
/// is a containing block; a static one's absolute children are placed again by the containing
/// block above it (`HoistedAbsolutes.swift`).
extension LayoutTree {
    /// The absolutely positioned children of a container that is not a flex container (a grid,
    /// a block): placed by their insets as in a flex container, and in an axis without insets at
    /// the start of `box`'s content box, as a start-aligned sole flex item there would be (the
    /// right in rtl), or vertically at a child's own static `top` if it has one.
    mutating func layoutAbsolutesAtStart(_ children: [(node: Int, top: Double?)], of container: Int,
                                         box: ResolvedBox, width: Double, height: Double) {
        let (asStartItem, axes) = startAlignedFlexContainer(container)
        for (child, top) in children {
            layoutAbsolute(child, container: asStartItem, box: box, axes: axes, width: width, height: height,
                           staticTop: top)
        }
    }

    /// A non-flex container's style read as a start-aligned, single-line flex row (and its
    /// axes): what places an absolutely positioned child without insets at the start of its
    /// containing block, as the sole item there would be.
    func startAlignedFlexContainer(_ container: Int) -> (style: Style, axes: FlexAxes) {
        var style = styles[container]
        style.flexDirection = .row
        style.flexWrap = .nowrap
        style.justifyContent = .flexStart
        style.alignItems = .flexStart
        return (style, FlexAxes(style, direction: directions[container]))
    }

    /// `staticTop`, from the container's border-box top, replaces the vertical static position
    /// (a block container's: where the child would have been in its flow). `hoisted` places the
    /// child of a static parent against that parent's containing block, given as the container.
    mutating func layoutAbsolute(_ node: Int, container: Style, box givenBox: ResolvedBox, axes: FlexAxes,
                                 width containerWidth: Double, height containerHeight: Double,
                                 staticTop: Double? = nil, hoisted: HoistedAbsolute? = nil) {
        let rtl = directions[hoisted?.containingBlock ?? parents[node]] == .rtl
        let containerBox = givenBox.scrollbarsAsBorder(rtl: rtl)
        let blockWidth = max(0, containerWidth - containerBox.border.left - containerBox.border.right)
        let blockHeight = max(0, containerHeight - containerBox.border.top - containerBox.border.bottom)
        if !styles[node].sizingKeywords.isEmpty {
            resolveAbsoluteSizingKeywords(node, blockWidth: blockWidth, blockHeight: blockHeight)
        }
        let style = styles[node]
        let box = ResolvedBox(style, parentWidth: blockWidth, parentHeight: blockHeight)
        let left = style.inset.left.resolve(blockWidth)
        let right = style.inset.right.resolve(blockWidth)
        let top = style.inset.top.resolve(blockHeight)
        let bottom = style.inset.bottom.resolve(blockHeight)

        // The space two insets leave (the inset-modified containing block) is never negative:
        // insets that cross leave none, kept at the start inset (CSS Position 3 §4.1; Chromium
        // clamps it so before sizing the box, and negative margins can still widen the box).
        let insetWidth = left.flatMap { left in right.map { max(0, blockWidth - left - $0) } }
        let insetHeight = top.flatMap { top in bottom.map { max(0, blockHeight - top - $0) } }
        // Where an aspect ratio's height is only a floor under the content's, laying the box out
        // at its width finds both (the resolved box already holds the ratio's height).
        let ratioFloors = ResolvedBox.ratioFloorsHeight(style)
            && (!children[node].isEmpty || measures[node] != nil)
        var width = box.width.map(box.clampWidth)
        var height = ratioFloors ? nil : box.height.map(box.clampHeight)
        if width == nil, let insetWidth {
            // Capped by the max height a ratio transfers (no width here means no style height).
            width = box.clampWidth(min(insetWidth - box.marginWidth, box.ratioTransferredMaxWidth))
        }
        // An explicit `align-self` other than stretch aligns the box in the vertical space its
        // insets leave (CSS Box Alignment §6.1 for absolute boxes, whatever the flex direction,
        // as in Chromium): it is not stretched to fill it. (`auto` means `normal` here.)
        // An explicit `stretch` fills that space, but like the other explicit values it keeps a box
        // that overflows it inside the containing block (see below).
        let alignsExplicitly = top != nil && bottom != nil && style.alignSelf != .auto
        let fitsBetweenInsets = alignsExplicitly && style.alignSelf != .stretch
        let alignsBetweenInsets = alignsExplicitly && !box.marginAuto.top && !box.marginAuto.bottom
        // A width the insets or the style decide gives an auto height through an aspect ratio,
        // over the height the insets leave (as in Chromium).
        let ratioGivesHeight = box.aspectRatio != nil && width != nil && style.height.isAuto
        // Without a width, the height the insets leave gives one through the ratio, and the
        // height then follows that width (floored by the content's, as any ratio height).
        let heightFromInsetWidth = box.aspectRatio != nil && width == nil && height == nil && !fitsBetweenInsets
            && insetHeight != nil && style.height.isAuto
        if height == nil, !fitsBetweenInsets, !ratioGivesHeight, let insetHeight {
            height = box.clampHeight(insetHeight - box.marginHeight)
        }
        if let ratio = box.aspectRatio {
            if let w = width, height == nil, !ratioFloors { height = box.clampHeight(box.heightFromWidth(w, ratio: ratio)) }
            else if let h = height, width == nil { width = box.clampWidth(box.widthFromHeight(h, ratio: ratio)) }
            if let w = width, style.width.resolve(blockWidth) == nil, insetWidth == nil || box.width != nil {
                // A width the ratio gives from the height is floored by the content's min-content
                // width (the automatic minimum, CSS Sizing 4 §5.2). A definite height decides
                // the width through the ratio even between two insets, as in Chromium.
                width = max(w, ratioWidthMinimum(node, maxWidth: box.maxWidth))
                if heightFromInsetWidth { height = nil }
            } else if width == nil, height == nil, box.maxHeight.isFinite {
                // A content width is capped by the max height the ratio transfers (CSS Sizing 4
                // §5.1; Chromium's ComputeMinMaxInlineSizes for an auto width).
                let capped = box.clampWidth(box.widthFromHeight(box.maxHeight, ratio: ratio))
                let content = computeNode(node, LayoutInput(
                    knownWidth: nil, knownHeight: nil, parentWidth: blockWidth, parentHeight: blockHeight,
                    availableWidth: .maxContent, availableHeight: .maxContent, contentSizedAxis: .width),
                    performLayout: false).width
                if content > capped { width = capped }
            }
        }
        // Shrink-to-fit into the space the insets leave; an axis without insets has the space its
        // static position leaves.
        var position = hoisted?.staticPosition
            ?? StaticPosition(container: container, child: style, box: containerBox, axes: axes, rtl: rtl,
                              blockWidth: blockWidth, blockHeight: blockHeight)
        if let staticTop {
            position.y = StaticPosition.Axis(edge: .start, paddingStart: staticTop - containerBox.border.top,
                                             paddingEnd: 0, size: blockHeight)
        }
        if hoisted == nil, hasStaticNodes, styles[parents[node]].position == .static {
            updateRareNodes { $0.staticPositions[node] = position }
        }
        let availableWidth = left == nil && right == nil ? position.x.available
            : insetWidth ?? max(0, blockWidth - (left ?? 0) - (right ?? 0))
        let availableHeight = top == nil && bottom == nil ? position.y.available
            : insetHeight ?? max(0, blockHeight - (top ?? 0) - (bottom ?? 0))
        let output = computeNode(node, LayoutInput(
            knownWidth: width, knownHeight: height, parentWidth: blockWidth, parentHeight: blockHeight,
            availableWidth: width.map(AvailableSpace.definite) ?? .definite(availableWidth),
            availableHeight: height.map(AvailableSpace.definite) ?? .definite(availableHeight)),
            performLayout: true)
        let usedWidth = output.width
        let usedHeight = output.height

        // Auto margins center a box whose insets and size are all fixed.
        var marginLeft = box.margin.left
        var marginRight = box.margin.right
        if let insetWidth, box.marginAuto.left || box.marginAuto.right {
            let free = insetWidth - usedWidth - marginLeft - marginRight
            if box.marginAuto.left && box.marginAuto.right {
                marginLeft += max(0, free) / 2
                marginRight += max(0, free) / 2
            } else if box.marginAuto.left { marginLeft += free } else { marginRight += free }
        }
        var marginTop = box.margin.top
        var marginBottom = box.margin.bottom
        if let insetHeight, box.marginAuto.top || box.marginAuto.bottom {
            let free = insetHeight - usedHeight - marginTop - marginBottom
            if box.marginAuto.top && box.marginAuto.bottom {
                // Vertical auto margins share even a negative free space (CSS 2.1 §10.6.4).
                marginTop += free / 2
                marginBottom += free / 2
            } else if box.marginAuto.top { marginTop += free } else { marginBottom += free }
        }

        // Over-constrained insets (CSS 2.1 §10.3.7): `right` gives way in a left-to-right
        // containing block, `left` in a right-to-left one (`bottom` always gives way).
        let x: Double
        if let left, !(rtl && right != nil) { x = containerBox.border.left + left + marginLeft }
        else if let right { x = containerWidth - containerBox.border.right - right - marginRight - usedWidth }
        else {
            x = containerBox.border.left + position.x.start(outer: marginLeft + usedWidth + marginRight) + marginLeft
        }
        let y: Double
        if alignsBetweenInsets, let top, let space = insetHeight {
            let outer = marginTop + usedHeight + marginBottom
            var offset = top
            switch style.alignSelf {
            case .center: offset += (space - outer) / 2
            case .flexEnd: offset += space - outer
            case .auto, .flexStart, .stretch, .baseline: break
            }
            if outer > space {
                // Too big for that space, it stays inside the containing block as far as it can,
                // the top edge first (and never beyond an inset that is itself outside). In a
                // scroll container (`overflow` not `visible`) only the edge its content scrolls from
                // holds it: the top, or the bottom where the items start there (column-reverse,
                // or wrap-reverse rows), as in Chromium.
                let scrollsFromBottom = (!axes.isRow && axes.isReverse) || (axes.isRow && axes.isWrapReverse)
                let holdsTop = !container.isScrollContainer || !scrollsFromBottom
                let holdsBottom = !container.isScrollContainer || scrollsFromBottom
                let spaceEnd = blockHeight - top - space
                if holdsBottom { offset = min(offset, blockHeight - min(spaceEnd, 0) - outer) }
                if holdsTop { offset = max(offset, min(top, 0)) }
            }
            y = containerBox.border.top + offset + marginTop
        } else if let top { y = containerBox.border.top + top + marginTop }
        else if let bottom { y = containerHeight - containerBox.border.bottom - bottom - marginBottom - usedHeight }
        else {
            y = containerBox.border.top + position.y.start(outer: marginTop + usedHeight + marginBottom) + marginTop
        }
        frames[node].x = x - (hoisted?.parentX ?? 0)
        frames[node].y = y - (hoisted?.parentY ?? 0)
    }
}
