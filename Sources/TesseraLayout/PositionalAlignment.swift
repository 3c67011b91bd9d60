/// The writing-mode-relative alignment keywords of CSS Box Alignment 3 §4.2: `start` and `end`
/// (the alignment container's start and end in the axis) and `self-start` and `self-end` (the
/// aligned box's own start and end).
public enum AlignmentPosition: String, Sendable, CaseIterable {
    case start, end, selfStart = "self-start", selfEnd = "self-end"

    /// Aligns to the end side (of the container, or of the box itself).
    var isEnd: Bool { self == .end || self == .selfEnd }
    /// Follows the aligned box's own direction.
    var isSelf: Bool { self == .selfStart || self == .selfEnd }
}

/// Which alignment properties were written with a positional keyword, and which one.
///
/// The property itself holds the keyword's value in a grid (`flexStart`/`flexEnd`, or
/// `GridItemAlignment`'s `start`/`end`), where start and end already mean that. A flex
/// container maps the keyword to `flexStart` or `flexEnd` once, where it knows its direction
/// and wrapping (`start` follows the writing mode, not `flex-direction` or `wrap-reverse`),
/// so the layout steps read the flex-relative values they always have.
public struct PositionalAlignment: Hashable, Sendable {
    public var justifyContent: AlignmentPosition? = nil
    public var alignContent: AlignmentPosition? = nil
    public var alignItems: AlignmentPosition? = nil
    /// Read only when `alignSelf` is not `auto`.
    public var alignSelf: AlignmentPosition? = nil
    public var justifyItems: AlignmentPosition? = nil
    /// Read only when `grid.justifySelf` is set.
    public var justifySelf: AlignmentPosition? = nil

    public init() {}
}

extension FlexAxes {
    /// A main-axis keyword is at the main-end: the inline (rows) or block (columns) start is the
    /// main-end in a `*-reverse` direction.
    func mainIsEnd(_ position: AlignmentPosition) -> Bool { position.isEnd != isReverse }

    /// A cross-axis keyword is at the cross-end: the container's start is the cross-end with
    /// `wrap-reverse`; a `self-` keyword in a column's cross (inline) axis follows the item's
    /// own direction (`itemRTL`, nil: the container's), in a row's (block) axis it is `start`.
    func crossIsEnd(_ position: AlignmentPosition, itemRTL: Bool?) -> Bool {
        guard position.isSelf, !isRow, let itemRTL else { return position.isEnd != isWrapReverse }
        // Cross-start is the right edge when `crossReversed`; the item's start is when it is rtl.
        return position.isEnd != (itemRTL != crossReversed)
    }
}

extension Style {
    /// `justify-content` in a flex container with these axes, a positional keyword mapped.
    func flexJustifyContent(_ axes: FlexAxes) -> JustifyContent {
        guard let position = positionalAlignment.justifyContent else { return justifyContent }
        return axes.mainIsEnd(position) ? .flexEnd : .flexStart
    }

    /// `align-content` in a flex container with these axes, a positional keyword mapped.
    func flexAlignContent(_ axes: FlexAxes) -> AlignContent {
        guard let position = positionalAlignment.alignContent else { return alignContent }
        return axes.crossIsEnd(position, itemRTL: nil) ? .flexEnd : .flexStart
    }
}

extension ItemAlignment {
    /// A flex item's cross alignment: its `align-self`, or with `auto` the container's
    /// `align-items` (`itemsPosition` its positional keyword, if any), in the container's axes.
    init(_ alignSelf: AlignSelf, _ selfPosition: AlignmentPosition?, direction: Direction?,
         parent alignItems: AlignItems, itemsPosition: AlignmentPosition?, axes: FlexAxes) {
        if let position = alignSelf == .auto ? itemsPosition : selfPosition {
            self = axes.crossIsEnd(position, itemRTL: direction.map { $0 == .rtl }) ? .end : .start
        } else {
            self.init(alignSelf, parent: alignItems)
        }
    }
}

extension GridItemAlignment {
    /// `self-start` and `self-end` in a grid's inline axis: the item's own start and end, the
    /// grid's other side when the item's direction is not the grid's.
    func following(_ position: AlignmentPosition?, itemDirection: Direction?, gridRTL: Bool) -> GridItemAlignment {
        guard let position, position.isSelf, let itemDirection, (itemDirection == .rtl) != gridRTL else { return self }
        return position.isEnd ? .start : .end
    }
}
