/// Where an absolutely positioned child goes in an axis where it sets no inset, and how wide a
/// space it is sized in there, as Chromium does it.
///
/// CSS Flexbox §4.1 puts the child as if it were the container's only flex item: at the start,
/// center or end of the container's content box, by `justify-content` in the main axis and
/// `align-self` in the cross axis. CSS Position 3 §4.1 then makes that point an edge of the space
/// the child is shrink-to-fit into (its inset-modified containing block): a start-aligned child
/// has the space from the point to the containing block's far edge, an end-aligned one the space
/// from the containing block's near edge back to the point, a centered one twice the distance
/// to the nearer edge, centered on the point. So a long text that is end-aligned wraps to end at
/// the content box's end instead of overflowing the containing block's start.
///
/// The edges are logical: the inline axis (horizontal) starts at the right in `rtl`. Like
/// Chromium, the cross axis treats `flex-start`/`flex-end` and `stretch` as flipped by
/// `wrap-reverse`, but not `baseline`: a baseline-aligned child stays at the cross-start of the
/// writing mode (the top of a row).
struct StaticPosition {
    /// A physical edge of the child's margin box: left/top, center, right/bottom.
    enum Edge {
        case start, center, end

        var flipped: Edge {
            switch self {
            case .start: .end
            case .center: .center
            case .end: .start
            }
        }
    }

    /// One physical axis: which edge of the margin box sits at `point`, measured from the
    /// containing block's (padding box's) start edge, in a containing block of `size`.
    struct Axis {
        var edge: Edge
        var point: Double
        var size: Double
        /// With `safe` alignment, the physical edge of the writing mode's start: a margin box
        /// longer than the content box sits there instead (CSS Box Alignment 3 §4.4).
        var safeEdge: Edge?
        var paddingStart: Double
        var paddingEnd: Double

        /// The margin-box size the child is shrink-to-fit into.
        var available: Double {
            switch edge {
            case .start: max(0, size - point)
            case .center: max(0, 2 * min(point, size - point))
            case .end: max(0, point)
            }
        }

        /// The margin box's start coordinate for a margin box `outer` long.
        func start(outer: Double) -> Double {
            if let safeEdge, outer > size - paddingStart - paddingEnd {
                return Axis(edge: safeEdge, paddingStart: paddingStart, paddingEnd: paddingEnd, size: size).start(outer: outer)
            }
            return switch edge {
            case .start: point
            case .center: point - outer / 2
            case .end: point - outer
            }
        }

        init(edge: Edge, paddingStart: Double, paddingEnd: Double, size: Double, safeEdge: Edge? = nil) {
            self.edge = edge
            self.size = size
            self.paddingStart = paddingStart
            self.paddingEnd = paddingEnd
            self.safeEdge = safeEdge
            switch edge {
            case .start: point = paddingStart
            case .center: point = paddingStart + max(0, size - paddingStart - paddingEnd) / 2
            case .end: point = size - paddingEnd
            }
        }
    }

    var x: Axis
    var y: Axis

    init(container: Style, child: Style, box: ResolvedBox, axes: FlexAxes, rtl: Bool,
         blockWidth: Double, blockHeight: Double) {
        let reversed = axes.isReverse
        let main: Edge
        switch container.flexJustifyContent(axes) {
        case .flexStart, .spaceBetween: main = reversed ? .end : .start
        case .flexEnd: main = reversed ? .start : .end
        case .center, .spaceAround, .spaceEvenly: main = .center
        }
        let wrapReverse = axes.isWrapReverse
        let cross: Edge
        switch ItemAlignment(child.alignSelf, child.positionalAlignment.alignSelf, direction: child.direction,
                             parent: container.alignItems, itemsPosition: container.positionalAlignment.alignItems,
                             axes: axes) {
        case .start, .stretch: cross = wrapReverse ? .end : .start
        case .end: cross = wrapReverse ? .start : .end
        case .center: cross = .center
        case .baseline: cross = .start
        }
        let inline = axes.isRow ? main : cross
        let block = axes.isRow ? cross : main
        // Chromium honours `safe` in `align-self` here, not in `justify-content`.
        let crossIsSafe = child.alignSelf == .auto ? container.safeAlignment.alignItems : child.safeAlignment.alignSelf
        let inlineIsSafe = !axes.isRow && crossIsSafe
        let blockIsSafe = axes.isRow && crossIsSafe
        x = Axis(edge: rtl ? inline.flipped : inline, paddingStart: box.padding.left, paddingEnd: box.padding.right,
                 size: blockWidth, safeEdge: inlineIsSafe ? (rtl ? .end : .start) : nil)
        y = Axis(edge: block, paddingStart: box.padding.top, paddingEnd: box.padding.bottom, size: blockHeight,
                 safeEdge: blockIsSafe ? .start : nil)
    }
}
