/// CSS 2.1 block layout for one `display: block` container visit, as named steps after the
/// specification's sections (as `computeFlexContainer` follows Flexbox §9): the width
/// (§10.3.3 in the parent's flow, §10.3.5 shrink-to-fit where nothing decides it), the children
/// stacked top to bottom with their margins collapsing (§8.3.1, `BlockMargins.swift`), the
/// auto height from the content (§10.6.3), then absolutely positioned children at their static
/// positions.
///
/// Every child is block-level: a block, a flex or grid container, or a leaf (measured text
/// wraps to the block's width, as a block of line boxes), or a float (§9.5, with clearance and
/// the formatting contexts that avoid floats in `BlockFloats.swift`). Not done: inline
/// formatting of mixed inline content (line boxes holding several children, and text flowing
/// around floats), and `text-align` other than Chromium's legacy `-webkit-` values.
///
/// A block in its parent block's flow is laid out by the parent directly (`layOutBlock` with
/// `inFlow`), because where its children go depends on margins outside it; everything else
/// reaches a block through `computeNode` and its cache, as a block formatting context of its own.
extension LayoutTree {
    mutating func computeBlockContainer(_ node: Int, _ input: LayoutInput, performLayout: Bool) -> LayoutOutput {
        // The root of a block formatting context: its floats are its own.
        var space = ExclusionSpace(relayoutBudget: 64 + nodeCount)
        return layOutBlock(node, input, performLayout: performLayout, inFlow: false, space: &space, origin: .zero).output
    }

    /// One block visit; `inFlow` lays it out as part of its parent block's flow. `space` holds
    /// the floats of the formatting context it is in, `origin` is where its border box's top
    /// left is in that context (as far as the parent knows yet; see `placeInFlowBlock`).
    mutating func layOutBlock(_ node: Int, _ input: LayoutInput, performLayout: Bool,
                              inFlow: Bool, space: inout ExclusionSpace, origin: FlowOrigin) -> BlockFlowOutput {
        // Visits through `computeNode` are counted there.
        if inFlow { containerVisitCount += 1 }
        var context = BlockContext(node: node, style: styles.address(of: node), direction: directions[node], input: input,
                                   performLayout: performLayout, inFlow: inFlow)
        if input.knownWidth == nil, let ratioWidth = context.width {
            context.width = flooredRatioWidth(node, ratioWidth, context.box, parentWidth: input.parentWidth)
        }
        let width = context.width ?? determineShrinkToFitWidth(context)
        context.width = width
        context.resolveRatioPercentBase(style: styles[node], width: width)
        if !performLayout, input.contentSizedAxis == .width {
            // Only the width was asked, and it is known before the children are placed.
            return BlockFlowOutput(output: LayoutOutput(width: width, height: 0, baseline: nil),
                                   top: .zero, bottom: .zero, collapsesThrough: false)
        }
        var flow = MarginFlow(contentTop: context.contentTop, collapsesWithTop: context.collapsesWithFirstChild)
        // Floats above that still move with this box's top (see `FlowOrigin.adjoiningFloats`).
        flow.adjoiningFloats = flow.collapsingWithTop ? origin.adjoiningFloats : []
        var (absolutes, baseline) = placeBlockChildren(&flow, context, width: width, space: &space, origin: origin)
        if origin.ownClearance, flow.collapsingWithTop, flow.strut != .zero {
            // Children's margins that collapse with a top margin that has clearance stay inside
            // (§8.3.1): the box is no longer empty.
            flow.holdMargins()
        }
        // §10.6.7: a formatting context's root holds its floats.
        let floatsBottom = inFlow || space.isEmpty ? nil : space.bottom(of: .both)
        let (height, contentDecides) = determineBlockHeight(flow, context, width: width, floatsBottom: floatsBottom)
        if context.alignContent != .normal {
            let shift = alignBlockContent(flow, context, height: height)
            baseline = baseline.map { $0 + shift }
            // Static positions move with the content they are placed in.
            absolutes = absolutes.map { ($0.node, $0.top + shift) }
        }
        var placed = collapseOwnMargins(flow, context, height: height, contentDecides: contentDecides)
        placed.adjoiningFloats = flow.adjoiningFloats
        placed.output = LayoutOutput(width: width, height: height, baseline: baseline)
        if performLayout, !absolutes.isEmpty {
            layOutBlockAbsolutes(absolutes, context, width: width, height: height)
        }
        if performLayout, inFlow, hasStaticNodes, styles[node].position != .static {
            // A block laid out in its parent's flow is no `computeNode` visit, which does this.
            layoutHoistedAbsolutes(node, box: context.box, width: width, height: height)
        }
        return placed
    }

    /// §10.3.5: a width nothing decides (a flex or grid item sized by its content, an absolute
    /// box, a root without a viewport width) is the shrink-to-fit width,
    /// min(max-content, max(min-content, available)), the contents' widths being the widest of
    /// the in-flow children's margin boxes.
    private mutating func determineShrinkToFitWidth(_ context: BlockContext) -> Double {
        let box = context.box
        let content: Double
        switch context.input.availableWidth {
        case .minContent: content = widestChild(context.node, .minContent)
        case .maxContent: content = widestChild(context.node, .maxContent)
        case .definite(let room):
            let available = max(0, room - box.marginWidth - box.paddingBorderWidth)
            let maxContent = widestChild(context.node, .maxContent)
            content = maxContent <= available ? maxContent : max(widestChild(context.node, .minContent), available)
        }
        return box.clampWidth(content + box.paddingBorderWidth)
    }

    /// The widest in-flow child's margin-box width under a min- or max-content constraint (its
    /// percentages, of a width still unknown, count as auto or nothing). Only content widths are
    /// asked (`contentSizedAxis: .width`), which containers answer before laying anything out,
    /// then bounded by the child's own width, min and max: asking for a whole size would lay out
    /// each nested block's subtree at every level of a chain of blocks, time quadratic in depth.
    private mutating func widestChild(_ node: Int, _ space: AvailableSpace) -> Double {
        var widest = 0.0
        var floats = FloatRowWidths()
        for child in children[node] where isInFlow(child.index) {
            let box = ResolvedBox(at: styles.address(of: child.index), parentWidth: nil, parentHeight: nil)
            let width: Double
            if let own = box.width {
                width = flooredRatioWidth(child.index, box.clampWidth(own), box, parentWidth: nil)
            } else {
                width = box.clampWidth(computeNode(child.index, LayoutInput(
                    knownWidth: nil, knownHeight: nil, parentWidth: nil, parentHeight: nil,
                    availableWidth: space, availableHeight: .maxContent, contentSizedAxis: .width),
                    performLayout: false).width)
            }
            if space == .maxContent {
                floats.add(width + box.marginWidth, float: styles[child.index].float, clear: styles[child.index].clear,
                           establishesContext: !sharesBlockFlow(child.index), widest: &widest)
            } else {
                widest = max(widest, width + box.marginWidth)
            }
        }
        return max(widest, floats.total)
    }

    /// §9.4.1 and §10.3.3: the in-flow children, one under another, each as wide as the content
    /// box less its margins unless its style says otherwise, its vertical margins collapsing
    /// with its neighbours' (§8.3.1). Returns the absolutely positioned children with their
    /// static tops, and the first baseline: the first in-flow child's that has one.
    private mutating func placeBlockChildren(_ flow: inout MarginFlow, _ context: BlockContext, width: Double,
                                             space: inout ExclusionSpace, origin: FlowOrigin)
        -> (absolutes: [(node: Int, top: Double)], baseline: Double?) {
        let innerWidth = max(0, width - context.box.paddingBorderWidth)
        if !sizingKeywordNodes.isEmpty {
            // Sizing keywords (`stretch`, `fit-content`, ...) resolve against the content box, as in flex.
            resolveChildSizingKeywords(context.node, kind: .block, width: innerWidth, height: context.percentBaseHeight,
                                       constraint: context.input.availableWidth)
        }
        let wantsBaseline = context.performLayout || context.input.needsBaseline
        var baseline: Double?
        var absolutes: [(node: Int, top: Double)] = []
        for child in children[context.node] {
            let node = child.index
            if styles[node].display == .none {
                if context.performLayout { hideSubtree(node) }
                continue
            }
            if styles[node].position == .absolute {
                absolutes.append((node, flow.staticY))
                continue
            }
            if styles[node].float != .none {
                placeFloat(node, &flow, context, innerWidth: innerWidth, space: &space, origin: origin)
                continue
            }
            let box = ResolvedBox(at: styles.address(of: node), parentWidth: innerWidth, parentHeight: context.percentBaseHeight)
            // A height the ratio gives from the width is the child's to find (its content may exceed it).
            let styledHeight = styles[node].height.resolve(context.percentBaseHeight) == nil ? nil : box.height
            let orthogonal = isOrthogonalFlow(node)
            let roomHeight = orthogonal ? context.percentBaseHeight.map(AvailableSpace.definite) ?? .maxContent : .maxContent
            let childWidth = box.width.map { flooredRatioWidth(node, box.clampWidth($0), box, parentWidth: innerWidth) }
                ?? (orthogonal ? orthogonalBlockChildWidth(node, box, knownHeight: styledHeight.map(box.clampHeight),
                                                           innerWidth: innerWidth, parentHeight: context.percentBaseHeight,
                                                           roomHeight: roomHeight)
                    : box.clampWidth(min(innerWidth - box.marginWidth, box.ratioTransferredMaxWidth)))
            let input = LayoutInput(
                knownWidth: childWidth, knownHeight: styledHeight.map(box.clampHeight),
                parentWidth: innerWidth, parentHeight: context.percentBaseHeight,
                availableWidth: .definite(innerWidth), availableHeight: roomHeight,
                needsBaseline: wantsBaseline && baseline == nil)
            let placed: BlockFlowOutput
            let y: Double
            var besideFloats: Double?
            if sharesBlockFlow(node) {
                let x = blockChildLeft(box, width: childWidth, innerWidth: innerWidth, context)
                (placed, y) = placeInFlowBlock(node, input, box: box, &flow, context, space: &space,
                                               origin: origin, childX: x)
                if context.performLayout {
                    frames[node].width = placed.output.width
                    frames[node].height = placed.output.height
                }
            } else if !space.isEmpty {
                (placed, y, besideFloats) = placeBesideFloats(node, input, box: box, &flow, context,
                                                              innerWidth: innerWidth, space: space, origin: origin)
            } else {
                let output = computeNode(node, input, performLayout: context.performLayout)
                placed = BlockFlowOutput(output: output, top: CollapsedMargin(box.margin.top),
                                         bottom: CollapsedMargin(box.margin.bottom), collapsesThrough: false)
                y = flow.borderTop(after: placed.top)
                flow.place(placed, y: y)
            }
            if baseline == nil, let childBaseline = placed.output.baseline { baseline = y + childBaseline }
            if context.performLayout {
                var x = besideFloats ?? blockChildLeft(box, width: placed.output.width, innerWidth: innerWidth, context)
                var top = y
                if hasInsets[node] {
                    let offset = relativeOffset(node, in: context.node, parentWidth: innerWidth,
                                                parentHeight: context.percentBaseHeight)
                    x += offset.x
                    top += offset.y
                }
                frames[node].x = x
                frames[node].y = top
            }
        }
        return (absolutes, baseline)
    }

    /// A width an aspect ratio gives from the height is floored by the content's min-content
    /// width (the automatic minimum width, CSS Sizing 4 §5.2), as in a flex item.
    mutating func flooredRatioWidth(_ node: Int, _ width: Double, _ box: ResolvedBox,
                                            parentWidth: Double?) -> Double {
        guard box.aspectRatio != nil, styles[node].width.resolve(parentWidth) == nil else { return width }
        return max(width, ratioWidthMinimum(node, maxWidth: box.maxWidth))
    }

    /// A child that lays its children out in this block's formatting context: a block that
    /// does not clip its overflow (which would make it a formatting context of its own).
    /// Measured leaves are blocks of line boxes, whose margins never collapse through them.
    func sharesBlockFlow(_ node: Int) -> Bool {
        styles[node].display == .block && measures[node] == nil && !styles[node].blockEstablishesContext
            && !isWritingModeBoundary(node)  // a box in another writing mode is a formatting context root
    }

    /// §10.3.3: the child's left border edge. Auto margins share the room its width leaves
    /// (centering it when both are auto) and are zero when there is none; with no auto margin the
    /// over-constrained margin is the end one: the right in ltr, the left in rtl.
    private func blockChildLeft(_ box: ResolvedBox, width: Double, innerWidth: Double,
                                _ context: BlockContext) -> Double {
        var left = box.margin.left
        let free = innerWidth - width - box.marginWidth
        if free > 0, box.marginAuto.left || box.marginAuto.right {
            if box.marginAuto.left { left += box.marginAuto.right ? free / 2 : free }
            return context.contentLeft + left
        }
        if free > 0, let shift = legacyAlignmentShift(context, free: free) { return context.contentLeft + left + shift }
        if context.rtl {
            let contentRight = (context.width ?? 0) - context.box.border.right - context.box.padding.right
            return contentRight - box.margin.right - width
        }
        return context.contentLeft + left
    }

    /// §10.6.3 (and §10.6.7 for a formatting context's root, which holds its children's
    /// margins): an auto height reaches from the content box's top to the last in-flow child's
    /// bottom margin edge, or its border edge where that margin collapses through this box's
    /// bottom; an aspect ratio gives the height from the width instead (a floor under the
    /// content's unless the style says otherwise, as in `ResolvedBox.ratioFloorsHeight`).
    /// Also says whether the content decided the height (not the style, a ratio or a min height
    /// above it), which it must for the last child's bottom margin to collapse through.
    private func determineBlockHeight(_ flow: MarginFlow, _ context: BlockContext, width: Double,
                                      floatsBottom: Double?) -> (height: Double, contentDecides: Bool) {
        if let height = context.input.knownHeight { return (height, false) }
        let box = context.box
        let style = styles[context.node]
        let autoHeight = style.height.resolve(context.input.parentHeight) == nil
            || context.input.contentSizedAxis == .height
        if !autoHeight, let height = box.height { return (box.clampHeight(height), false) }
        var bottom = flow.committedY
        if !flow.collapsingWithTop, !context.collapsesWithLastChild || flow.strutStaysInside { bottom += flow.strut.size }
        if let floatsBottom { bottom = max(bottom, floatsBottom) }
        let unclamped = bottom + box.padding.bottom + box.border.bottom
        let content = box.clampHeight(unclamped)
        let minHeightDecides = box.minHeight > 0 && box.minHeight >= content && content > unclamped
        guard let ratio = box.aspectRatio, context.input.contentSizedAxis != .height else {
            return (content, !minHeightDecides)
        }
        let fromRatio = box.clampHeight(box.heightFromWidth(width, ratio: ratio))
        // Only an auto height has the content's height as its automatic minimum (see
        // `ResolvedBox.ratioFloorsHeight`).
        if ResolvedBox.ratioFloorsHeight(style),
           content > fromRatio {
            // The ratio's height, raised to the content's by its automatic minimum: still not an
            // auto height for the last child's margin (Chromium keeps it inside).
            return (content, false)
        }
        return (fromRatio, false)
    }

    /// CSS Box Alignment §5.1: `align-content` moves the in-flow children together within the
    /// content box, by the room their margin boxes leave; content that overflows stays at the
    /// start (a block's default overflow alignment is `safe`, as in Chromium). They are one
    /// alignment subject, so distributing keywords fall back: `space-between` and `stretch` to
    /// the start, `space-around` and `space-evenly` to the center. Returns the shift.
    private mutating func alignBlockContent(_ flow: MarginFlow, _ context: BlockContext, height: Double) -> Double {
        let contentBottom = max(context.contentTop, flow.committedY + flow.strut.size)
        let free = max(0, height - context.box.padding.bottom - context.box.border.bottom - contentBottom)
        let shift: Double
        switch context.alignContent {
        case .normal, .flexStart, .stretch, .spaceBetween: shift = 0
        case .center, .spaceAround, .spaceEvenly: shift = free / 2
        case .flexEnd: shift = free
        }
        if context.performLayout, shift != 0 {
            for child in children[context.node] where isInFlow(child.index) { frames[child.index].y += shift }
        }
        return shift
    }

    /// §8.3.1: this box's own top and bottom margins with the children's that collapse through
    /// its edges, and whether it collapses through itself. The last child's bottom margin
    /// collapses through the bottom only where the content decided the height (a min height or
    /// a ratio above it keeps the margin inside).
    private func collapseOwnMargins(_ flow: MarginFlow, _ context: BlockContext, height: Double,
                                    contentDecides: Bool) -> BlockFlowOutput {
        let box = context.box
        var top = CollapsedMargin(box.margin.top)
        var bottom = CollapsedMargin(box.margin.bottom)
        guard context.inFlow else {
            return BlockFlowOutput(output: .zero, top: top, bottom: bottom, collapsesThrough: false)
        }
        if context.collapsesWithFirstChild { top = top.adjoining(flow.escapedTop) }
        let collapsesThrough = context.collapsesWithFirstChild && flow.collapsingWithTop && height == 0
            && box.padding.bottom == 0 && box.border.bottom == 0 && box.minHeight <= 0
        if collapsesThrough || (context.collapsesWithLastChild && contentDecides && !flow.collapsingWithTop
                                    && !flow.strutStaysInside) {
            bottom = bottom.adjoining(flow.strut)
        }
        return BlockFlowOutput(output: .zero, top: top, bottom: bottom, collapsesThrough: collapsesThrough)
    }

    /// Absolutely positioned children (CSS 2.1 §10.3.7, §10.6.4): placed by their insets against
    /// the padding box as in a flex container; an axis without insets keeps the static position,
    /// where the child would have been in the flow: at the content box's start edge (the right
    /// in rtl), below the in-flow children before it.
    private mutating func layOutBlockAbsolutes(_ absolutes: [(node: Int, top: Double)], _ context: BlockContext,
                                               width: Double, height: Double) {
        layoutAbsolutesAtStart(absolutes.map { ($0.node, $0.top) }, of: context.node, box: context.box,
                               width: width, height: height)
    }
}
