/// The style of one node: the CSS properties TesseraLayout understands, with CSS initial values
/// (row direction, `flex-shrink: 1`, `align-items`/`align-content` stretch) except `box-sizing`,
/// which defaults to `border-box` as in most design tools and CSS resets.
public struct Style: Hashable, Sendable {
    public var display: Display = .flex
    public var position: Position = .relative
    /// nil inherits the parent's direction (CSS `direction` is inherited); the root defaults to ltr.
    public var direction: Direction? = nil
    /// CSS `writing-mode`; nil inherits the parent's (the root's default is `horizontal-tb`).
    /// See WritingMode.swift. Beside `direction`, the other inherited property.
    public var writingMode: WritingMode? = nil
    public var flexDirection: FlexDirection = .row
    public var flexWrap: FlexWrap = .nowrap
    /// `flex-wrap: balance` (CSS Flexbox 2) beside `flexWrap`'s `wrap` or `wrap-reverse`: lines
    /// break where their free space is most even (see FlexLineBalancing.swift), not greedily.
    public var flexWrapBalance = false
    /// `flexLineCount` in 16 bits among the keywords, so the style (copied and hashed often)
    /// does not grow by a padded word.
    private var lineCount: UInt16 = 1
    public var justifyContent: JustifyContent = .flexStart
    public var alignItems: AlignItems = .stretch
    public var alignSelf: AlignSelf = .auto
    public var alignContent: AlignContent = .normal
    // Block flow (CSS 2.1 §9.5 floats and clearance, containment, legacy text alignment; see
    // BlockFlowStyle.swift), read where a block container places its children (and `contain`
    // where a container or leaf is laid out, off the flex item path). Four bytes here, among
    // the one-byte keywords before `rowGap`, fill what was padding: the style (copied and
    // hashed often) does not grow.
    /// `float`: left or right of its line in a block container; ignored in flex and grid containers.
    public var float: FloatSide = .none
    /// `clear`: placed below the earlier floats of the sides it names.
    public var clear: Clear = .none
    /// `contain`: which containment applies (`size`, `layout`, `paint`).
    public var contain: Containment = []
    /// `text-align`; nil inherits the parent's (the root's is `start`).
    public var textAlign: TextAlign? = nil
    public var rowGap: Double = 0
    public var columnGap: Double = 0
    /// The gutter a `scroll` axis reserves for its scrollbar, in points: what Chromium reserves
    /// for a classic scrollbar (15 px, also with the `::-webkit-scrollbar` size the fixtures set).
    public var scrollbarWidth: Double = 15
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
    /// `overflow-x` and `overflow-y` (`overflow`, in ScrollContainer.swift, sets both).
    public var overflowX: Overflow = .visible
    public var overflowY: Overflow = .visible
    public var boxSizing: BoxSizing = .borderBox
    /// Sizing keywords (`min-content`, `max-content`, `fit-content`, `stretch`) of the size
    /// properties; a property with a keyword holds `auto` in its length (see `SizingKeywords`).
    public var sizingKeywords = SizingKeywords()
    /// Which alignment properties say `safe` (CSS Box Alignment 3 §4.4; see `SafeAlignment`).
    public var safeAlignment = SafeAlignment()
    /// Which alignment properties say `start`, `end`, `self-start` or `self-end` (see
    /// `PositionalAlignment`).
    public var positionalAlignment = PositionalAlignment()
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

    /// `flex-line-count`: the fewest lines a balanced container breaks its items into (no more
    /// than there are items; kept within 1...65,535). Read only with `flexWrapBalance`.
    public var flexLineCount: Int {
        get { Int(lineCount) }
        set { lineCount = UInt16(clamping: max(1, newValue)) }
    }

    /// The grid properties unless all are initial values.
    var setGridStyle: GridStyle? { gridBox?.value }

    // A grid item's own grid properties, read from the box alone: `grid` makes a whole
    // `GridStyle` (its arrays and names) for the many items that set none, in every layout pass.
    var gridRow: GridPlacement { gridBox?.value.row ?? GridPlacement() }
    var gridColumn: GridPlacement { gridBox?.value.column ?? GridPlacement() }
    var gridJustifySelf: GridItemAlignment? { gridBox?.value.justifySelf }
    var gridSubgrid: GridAxes { gridBox?.value.subgrid ?? [] }
    var gridLineNameTables: GridStyle.LineNameTables? { gridBox?.lineNameTables }
    // A container's template lists alone (`GridTrackSets` reads them at placement).
    var gridTemplateColumns: [GridTrack] { gridBox?.value.templateColumns ?? [] }
    var gridTemplateRows: [GridTrack] { gridBox?.value.templateRows ?? [] }

    /// Any inset is set: a relative box is shifted by it (a static one is not).
    var hasInsets: Bool {
        position != .static && !(inset.top.isAuto && inset.right.isAuto && inset.bottom.isAuto && inset.left.isAuto)
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

/// `block` lays the children out as block-level boxes (CSS 2.1 §9.4.1, see `BlockContainer.swift`).
/// `contents` makes no box: the children take the node's place among its siblings (see
/// `DisplayContents.swift`); on the root it is `flex`.
public enum Display: String, Sendable, CaseIterable { case flex, grid, block, none, contents }
/// `static` is in flow like `relative`, but its insets do nothing and it is no containing block:
/// its absolutely positioned children are placed against the nearest ancestor that is not
/// static (or the root), from their static position in it (see `HoistedAbsolutes.swift`).
public enum Position: String, Sendable, CaseIterable { case relative, absolute, `static` }
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
/// Any value but `visible` makes the box a scroll container, whose automatic minimum size is 0
/// (it may shrink below its content); `scroll` also reserves a scrollbar gutter (see
/// `Style.scrollbarWidth`), `auto` none (as with overlay scrollbars). Layout clips nothing.
public enum Overflow: String, Sendable, CaseIterable { case visible, hidden, scroll, auto }
public enum BoxSizing: String, Sendable, CaseIterable {
    case borderBox = "border-box", contentBox = "content-box"
}

/// An immutable, shared `GridStyle` (see `Style.grid`), compared and hashed by value.
final class GridBox: Hashable, Sendable {
    let value: GridStyle
    /// The container's named-line tables, made once here when they do not depend on its size.
    let lineNameTables: GridStyle.LineNameTables?

    init(_ value: GridStyle) {
        self.value = value
        lineNameTables = value.sizeIndependentLineNameTables()
    }

    static func == (lhs: GridBox, rhs: GridBox) -> Bool { lhs === rhs || lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
