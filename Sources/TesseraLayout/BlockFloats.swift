/// Where a block box's border box starts in its block formatting context (the coordinates of
/// the context's `ExclusionSpace`), and the collapsed margins above it.
struct FlowOrigin {
    var x: Double
    var y: Double
    /// Where the margins that collapse above this box's top border edge start (the content
    /// edge above them).
    var marginStart = 0.0
    /// Those margins up to this box's own top margin, without its children's that collapse
    /// through its top: where its children's margins would put them is `marginStart` plus
    /// this set with theirs (`hypotheticalTop`).
    var incoming = CollapsedMargin.zero
    /// Clearance placed it (or an ancestor its top collapses with): margins collapsing through
    /// its top no longer move it.
    var cleared = false
    /// Clearance placed this box itself: its top margin has clearance.
    var ownClearance = false
    /// Floats were placed in its parent while its top and theirs still moved together (the
    /// parent's `MarginFlow.adjoiningFloats`): they are adjoining in its flow too.
    var adjoiningFloats: FloatSides = []
    static let zero = FlowOrigin(x: 0, y: 0)
}

/// Floats in a block container's flow (CSS 2.1 §9.5), as Chromium's LayoutNG places them:
/// floats go where the next in-flow box without margins would (`MarginFlow.staticY`), as far to
/// their side as the floats before them let them (§9.5.1, `ExclusionSpace.place`); `clear`
/// moves a box below the floats it names (§9.5.2); and a box that is a formatting context of its
/// own is narrowed into the band the floats leave beside it, or moved below them where it does
/// not fit (§9.5: its border box may not overlap their margin boxes).
///
/// A box's place in its formatting context is known only once the margins above it have
/// collapsed, which its own children's margins take part in. So a block in the flow is laid out
/// where its own top margin would put it, and laid out again where it did go if that differs and
/// floats were there to see it (`placeInFlowBlock`): Chromium relays such a box out too. Without
/// floats in the formatting context, nothing here runs beyond `ExclusionSpace.isEmpty`.
extension LayoutTree {
    /// §9.5.1: a floating child, sized shrink-to-fit (as an absolute box is) unless its style
    /// sizes it, placed among the earlier floats at the flow's current position.
    mutating func placeFloat(_ node: Int, _ flow: inout MarginFlow, _ context: BlockContext, innerWidth: Double,
                             space: inout ExclusionSpace, origin: FlowOrigin) {
        let float = styles[node].float
        let clear = styles[node].clear
        let box = ResolvedBox(at: styles.address(of: node), parentWidth: innerWidth, parentHeight: context.percentBaseHeight)
        let width = box.width.map { flooredRatioWidth(node, box.clampWidth($0), box, parentWidth: innerWidth) }
        let styledHeight = styles[node].height.resolve(context.percentBaseHeight) == nil ? nil : box.height
        let output = computeNode(node, LayoutInput(
            knownWidth: width, knownHeight: styledHeight.map(box.clampHeight),
            parentWidth: innerWidth, parentHeight: context.percentBaseHeight,
            availableWidth: .definite(innerWidth), availableHeight: .maxContent), performLayout: context.performLayout)
        let left = origin.x + context.contentLeft
        var top = origin.y + flow.staticY
        if clear != .none, let bottom = space.bottom(of: clear) { top = max(top, bottom) }
        let corner = space.place(float, width: output.width + box.marginWidth, height: output.height + box.marginHeight,
                                 top: top, left: left, right: left + innerWidth)
        // Until content below separates the container's top from its margins, the container
        // (and these floats with it) may still move.
        if flow.collapsingWithTop { flow.adjoiningFloats.insert(float == .left ? .left : .right) }
        guard context.performLayout else { return }
        var x = corner.x - origin.x + box.margin.left
        var y = corner.y - origin.y + box.margin.top
        if hasInsets[node] {
            let offset = relativeOffset(node, in: context.node, parentWidth: innerWidth, parentHeight: context.percentBaseHeight)
            x += offset.x
            y += offset.y
        }
        frames[node].x = x
        frames[node].y = y
    }

    /// A block child in this block's flow: laid out where its own top margin (and clearance)
    /// puts it, then again where the collapsed margins and clearance did put it, if that differs
    /// and floats could tell. Records it in `flow` and returns it with its border top.
    mutating func placeInFlowBlock(_ node: Int, _ input: LayoutInput, box: ResolvedBox, _ flow: inout MarginFlow,
                                   _ context: BlockContext, space: inout ExclusionSpace,
                                   origin: FlowOrigin, childX: Double) -> (BlockFlowOutput, y: Double) {
        let clear = styles[node].clear
        let before = space
        var guess = flow.borderTop(after: CollapsedMargin(box.margin.top))
        let clearY = clear == .none ? nil : before.bottom(of: clear).map { $0 - origin.y }
        let guessCleared = clearY.map { $0 > guess } ?? false
        if let clearY { guess = max(guess, clearY) }
        let guessTop = CollapsedMargin(box.margin.top)
        var placed = layOutBlock(node, input, performLayout: context.performLayout, inFlow: true,
                                 space: &space, origin: flow.childOrigin(origin, x: childX, y: guess, top: guessTop,
                                                                         cleared: guessCleared))
        // (Its own top margin alone: its children's join that set as they collapse through.)
        var (y, cleared) = flow.borderTop(of: placed, clear: clear, clearingTo: clearY, origin: origin)
        if y != guess, !space.isEmpty, space.relayoutBudget > 0 {
            space.relayoutBudget -= 1
            space.restoreFloats(of: before)
            placed = layOutBlock(node, input, performLayout: context.performLayout, inFlow: true,
                                 space: &space, origin: flow.childOrigin(origin, x: childX, y: y, top: guessTop,
                                                                         cleared: cleared))
            (y, cleared) = flow.borderTop(of: placed, clear: clear, clearingTo: clearY, origin: origin)
        }
        if cleared { flow.placeCleared(placed, y: y, marginsEscape: false) } else { flow.place(placed, y: y) }
        return (placed, y)
    }

    /// §9.5: a child that is a formatting context of its own (a flex or grid container, a block
    /// that clips or contains, a leaf) in a formatting context with floats: at the first place
    /// from its position in the flow where it fits in the band the floats leave (Chromium's
    /// layout opportunities). Its margins may overlap the floats; an auto width fills the band.
    /// Returns the child, its border top and its left edge (from the parent's border box).
    mutating func placeBesideFloats(_ node: Int, _ input: LayoutInput, box: ResolvedBox, _ flow: inout MarginFlow,
                                    _ context: BlockContext, innerWidth: Double, space: ExclusionSpace,
                                    origin: FlowOrigin) -> (BlockFlowOutput, y: Double, x: Double) {
        let top = CollapsedMargin(box.margin.top)
        let bottom = CollapsedMargin(box.margin.bottom)
        let clear = styles[node].clear
        let clearY = clear == .none ? nil : space.bottom(of: clear).map { $0 - origin.y }
        // Where it goes if nothing pushes it: its margins collapse as in any flow (through the
        // container's top too, which then moves down by them: the container is laid out again
        // at its new place, where this is right), or clearance puts it below the floats.
        let unplaced = BlockFlowOutput(output: .zero, top: top, bottom: bottom, collapsesThrough: false)
        var (start, cleared) = flow.borderTop(of: unplaced, clear: clear, clearingTo: clearY, origin: origin)
        let unplacedCleared = cleared
        // Adjoining floats move with the container and its margins; floats from outside do not.
        let hypothetical = origin.y
            + (flow.collapsingWithTop && flow.adjoiningFloats.isEmpty && !cleared ? flow.hypotheticalTop(top, origin: origin) : start)
        var spot = findBand(node, input, box: box, context, innerWidth: innerWidth, space: space, origin: origin,
                            top: hypothetical)
        if spot.top > hypothetical, !cleared, flow.collapsingWithTop, !flow.adjoiningFloats.isEmpty {
            // The floats above it move with the container only while its margins collapse
            // through the container's top; pushed by them, it separates from the top instead:
            // the floats stay, and its own margin is taken from there.
            start = flow.committedY + box.margin.top
            spot = findBand(node, input, box: box, context, innerWidth: innerWidth, space: space, origin: origin,
                            top: origin.y + start)
            cleared = true
        }
        let separated = cleared && !unplacedCleared
        let pushed = cleared || spot.top > hypothetical
        // A formatting context's top margin still collapses into the container's when clearance
        // (of floats from outside) moves it, as in Chromium; a block's does not.
        let marginsEscape = cleared && !separated && !(flow.collapsingWithTop && flow.adjoiningFloats.clearedBy(clear))
        let output = computeNode(node, spot.input, performLayout: context.performLayout)
        let placed = BlockFlowOutput(output: output, top: top, bottom: bottom, collapsesThrough: false)
        let y = pushed ? spot.top - origin.y : start
        if pushed { flow.placeCleared(placed, y: y, marginsEscape: marginsEscape) } else { flow.place(placed, y: y) }
        return (placed, y, spot.left - origin.x)
    }

    /// The first band from `top` down where the child fits beside the floats, with the input
    /// it is laid out with there and its border box's top left (in the formatting context).
    private mutating func findBand(_ node: Int, _ input: LayoutInput, box: ResolvedBox, _ context: BlockContext,
                                   innerWidth: Double, space: ExclusionSpace, origin: FlowOrigin,
                                   top: Double) -> (input: LayoutInput, left: Double, top: Double) {
        let contentLeft = origin.x + context.contentLeft
        let contentRight = contentLeft + innerWidth
        var y = top
        while true {
            // The band beside the floats at this row, narrowed by the floats that the child,
            // laid out at the band's width, would reach down to (Chromium's layout opportunity
            // from this row: a rectangle as tall as the child).
            var band = space.band(top: y, height: 0, left: contentLeft, right: contentRight)
            var spot: (input: LayoutInput, left: Double, width: Double, height: Double)
            var narrowings = 0
            repeat {
                spot = layOutInBand(node, input, box: box, context, innerWidth: innerWidth,
                                    band: (band.left, band.right), content: (contentLeft, contentRight))
                let below = space.band(top: y, height: spot.height, left: contentLeft, right: contentRight)
                guard below.left > band.left || below.right < band.right else { break }
                band = (left: max(band.left, below.left), right: min(band.right, below.right), next: below.next)
                narrowings += 1
            } while narrowings < 8
            let floatsLeft = band.left > contentLeft, floatsRight = band.right < contentRight
            let fits = !(floatsLeft && spot.left < band.left) && !(floatsRight && spot.left + spot.width > band.right)
                && (!floatsLeft && !floatsRight || spot.width <= band.right - band.left)
            guard !fits, let next = space.band(top: y, height: max(spot.height, 0), left: contentLeft,
                                               right: contentRight).next ?? band.next, next > y else {
                return (spot.input, spot.left, y)
            }
            y = next
        }
    }

    /// The child laid out in a band between floats from `band.left` to `band.right` (margins
    /// as Chromium takes them: from the band where no float narrows it, else from the content
    /// box, overlapping the floats where they reach them): its input, left edge and size.
    private mutating func layOutInBand(_ node: Int, _ input: LayoutInput, box: ResolvedBox, _ context: BlockContext,
                                       innerWidth: Double, band: (left: Double, right: Double),
                                       content: (left: Double, right: Double))
        -> (input: LayoutInput, left: Double, width: Double, height: Double) {
        let marginLeft = box.margin.left, marginRight = box.margin.right
        let free = band.left <= content.left && band.right >= content.right
        let lineLeft = free ? band.left + marginLeft : max(band.left, content.left + max(0, marginLeft))
        let lineRight = free ? band.right - marginRight : min(band.right, content.right - max(0, marginRight))
        let available = max(0, max(0, lineRight - lineLeft) + marginLeft + marginRight)
        var childInput = input
        // An orthogonal flow's auto width is its content's (found by the container), not the band's.
        let width = box.width.map { flooredRatioWidth(node, box.clampWidth($0), box, parentWidth: innerWidth) }
            ?? (isOrthogonalFlow(node) ? input.knownWidth : nil)
            ?? box.clampWidth(available - box.marginWidth)
        childInput.knownWidth = width
        childInput.availableWidth = .definite(available)
        let size = computeNode(node, childInput, performLayout: false)
        let left = lineLeft + inlineShift(box, free: lineRight - lineLeft - width, context)
        return (childInput, left, width, size.height)
    }

    /// How far right of the band's start a child goes in the room `free` its width leaves: auto
    /// margins share it (§10.3.3), else the legacy `-webkit-` alignment places it, else it sits
    /// at the start (the right in rtl).
    private func inlineShift(_ box: ResolvedBox, free: Double, _ context: BlockContext) -> Double {
        guard free > 0 else { return context.rtl ? free : 0 }
        if box.marginAuto.left || box.marginAuto.right {
            return box.marginAuto.left ? (box.marginAuto.right ? free / 2 : free) : 0
        }
        return legacyAlignmentShift(context, free: free) ?? (context.rtl ? free : 0)
    }

    /// Chromium's legacy `text-align: -webkit-left | -webkit-right | -webkit-center` (inherited,
    /// so looked up through the ancestors, only for a child narrower than its room): how far
    /// right of its start edge a block-level child moves in the room `free` it leaves; nil for
    /// any other alignment, which leaves block-level boxes where they are.
    func legacyAlignmentShift(_ context: BlockContext, free: Double) -> Double? {
        var node = context.node
        while node >= 0 {
            if let align = styles[node].textAlign {
                switch align {
                case .webkitLeft: return 0
                case .webkitRight: return free
                case .webkitCenter: return free / 2
                default: return nil
                }
            }
            node = parents[node]
        }
        return nil
    }
}

extension MarginFlow {
    /// Where a block child's border top goes: after the collapsed margins, or (`cleared`) at
    /// `clearY` where it must clear floats ending there (§9.5.2). Clearance is due where the
    /// margins would leave its top above the floats' bottom; with adjoining floats of a side it
    /// clears it always is (its margins cannot move the container those floats move with), as
    /// in Chromium.
    func borderTop(of child: BlockFlowOutput, clear: Clear, clearingTo clearY: Double?,
                   origin: FlowOrigin) -> (y: Double, cleared: Bool) {
        let y = borderTop(after: child.top)
        guard let clearY else { return (y, false) }
        if collapsingWithTop && adjoiningFloats.clearedBy(clear) { return (max(clearY, committedY), true) }
        if child.collapsesThrough {
            // Chromium tells whether an empty box needs clearance from where the container's
            // margins start (its top, once content has separated it from them) plus all the
            // margins collapsed since, its own included, not from the content above it: one that
            // needs it is placed no higher than it would be, and its margins stay inside.
            let own = child.top.adjoining(child.bottom).adjoining(strut)
            let estimate = collapsingWithTop ? hypotheticalTop(own, origin: origin) : own.size
            return estimate < clearY ? (max(y, clearY), true) : (y, false)
        }
        // Margins collapsing through the container's top move it (and the child) down.
        let hypothetical = collapsingWithTop ? hypotheticalTop(child.top, origin: origin) : y
        return hypothetical < clearY ? (clearY, true) : (y, false)
    }

    /// While margins collapse through the container's top: where a child whose top margins are
    /// `top` would have its border top (from the container's border top), the container moving
    /// down with the margins.
    func hypotheticalTop(_ top: CollapsedMargin, origin: FlowOrigin) -> Double {
        if origin.cleared { return committedY }
        return origin.marginStart - origin.y + origin.incoming.adjoining(escapedTop).adjoining(top).size + committedY
    }

    /// Where a block child placed at `y` (from this container's border top) with the top
    /// own top margin `top` starts in the formatting context, and the margins above it.
    func childOrigin(_ origin: FlowOrigin, x: Double, y: Double, top: CollapsedMargin, cleared: Bool) -> FlowOrigin {
        if cleared {
            // Clearance fixed its place: margins from inside that collapse with its top do not move it.
            return FlowOrigin(x: origin.x + x, y: origin.y + y, cleared: true, ownClearance: true)
        }
        if collapsingWithTop {
            return FlowOrigin(x: origin.x + x, y: origin.y + y, marginStart: origin.marginStart,
                              incoming: origin.incoming.adjoining(escapedTop).adjoining(top), cleared: origin.cleared,
                              adjoiningFloats: adjoiningFloats)
        }
        return FlowOrigin(x: origin.x + x, y: origin.y + y, marginStart: origin.y + committedY, incoming: strut.adjoining(top))
    }

    /// Records a child placed with its border top at `y` by clearance or below floats: what
    /// follows no longer collapses with the container's top, and an empty child's margins
    /// (§8.3.1: they start at its top margin edge) stay inside the container. A formatting
    /// context cleared of floats from outside the container (`marginsEscape`) still gives its
    /// top margin to the container's, as Chromium does, clearance making up the difference.
    mutating func placeCleared(_ child: BlockFlowOutput, y: Double, marginsEscape: Bool) {
        if collapsingWithTop, marginsEscape { escapedTop = escapedTop.adjoining(child.top) }
        collapsingWithTop = false
        if child.collapsesThrough {
            // Its margins start at its top margin edge and stay inside the container.
            committedY = y - child.top.size
            strut = child.top.adjoining(child.bottom)
            strutStaysInside = true
        } else {
            committedY = y + child.output.height
            strut = child.bottom
            strutStaysInside = false
        }
    }
}

/// The max-content width of a block's children with floats (as Chromium sums it): floats side
/// by side on one line, a formatting context's root beside the floats before it, a `clear`
/// starting a new line for the sides it clears, any other in-flow box a line of its own.
struct FloatRowWidths {
    private var left = 0.0
    private var right = 0.0
    var total: Double { left + right }

    mutating func add(_ width: Double, float: FloatSide, clear: Clear, establishesContext: Bool,
                      widest: inout Double) {
        if float != .none || establishesContext, clear != .none {
            widest = max(widest, total)
            if clear.clears(.left) { left = 0 }
            if clear.clears(.right) { right = 0 }
        }
        switch float {
        case .left: left += width
        case .right: right += width
        case .none:
            widest = max(widest, establishesContext ? total + width : width, total)
            left = 0
            right = 0
        }
    }
}
