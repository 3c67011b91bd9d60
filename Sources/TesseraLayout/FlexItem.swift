/// How an item sits in its line's cross axis, once `align-self: auto` is resolved.
enum ItemAlignment {
    case start, end, center, stretch, baseline

    init(_ alignSelf: AlignSelf, parent alignItems: AlignItems) {
        switch alignSelf {
        case .auto: self.init(alignItems)
        case .flexStart: self = .start
        case .flexEnd: self = .end
        case .center: self = .center
        case .stretch: self = .stretch
        case .baseline: self = .baseline
        }
    }

    init(_ alignItems: AlignItems) {
        switch alignItems {
        case .flexStart: self = .start
        case .flexEnd: self = .end
        case .center: self = .center
        case .stretch: self = .stretch
        case .baseline: self = .baseline
        }
    }
}

/// One in-flow child of a flex container while the container is being laid out, with its box
/// mapped from physical (width/height, left/right) to flex-relative terms (main/cross, start/end).
///
/// "Start" is the flex-relative start: for a `row` in `rtl` the main-start margin is the right one.
struct FlexItem {
    var node: Int
    var alignment: ItemAlignment
    /// Width over height of the box-sizing box, if any.
    var aspectRatio: Double?
    var contentBox: Bool
    var grow: Double
    var shrink: Double
    var sizeMain: Double?
    var sizeCross: Double?
    var minMain: Double
    var maxMain: Double
    var minCross: Double
    var maxCross: Double
    /// The automatic minimum size (CSS Flexbox §4.5) is still to be computed from content.
    var minMainIsAutomatic: Bool
    var marginMainStart: Double
    var marginMainEnd: Double
    var marginCrossStart: Double
    var marginCrossEnd: Double
    var autoMainStart: Bool
    var autoMainEnd: Bool
    var autoCrossStart: Bool
    var autoCrossEnd: Bool
    var paddingBorderMain: Double
    var paddingBorderCross: Double
    /// The cross size a stretched item gets in a single-line container of known cross size. CSS
    /// treats it as definite while sizing the item's main axis only if the container's cross
    /// size is definite (`stretchedCrossIsDefinite`); either way it spares measuring the item's
    /// hypothetical cross size.
    var stretchedCross: Double?
    var stretchedCrossIsDefinite = true
    /// `stretchedCross` where it may size the item's main axis.
    var definiteStretchedCross: Double? { stretchedCrossIsDefinite ? stretchedCross : nil }
    /// The style's cross size is `auto` (an unresolvable percentage is not auto: it blocks stretching).
    var crossIsAuto: Bool

    var flexBasis = 0.0
    /// The flex base size came from the item's content (CSS: the used flex basis is indefinite).
    var basisFromContent = false
    /// In a column, whether the item's flexed height is definite for its content (CSS Flexbox
    /// §9.8 item 1): when the column's height is definite, or when the used flex basis did not
    /// come from the content, as Chromium decides it (a `height: 120` under an unresolvable
    /// percentage basis does not count). One rule for every pass that sizes the item at that
    /// height, so that none lets a stretched child of it see more than the others.
    func flexedHeightIsDefinite(columnHeightIsDefinite: Bool) -> Bool {
        columnHeightIsDefinite || !basisFromContent
    }
    var hypotheticalMain = 0.0
    var targetMain = 0.0
    var frozen = false
    var violation = 0.0
    var hypotheticalCross = 0.0
    var crossSize = 0.0
    /// First baseline from the item's top border edge (synthesized from its bottom if none).
    var baseline = 0.0
    var mainPosition = 0.0
    /// Distance from the line's cross-start edge to the item's cross-start margin edge: it
    /// stays valid when the line moves (a re-layout places the item again from it).
    var crossInLine = 0.0

    @inline(__always) var marginMain: Double { marginMainStart + marginMainEnd }
    @inline(__always) var marginCross: Double { marginCrossStart + marginCrossEnd }
    @inline(__always) var hasAutoCrossMargin: Bool { autoCrossStart || autoCrossEnd }
    /// Items stretched by `align-self: stretch` (an auto cross size and no auto cross margins).
    /// An aspect ratio does not keep an item from stretching: the stretched size wins over the
    /// one the ratio transfers from the main size (as in Chromium).
    @inline(__always) var stretches: Bool { alignment == .stretch && crossIsAuto && !hasAutoCrossMargin }
    /// The cross size comes from the main size through the aspect ratio (the style's is auto):
    /// it follows the flexed main size.
    var hasTransferredCross: Bool { crossIsTransferred && sizeCross != nil }
    /// The style's cross size is auto or a percentage that does not resolve, so an aspect ratio
    /// gives it from the main size.
    var crossIsTransferred = false
    /// The flex basis is a percentage (of the main size, which an intrinsic size is finding).
    var basisIsPercent = false
    /// Items aligned by baseline take part in the line's shared baseline.
    @inline(__always) var alignsBaseline: Bool { alignment == .baseline && !hasAutoCrossMargin }

    /// Distance from the item's cross-start margin edge to the baseline it aligns by. A row item
    /// uses its first baseline (cross-start is the bottom in `wrap-reverse`). A column item has no
    /// baseline across the column (horizontal text has none that runs vertically), so Chromium
    /// synthesizes one at its left border edge: at cross-start, or at the far side when the cross
    /// axis runs right to left (rtl, wrap-reverse).
    func ascent(_ axes: FlexAxes) -> Double {
        if axes.isRow { return marginCrossStart + (axes.crossReversed ? crossSize - baseline : baseline) }
        return marginCrossStart + (axes.crossReversed ? crossSize : 0)
    }

    @inline(__always)
    func clampMain(_ value: Double) -> Double { max(max(min(value, maxMain), minMain), paddingBorderMain) }

    @inline(__always)
    func clampCross(_ value: Double) -> Double { max(max(min(value, maxCross), minCross), paddingBorderCross) }

    /// The main size the aspect ratio gives for a cross size (ratio is width / height of the
    /// box-sizing box, so content-box sizing converts without padding and border).
    func mainFromCross(_ cross: Double, isRow: Bool, ratio: Double) -> Double {
        let factor = isRow ? ratio : 1 / ratio
        if contentBox { return max(0, cross - paddingBorderCross) * factor + paddingBorderMain }
        return max(cross * factor, paddingBorderMain)
    }

    /// An item's content width bounded by the min and max heights its aspect ratio transfers (CSS
    /// Sizing 4 §5.1; the min height is never below padding and border): Chromium bounds
    /// content-based widths (a row item's flex basis, intrinsic contributions in rows and
    /// columns) so, though not a width flexed from a definite basis.
    func capWidthByRatio(_ contentWidth: Double, isRow: Bool) -> Double {
        guard let ratio = aspectRatio else { return contentWidth }
        let (minHeight, maxHeight) = isRow ? (max(minCross, paddingBorderCross), maxCross)
            : (max(minMain, paddingBorderMain), maxMain)
        let width = { (height: Double) in
            isRow ? self.mainFromCross(height, isRow: true, ratio: ratio) : self.crossFromMain(height, isRow: false, ratio: ratio)
        }
        let (minWidth, maxWidth) = isRow ? (minMain, maxMain) : (minCross, maxCross)
        let floor = min(width(minHeight), maxWidth)
        guard maxHeight.isFinite else { return max(contentWidth, floor) }
        return max(min(contentWidth, max(width(maxHeight), minWidth)), floor)
    }

    func crossFromMain(_ main: Double, isRow: Bool, ratio: Double) -> Double {
        let factor = isRow ? 1 / ratio : ratio
        if contentBox { return max(0, main - paddingBorderMain) * factor + paddingBorderCross }
        return max(main * factor, paddingBorderCross)
    }
}

/// A run of items laid out together (CSS "flex line"): items[start..<end].
struct FlexLine {
    var start: Int
    var end: Int
    /// The line's cross size from its items, before `align-content` stretches it.
    var naturalCrossSize = 0.0
    var crossSize = 0.0
    var crossOffset = 0.0
    /// Largest distance from an item's cross-start margin edge to its baseline in this line.
    var maxAscent = 0.0
}

/// A container's lines, and which of them a re-layout broke again (all of them in a full layout).
struct FlexLines {
    var lines: [FlexLine]
    /// Lines flexed, sized and placed from scratch; the others are kept from the last layout.
    var fresh: Range<Int>
    /// Old line index minus new line index, for the old lines kept after the fresh ones.
    var tailShift = 0
}
