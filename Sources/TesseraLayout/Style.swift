/// The style of one node: the CSS properties TesseraLayout understands, with CSS initial values
/// (row direction, `flex-shrink: 1`, `align-items`/`align-content` stretch) except `box-sizing`,
/// which defaults to `border-box` as in most design tools and CSS resets.
public struct Style: Hashable, Sendable {
    public var display: Display = .flex
    public var position: Position = .relative
    /// nil inherits the parent's direction (CSS `direction` is inherited); the root defaults to ltr.
    public var direction: Direction? = nil
    public var flexDirection: FlexDirection = .row
    public var flexWrap: FlexWrap = .nowrap
    public var justifyContent: JustifyContent = .flexStart
    public var alignItems: AlignItems = .stretch
    public var alignSelf: AlignSelf = .auto
    public var alignContent: AlignContent = .normal
    public var rowGap: Double = 0
    public var columnGap: Double = 0
    public var flexGrow: Double = 0
    public var flexShrink: Double = 1
    public var flexBasis: FlexBasis = .auto
    public var width: Dimension = .auto
    public var height: Dimension = .auto
    public var minWidth: Dimension = .auto
    public var minHeight: Dimension = .auto
    /// `auto` means `none`.
    public var maxWidth: Dimension = .auto
    /// `auto` means `none`.
    public var maxHeight: Dimension = .auto
    public var margin = Edges<Dimension>(all: .points(0))
    public var padding = Edges<LengthPercentage>(all: .points(0))
    public var border = Edges<Double>(all: 0)
    /// `top`, `right`, `bottom`, `left` for relative and absolute positioning.
    public var inset = Edges<Dimension>(all: .auto)
    /// Width divided by height of the box-sizing box; nil is `auto`.
    public var aspectRatio: Double? = nil
    public var overflow: Overflow = .visible
    public var boxSizing: BoxSizing = .borderBox
    /// Sizing keywords (`min-content`, `max-content`, `fit-content`, `stretch`) of the size
    /// properties; a property with a keyword holds `auto` in its length (see `SizingKeywords`).
    public var sizingKeywords = SizingKeywords()
    /// Which alignment properties say `safe` (CSS Box Alignment 3 §4.4; see `SafeAlignment`).
    public var safeAlignment = SafeAlignment()
    /// Percentage gaps, in single precision (see `GapPercents`).
    var gapPercents = GapPercents()
    /// Grid container and grid item properties (read only by grids and their items).
    public var grid: GridStyle {
        get { gridBox?.value ?? GridStyle() }
        set { gridBox = newValue == GridStyle() ? nil : GridBox(newValue) }
    }
    /// Boxed: a node that sets no grid property (nearly all of them) pays 8 bytes for them in
    /// its style, which layout reads and `StyleTable` hashes, instead of ~110.
    private var gridBox: GridBox?

    public init() {}

    /// The grid properties unless all are initial values.
    var setGridStyle: GridStyle? { gridBox?.value }

    /// Any inset is set: a relative box is shifted by it.
    var hasInsets: Bool {
        !(inset.top.isAuto && inset.right.isAuto && inset.bottom.isAuto && inset.left.isAuto)
    }

    /// Any of the properties that resolve against the containing block is a percentage.
    var hasPercentages: Bool {
        func percent(_ value: Dimension) -> Bool {
            if case .percent = value { return true }
            return false
        }
        func percent(_ value: LengthPercentage) -> Bool {
            if case .percent = value { return true }
            return false
        }
        return percent(width) || percent(height) || percent(minWidth) || percent(minHeight)
            || percent(maxWidth) || percent(maxHeight)
            || percent(margin.top) || percent(margin.right) || percent(margin.bottom) || percent(margin.left)
            || percent(padding.top) || percent(padding.right) || percent(padding.bottom) || percent(padding.left)
            || sizingKeywords.resolveAgainstContainer
    }
}

public enum Display: String, Sendable, CaseIterable { case flex, grid, none }
public enum Position: String, Sendable, CaseIterable { case relative, absolute }
public enum Direction: String, Sendable, CaseIterable { case ltr, rtl }
public enum FlexDirection: String, Sendable, CaseIterable {
    case row, rowReverse = "row-reverse", column, columnReverse = "column-reverse"

    /// The main axis is horizontal.
    var isRow: Bool { self == .row || self == .rowReverse }
    /// Items run from the main axis's end.
    var isReverse: Bool { self == .rowReverse || self == .columnReverse }
}
public enum FlexWrap: String, Sendable, CaseIterable {
    case nowrap, wrap, wrapReverse = "wrap-reverse"
}
public enum JustifyContent: String, Sendable, CaseIterable {
    case flexStart = "flex-start", flexEnd = "flex-end", center
    case spaceBetween = "space-between", spaceAround = "space-around", spaceEvenly = "space-evenly"
}
public enum AlignItems: String, Sendable, CaseIterable {
    case flexStart = "flex-start", flexEnd = "flex-end", center, stretch, baseline
}
public enum AlignSelf: String, Sendable, CaseIterable {
    case auto, flexStart = "flex-start", flexEnd = "flex-end", center, stretch, baseline
}
public enum AlignContent: String, Sendable, CaseIterable {
    /// Behaves as `stretch` in a flex container.
    case normal
    case flexStart = "flex-start", flexEnd = "flex-end", center, stretch
    case spaceBetween = "space-between", spaceAround = "space-around", spaceEvenly = "space-evenly"
}
/// Only matters for the automatic minimum size of flex items: a box that clips its content may
/// shrink below it. Layout does not clip anything.
public enum Overflow: String, Sendable, CaseIterable { case visible, hidden }
public enum BoxSizing: String, Sendable, CaseIterable {
    case borderBox = "border-box", contentBox = "content-box"
}

/// An immutable, shared `GridStyle` (see `Style.grid`), compared and hashed by value.
final class GridBox: Hashable, Sendable {
    let value: GridStyle

    init(_ value: GridStyle) { self.value = value }

    static func == (lhs: GridBox, rhs: GridBox) -> Bool { lhs === rhs || lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
