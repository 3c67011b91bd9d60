/// CSS 2.1 §8.3.1 collapsing margins: vertical margins that adjoin (of siblings, of a box and
/// its first or last in-flow child, and the top and bottom of an empty box) combine into one
/// margin, as wide as the largest positive one plus the most negative one. Kept as those two
/// parts rather than their sum, because a margin collapsing in later must be compared with each.
struct CollapsedMargin: Equatable {
    /// The largest positive margin in the set (0 if none).
    var positive = 0.0
    /// The most negative margin in the set (0 if none).
    var negative = 0.0

    static let zero = CollapsedMargin()

    init() {}

    init(_ margin: Double) {
        if margin > 0 { positive = margin } else { negative = margin }
    }

    /// The set with another set's margins collapsed into it.
    func adjoining(_ other: CollapsedMargin) -> CollapsedMargin {
        var out = self
        out.positive = max(positive, other.positive)
        out.negative = min(negative, other.negative)
        return out
    }

    /// The used margin: the space the collapsed margins leave.
    var size: Double { positive + negative }
}

/// What a block box laid out in its parent's flow (a block child of a block, in the same block
/// formatting context) tells the parent besides its size: its margins with those of its
/// descendants that collapse through its edges, and whether it is empty enough for its own top
/// and bottom margins to collapse together (and with its siblings') through it.
struct BlockFlowOutput {
    var output: LayoutOutput
    /// Its top margin, collapsed with its first in-flow children's where they adjoin it.
    var top: CollapsedMargin
    /// Its bottom margin, collapsed with its last in-flow children's where they adjoin it.
    var bottom: CollapsedMargin
    /// §8.3.1: no height, no padding or border between its margins and no in-flow content.
    var collapsesThrough: Bool
    /// It placed floats while its margins still collapsed through its top (see
    /// `MarginFlow.adjoiningFloats`), on these sides.
    var adjoiningFloats: FloatSides = []
}

/// Where the margins of a block container's in-flow children have got to while they are placed
/// top to bottom (CSS 2.1 §8.3.1, as a browser's "margin strut").
struct MarginFlow {
    /// The bottom content edge of the last child that margins cannot collapse through (or the
    /// content box's top), from the container's border-box top.
    var committedY: Double
    /// The margins collapsed since then, not yet placed.
    var strut = CollapsedMargin.zero
    /// The margins that collapse through the container's top edge: while this is true every
    /// child so far collapsed through, and their margins join the container's own top margin.
    var collapsingWithTop: Bool
    var escapedTop = CollapsedMargin.zero
    /// Floats were placed while `collapsingWithTop`: where they go depends on where the
    /// container ends up, so a box that clears them cannot let its margins move the container
    /// (Chromium's "adjoining floats"; see `BlockFloats.swift`).
    var adjoiningFloats: FloatSides = []
    /// The margins in `strut` follow an empty box placed by clearance: they never collapse
    /// through the container's bottom (see `placeCleared`).
    var strutStaysInside = false

    init(contentTop: Double, collapsesWithTop: Bool) {
        committedY = contentTop
        collapsingWithTop = collapsesWithTop
    }

    /// Where the next box's border edge goes if its top margin set is `top`.
    func borderTop(after top: CollapsedMargin) -> Double {
        collapsingWithTop ? committedY : committedY + strut.adjoining(top).size
    }

    /// Where an absolutely positioned child's static position is: where an in-flow box without
    /// margins would go.
    var staticY: Double { collapsingWithTop ? committedY : committedY + strut.size }

    /// Keeps the margins collapsed so far inside the container, below its content top.
    mutating func holdMargins() {
        collapsingWithTop = false
        strutStaysInside = true
    }

    /// Records a child placed with its border top at `y`.
    mutating func place(_ child: BlockFlowOutput, y: Double) {
        if child.collapsesThrough {
            let margins = child.top.adjoining(child.bottom)
            strut = strut.adjoining(margins)
            if collapsingWithTop {
                escapedTop = escapedTop.adjoining(margins)
                adjoiningFloats.formUnion(child.adjoiningFloats)
            }
            return
        }
        if collapsingWithTop {
            escapedTop = escapedTop.adjoining(child.top)
            collapsingWithTop = false
        }
        committedY = y + child.output.height
        strut = child.bottom
        strutStaysInside = false
    }
}
