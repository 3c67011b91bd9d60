/// Absolutely positioned children (CSS Flexbox §4.1, CSS Positioned Layout): taken out of flow,
/// sized and placed against the container's padding box. Every node is a containing block
/// (nodes are `position: relative` unless absolute), as in Yoga and React Native.
extension LayoutTree {
    mutating func layoutAbsolute(_ node: Int, container: Style, box containerBox: ResolvedBox, axes: FlexAxes,
                                 width containerWidth: Double, height containerHeight: Double) {
        let style = styles[node]
        let blockWidth = max(0, containerWidth - containerBox.border.left - containerBox.border.right)
        let blockHeight = max(0, containerHeight - containerBox.border.top - containerBox.border.bottom)
        let box = ResolvedBox(style, parentWidth: blockWidth, parentHeight: blockHeight)
        let left = style.inset.left.resolve(blockWidth)
        let right = style.inset.right.resolve(blockWidth)
        let top = style.inset.top.resolve(blockHeight)
        let bottom = style.inset.bottom.resolve(blockHeight)

        var width = box.width.map(box.clampWidth)
        var height = box.height.map(box.clampHeight)
        if width == nil, let left, let right {
            width = box.clampWidth(blockWidth - left - right - box.marginWidth)
        }
        if height == nil, let top, let bottom {
            height = box.clampHeight(blockHeight - top - bottom - box.marginHeight)
        }
        if let ratio = box.aspectRatio {
            if let w = width, height == nil { height = box.clampHeight(box.heightFromWidth(w, ratio: ratio)) }
            else if let h = height, width == nil { width = box.clampWidth(box.widthFromHeight(h, ratio: ratio)) }
        }
        // Shrink-to-fit into the space the insets leave; without insets, the space from the static
        // position (the content box's start edge) to the far edge of the containing block.
        let rtl = directions[node] == .rtl
        let staticStart = rtl ? containerBox.padding.right : containerBox.padding.left
        let availableWidth = max(0, blockWidth - (left ?? 0) - (right ?? 0)
                                 - (left == nil && right == nil ? staticStart : 0))
        let availableHeight = max(0, blockHeight - (top ?? 0) - (bottom ?? 0)
                                  - (top == nil && bottom == nil ? containerBox.padding.top : 0))
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
        if let left, let right, box.marginAuto.left || box.marginAuto.right {
            let free = blockWidth - left - right - usedWidth - marginLeft - marginRight
            if box.marginAuto.left && box.marginAuto.right {
                marginLeft += max(0, free) / 2
                marginRight += max(0, free) / 2
            } else if box.marginAuto.left { marginLeft += free } else { marginRight += free }
        }
        var marginTop = box.margin.top
        var marginBottom = box.margin.bottom
        if let top, let bottom, box.marginAuto.top || box.marginAuto.bottom {
            let free = blockHeight - top - bottom - usedHeight - marginTop - marginBottom
            if box.marginAuto.top && box.marginAuto.bottom {
                marginTop += max(0, free) / 2
                marginBottom += max(0, free) / 2
            } else if box.marginAuto.top { marginTop += free } else { marginBottom += free }
        }

        let staticPosition = staticPosition(
            width: usedWidth + marginLeft + marginRight, height: usedHeight + marginTop + marginBottom,
            container: container, childStyle: style, box: containerBox, axes: axes,
            containerWidth: containerWidth, containerHeight: containerHeight)
        let x: Double
        if let left { x = containerBox.border.left + left + marginLeft }
        else if let right { x = containerWidth - containerBox.border.right - right - marginRight - usedWidth }
        else { x = staticPosition.x + marginLeft }
        let y: Double
        if let top { y = containerBox.border.top + top + marginTop }
        else if let bottom { y = containerHeight - containerBox.border.bottom - bottom - marginBottom - usedHeight }
        else { y = staticPosition.y + marginTop }
        frames[node].x = x
        frames[node].y = y
    }

    /// Where an absolute child without insets goes: as if it were the container's only flex
    /// item, aligned by `justify-content` and `align-self` (CSS Flexbox §4.1). Returns the
    /// physical position of its margin box.
    private func staticPosition(width: Double, height: Double, container: Style, childStyle: Style,
                                box: ResolvedBox, axes: FlexAxes, containerWidth: Double,
                                containerHeight: Double) -> (x: Double, y: Double) {
        let origin = ContentOrigin(box: box, width: containerWidth, height: containerHeight, axes: axes)
        let innerMain = axes.isRow ? origin.right - origin.left : origin.bottom - origin.top
        let innerCross = axes.isRow ? origin.bottom - origin.top : origin.right - origin.left
        let outerMain = axes.isRow ? width : height
        let outerCross = axes.isRow ? height : width
        let mainFree = innerMain - outerMain
        let main: Double
        switch container.justifyContent {
        case .flexStart, .spaceBetween: main = 0
        case .flexEnd: main = mainFree
        case .center, .spaceAround, .spaceEvenly: main = mainFree / 2
        }
        let crossFree = innerCross - outerCross
        let cross: Double
        switch ItemAlignment(childStyle.alignSelf, parent: container.alignItems) {
        case .start, .stretch, .baseline: cross = 0
        case .end: cross = crossFree
        case .center: cross = crossFree / 2
        }
        return origin.place(main: main, cross: cross, mainSize: outerMain, crossSize: outerCross)
    }
}
