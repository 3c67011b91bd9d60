/// The axes and flow of one flex container, resolved once per visit.
struct FlexAxes {
    var isRow: Bool
    /// Main-start is at the right (rows) or bottom (columns).
    var mainReversed: Bool
    /// Cross-start is at the bottom (rows) or right (columns).
    var crossReversed: Bool
    var isWrap: Bool
    /// The style's direction is a `*-reverse` one (before `rtl` flips a row again): overflowing
    /// lines justify from its end, and a line's baseline comes from its last item.
    var isReverse: Bool
    /// `flex-wrap: wrap-reverse`: lines stack from the cross-end, and the container's baseline
    /// comes from its last line.
    var isWrapReverse: Bool
    /// `flex-wrap: balance`: the fewest lines to balance the items over, 0 when lines break
    /// greedily (16 bits keep the axes 8 bytes: every step takes them by value).
    private var balanceLines: UInt16
    /// `flex-wrap: balance`: the fewest lines to balance the items over (nil: lines break greedily).
    var balancedLineCount: Int? { balanceLines == 0 ? nil : Int(balanceLines) }

    init(_ style: borrowing Style, direction: Direction) {
        isRow = style.flexDirection.isRow
        isReverse = style.flexDirection.isReverse
        isWrap = style.flexWrap != .nowrap
        isWrapReverse = style.flexWrap == .wrapReverse
        balanceLines = isWrap && style.flexWrapBalance ? UInt16(style.flexLineCount) : 0
        let rtl = direction == .rtl
        // A column's cross axis is the inline axis, whose start is the right edge in rtl.
        mainReversed = isRow ? isReverse != rtl : isReverse
        crossReversed = isRow ? isWrapReverse : isWrapReverse != rtl
    }

    /// The main-axis one of a physical (width, height) pair.
    @inline(__always) func main<T>(_ width: T, _ height: T) -> T { isRow ? width : height }
    /// The cross-axis one of a physical (width, height) pair.
    @inline(__always) func cross<T>(_ width: T, _ height: T) -> T { isRow ? height : width }
}

/// What a flex container's visit computes once, before its items are sized, as Taffy's
/// `AlgoConstants`: its axes, its own content-box sizes where they are already known, its limits
/// and gaps, the space its items are offered and what their percentages resolve against.
///
/// The steps of the algorithm (`FlexContainer.swift`) read it; those that find a size nothing
/// decided (a container's width from its items, a column's height from its lines, a
/// container's cross size from its lines, and the heights aspect ratios give from those) write
/// it back, so every later step reads one place.
/// Sizes here are flex-relative (main, cross) and of the content box unless named otherwise.
///
/// Noncopyable: it is some 500 bytes, and a copyable one held in a `var` was copied at every
/// step it was passed to; borrowed, every step reads the one value in place.
///
/// Only the axes, the line-break limit and the alignment are flex's own: a grid container's
/// visit (issue 21) can build the same own sizes, limits, definiteness, available space and
/// percentage bases with inline as main and block as cross, and run its own steps over them.
struct FlexContext: ~Copyable {
    let node: Int
    let input: LayoutInput
    let performLayout: Bool
    let axes: FlexAxes
    /// The style's alignment properties: all the steps read of the style once the context is built.
    let alignItems: AlignItems
    let alignContent: AlignContent
    let justifyContent: JustifyContent
    /// `alignItems`'s positional keyword, mapped per item (`self-start` follows the item).
    let alignItemsPosition: AlignmentPosition?
    /// Which of them are `safe` (see `SafeAlignment`).
    let safeAlignment: SafeAlignment
    /// Gaps given as percentages of the content box, if any.
    let gapPercents: GapPercents
    /// The container's box; its min height may be raised by an aspect ratio's floor.
    var box: ResolvedBox
    /// The height an aspect ratio gives from a known width is only a floor under the content's
    /// height (see `ResolvedBox.ratioFloorsHeight`).
    let ratioFloorsHeight: Bool
    /// That floor, when the width is known: what percentages of the height resolve against even
    /// once the content (or a stretch) made the box taller (as in Chromium).
    var ratioFloorHeight: Double?

    var innerMain: Double?
    var innerCross: Double?
    var minInnerMain = 0.0
    var maxInnerMain = Double.infinity
    var minInnerCross = 0.0
    var maxInnerCross = Double.infinity
    /// The gaps, in points (a percentage one as `resolvePercentGaps` last resolved it).
    var mainGap: Double
    var crossGap: Double
    /// Where a wrapping container breaks its lines while its main size is still unknown.
    var breakLimit: Double?

    /// §9.8: sizes definite before the items are sized (see `resolveDefiniteness`).
    var heightIsDefinite = false
    var mainIsDefinite = false
    var crossIsDefinite = true
    /// Lines break at the main size once known (else at `breakLimit`: a column of indefinite height).
    var breaksAtKnownMain = false
    /// A definite height the parent decided, which percentages resolve against over any floor.
    var parentDecidedHeight = false
    /// A ratio's floor that percentages of the height resolve against (see `ratioFloorHeight`).
    var percentFloor: Double?
    /// What the items' percentage heights resolve against (nil: indefinite).
    var percentInnerHeight: Double?
    /// The cross size single-line items stretch to while their main sizes are found.
    var stretchInnerCross: Double?

    /// §9.2 step 2: the space available to the items.
    var availableMain = AvailableSpace.maxContent
    var availableCross = AvailableSpace.maxContent
    /// What the items' percentages resolve against once the container's width is known, for
    /// sizing and laying them out (a row whose width came from its items keeps nil, as found
    /// before its width: items with percentages start over at that width instead).
    var itemParentWidth: Double?
    var itemParentHeight: Double?

    init(node: Int, style: borrowing Style, direction: Direction, input: LayoutInput, performLayout: Bool) {
        self.node = node
        self.input = input
        self.performLayout = performLayout
        axes = FlexAxes(style, direction: direction)
        alignItems = style.alignItems
        alignItemsPosition = style.positionalAlignment.alignItems
        alignContent = style.flexAlignContent(axes)
        justifyContent = style.flexJustifyContent(axes)
        safeAlignment = style.safeAlignment
        gapPercents = style.gapPercents
        box = ResolvedBox(style, parentWidth: input.parentWidth, parentHeight: input.parentHeight,
                          contentSized: input.contentSizedAxis, rtl: direction == .rtl)
        ratioFloorsHeight = ResolvedBox.ratioFloorsHeight(style)
        mainGap = axes.main(style.columnGap, style.rowGap)
        crossGap = axes.cross(style.columnGap, style.rowGap)
        // A size the style leaves auto (or an unresolved percentage) comes from the other one
        // through a ratio.
        let ratioWidth = box.aspectRatio != nil && style.width.resolve(input.parentWidth) == nil
        let ratioHeight = box.aspectRatio != nil && style.height.resolve(input.parentHeight) == nil
        var (width, height) = ownSize(ratioWidth: ratioWidth, ratioHeight: ratioHeight)
        transferOwnRatio(width: &width, height: &height)
        box.fitScrollbarGutters(width: width, height: height, rtl: direction == .rtl)
        innerMain = axes.main(width, height).map { max(0, $0 - pbMain) }
        innerCross = axes.cross(width, height).map { max(0, $0 - pbCross) }
        resolveLimits(style)
        resolveDefiniteness(ratioGivesHeight: ratioHeight && !ratioFloorsHeight && width != nil)
        determineAvailableSpace()
    }

    /// Gaps given as percentages of the content box in their axis.
    var mainGapPercent: Double? { axes.main(gapPercents.column, gapPercents.row).map(Double.init) }
    var crossGapPercent: Double? { axes.cross(gapPercents.column, gapPercents.row).map(Double.init) }

    var pbWidth: Double { box.paddingBorderWidth }
    var pbHeight: Double { box.paddingBorderHeight }
    var pbMain: Double { axes.main(box.paddingBorderWidth, box.paddingBorderHeight) }
    var pbCross: Double { axes.cross(box.paddingBorderWidth, box.paddingBorderHeight) }
    /// `ratioFloorHeight` as a content-box height.
    var ratioFloorInnerHeight: Double? { ratioFloorHeight.map { max(0, $0 - pbHeight) } }

    /// The container's own border-box size, where its parent or its style already decide it. A
    /// size the style leaves auto comes from the other one through a ratio: the known one.
    func ownSize(ratioWidth: Bool, ratioHeight: Bool) -> (width: Double?, height: Double?) {
        let width = input.knownWidth
            ?? (ratioWidth && input.knownHeight != nil ? nil : box.width.map(box.clampWidth))
        let height = input.knownHeight
            ?? (ratioFloorsHeight || (ratioHeight && input.knownWidth != nil) ? nil : box.height.map(box.clampHeight))
        return (width, height)
    }

    /// An aspect ratio gives the size the other one decides: the height from a known width (or
    /// only a floor under the content's height, `ratioFloorsHeight`), else the width from a
    /// known height unless the width is what is being asked for.
    mutating func transferOwnRatio(width: inout Double?, height: inout Double?) {
        guard let ratio = box.aspectRatio else { return }
        if let w = width {
            let fromRatio = box.clampHeight(box.heightFromWidth(w, ratio: ratio))
            if ratioFloorsHeight {
                ratioFloorHeight = fromRatio
                if height == nil { box.minHeight = max(box.minHeight, fromRatio) }
            } else if height == nil {
                height = fromRatio
            }
        } else if let h = height, input.contentSizedAxis != .width {
            width = box.clampWidth(box.widthFromHeight(h, ratio: ratio))
        }
    }

    /// The min and max content sizes, and where a wrapping container breaks its lines while its
    /// main size is still unknown: at its max size (a min size above the max size wins, there as
    /// everywhere). A column's own height or max-height breaks its lines even when only its
    /// content height is asked for, since where the lines break is part of that content, and so
    /// does the height its ratio gives, even where that is only a floor (as in Chromium).
    mutating func resolveLimits(_ style: borrowing Style) {
        minInnerMain = max(0, axes.main(box.minWidth, box.minHeight) - pbMain)
        maxInnerMain = max(0, axes.main(box.maxWidth, box.maxHeight) - pbMain)
        minInnerCross = max(0, axes.cross(box.minWidth, box.minHeight) - pbCross)
        maxInnerCross = max(0, axes.cross(box.maxWidth, box.maxHeight) - pbCross)
        breakLimit = maxInnerMain.isFinite ? max(maxInnerMain, minInnerMain) : nil
        guard axes.isWrap, !axes.isRow else { return }
        if input.contentSizedAxis == .height {
            // Measured with an indefinite percentage block size, as Chromium measures a flex
            // basis: a percentage height or max-height breaks no lines here (`flex-wrap-column-percent-limit`).
            let ownBox = ResolvedBox(style, parentWidth: input.parentWidth, parentHeight: nil)
            let ownLimit = ownBox.height.map(ownBox.clampHeight)
                ?? (ownBox.maxHeight.isFinite ? max(ownBox.maxHeight, ownBox.minHeight) : nil)
            breakLimit = ownLimit.map { max(0, $0 - pbMain) }
        }
        if let ratioFloorHeight {
            breakLimit = min(breakLimit ?? .infinity, max(0, ratioFloorHeight - pbMain))
        }
    }

    /// §9.8: which sizes are definite before the items are sized, and so stretch them
    /// definitely and resolve their percentages. A height the parent decided says whether it is
    /// definite (`knownHeightIsDefinite`: not when flexed in a column of indefinite height); else
    /// the style's own height, or the height an aspect ratio gives from a known width, is. An
    /// indefinite height breaks no lines of a wrapping column (unless a max-height does) and
    /// resolves no percentages of the items' heights (as in Chromium).
    mutating func resolveDefiniteness(ratioGivesHeight: Bool) {
        let measuresHeight = input.contentSizedAxis == .height
        heightIsDefinite = input.knownHeight != nil
            ? input.knownHeightIsDefinite || ratioGivesHeight || (ratioFloorHeight != nil && !measuresHeight)
            : box.height != nil || ratioFloorHeight != nil || ratioGivesHeight
        // A column whose ratio gives its height (a floor under its content's) has a definite main
        // size for its items (Chromium's initial block size is the ratio's).
        mainIsDefinite = innerMain != nil && (axes.isRow || heightIsDefinite)
            || (!axes.isRow && ratioFloorHeight != nil && !measuresHeight)
        // Only a definite cross size stretches items definitely while their main sizes are found.
        crossIsDefinite = !axes.isRow || heightIsDefinite
        // A column stretched to the height it measured, or whose ratio floors a height its parent
        // did not decide, breaks its lines as measuring its content did (at the ratio's height),
        // and keeps them where that height is its own (Chromium keeps the measured layout,
        // `LayoutInput.knownHeightIsMeasured`).
        let heightFromParent = input.knownHeight != nil && input.knownHeightIsDefinite
        let keepsMeasuredLines = !axes.isRow
            && (input.knownHeightIsMeasured || (ratioFloorHeight != nil && !heightFromParent))
        breaksAtKnownMain = (mainIsDefinite && !keepsMeasuredLines) || axes.isRow || maxInnerMain.isFinite
        // A definite height the parent decided (a stretch, a definite flexed size) is what
        // percentages resolve against, even over a ratio's floor (Chromium's fixed or stretched
        // block size is the available size its children see). While a column measures its
        // content height they do not resolve against a ratio's floor (Chromium measures with an
        // indefinite percentage block size).
        parentDecidedHeight = input.knownHeight != nil && input.knownHeightIsDefinite && !input.knownHeightIsMeasured
        percentFloor = measuresHeight ? nil : ratioFloorInnerHeight
        percentInnerHeight = parentDecidedHeight ? innerHeight : percentFloor ?? (heightIsDefinite ? innerHeight : nil)
        // A row's height a ratio gives (even under a content floor) is the size its items stretch
        // to, though not while its content's height is measured (an intrinsic block size, found
        // with the height indefinite in Chromium).
        stretchInnerCross = axes.isRow && innerCross == nil ? (measuresHeight ? nil : ratioFloorInnerHeight) : innerCross
    }

    /// §9.2 step 2: the space available to the items. An auto-sized axis offers its items no
    /// more than its max size and no less than its min.
    mutating func determineAvailableSpace() {
        let marginMain = axes.main(box.marginWidth, box.marginHeight)
        let marginCross = axes.cross(box.marginWidth, box.marginHeight)
        availableMain = innerMain.map(AvailableSpace.definite)
            ?? axes.main(input.availableWidth, input.availableHeight).subtracting(marginMain + pbMain)
                .clamped(min: minInnerMain, max: maxInnerMain)
        availableCross = innerCross.map(AvailableSpace.definite)
            ?? axes.cross(input.availableWidth, input.availableHeight).subtracting(marginCross + pbCross)
                .clamped(min: minInnerCross, max: maxInnerCross)
    }

    /// The cross space of a known cross size offered to each item: all of it, or balancing over
    /// at least N lines (`flex-line-count`), an N-th of it less the gaps between lines (Chromium).
    func itemCrossSpace(_ innerCross: Double) -> AvailableSpace {
        guard let lines = axes.balancedLineCount, lines > 1 else { return .definite(innerCross) }
        return .definite(max(0, innerCross - crossGap * Double(lines - 1)) / Double(lines))
    }

    /// The content-box height, where known: the main or the cross size.
    var innerHeight: Double? { axes.isRow ? innerCross : innerMain }
    /// The size the container takes along an axis nothing else decides: its content's, clamped
    /// by its min and max (a min above the max wins).
    func clampMain(_ content: Double) -> Double { min(max(content, minInnerMain), max(maxInnerMain, minInnerMain)) }
    func clampCross(_ content: Double) -> Double { min(max(content, minInnerCross), max(maxInnerCross, minInnerCross)) }
}
