/// A node's box properties resolved to points against its containing block: what every step of
/// the algorithm needs, computed once per node visit.
///
/// Sizes are border-box sizes whatever `box-sizing` says (content-box adds padding and border
/// here), and percentages of an indefinite base are nil (behave as auto), as in CSS.
struct ResolvedBox {
    var margin: (top: Double, right: Double, bottom: Double, left: Double)
    var marginAuto: (top: Bool, right: Bool, bottom: Bool, left: Bool)
    var padding: (top: Double, right: Double, bottom: Double, left: Double)
    var border: (top: Double, right: Double, bottom: Double, left: Double)
    var width: Double?
    var height: Double?
    var minWidth: Double
    var minHeight: Double
    var maxWidth: Double
    var maxHeight: Double
    /// Border-box width over border-box height, if the style has an aspect ratio.
    var aspectRatio: Double?
    var contentBox: Bool
    /// The scrollbar gutters (`overflow: scroll`) counted in `padding`: part of the content's
    /// room and of intrinsic sizes, but no floor under the border box (a 2 px wide scroll
    /// container stays 2 px wide, its scrollbar squeezed, as in Chromium).
    var scrollbarGutterWidth = 0.0
    var scrollbarGutterHeight = 0.0

    /// `transfersLimits: false` leaves out the min sizes an aspect ratio transfers from the
    /// other axis, which bound only a size the ratio decides (not a stretched one).
    /// `rtl` puts a vertical scrollbar's gutter on the left (only a container placing its
    /// children needs to say; every other reader takes sums of padding).
    init(_ style: borrowing Style, parentWidth: Double?, parentHeight: Double?,
         contentSized: ContentSizedAxis = .none, transfersLimits: Bool = true, rtl: Bool = false) {
        self = withUnsafePointer(to: style) {
            ResolvedBox(at: $0, parentWidth: parentWidth, parentHeight: parentHeight, contentSized: contentSized,
                        transfersLimits: transfersLimits, rtl: rtl)
        }
    }

    /// `init(_:...)` of a style where it is stored (`StyleTable.address(of:)`), inlined: what
    /// `makeItem` uses, once per flex item. A style read from the table as a value, to pass it
    /// whole, is copied first (some 450 bytes, its grid box retained and released: ~250
    /// instructions, a third of making an item), even where the callee is inlined; read through
    /// its address, only the fields used are loaded. (`@inline(always)`: `__always` is only a
    /// hint, which the optimizer does not take for a body this size.)
    @inline(always)
    init(at style: UnsafePointer<Style>, parentWidth: Double?, parentHeight: Double?,
         contentSized: ContentSizedAxis = .none, transfersLimits: Bool = true, rtl: Bool = false) {
        let styleMargin = style.pointee.margin
        let stylePadding = style.pointee.padding
        let styleBorder = style.pointee.border
        // Percentage margins and padding resolve against the containing block's width, on all sides.
        margin = (styleMargin.top.resolve(parentWidth) ?? 0, styleMargin.right.resolve(parentWidth) ?? 0,
                  styleMargin.bottom.resolve(parentWidth) ?? 0, styleMargin.left.resolve(parentWidth) ?? 0)
        marginAuto = (styleMargin.top.isAuto, styleMargin.right.isAuto, styleMargin.bottom.isAuto, styleMargin.left.isAuto)
        padding = (stylePadding.top.resolve(parentWidth), stylePadding.right.resolve(parentWidth),
                   stylePadding.bottom.resolve(parentWidth), stylePadding.left.resolve(parentWidth))
        border = (styleBorder.top, styleBorder.right, styleBorder.bottom, styleBorder.left)
        contentBox = style.pointee.boxSizing == .contentBox
        let pbWidth = padding.left + padding.right + border.left + border.right
        let pbHeight = padding.top + padding.bottom + border.top + border.bottom
        let extraWidth = contentBox ? pbWidth : 0
        let extraHeight = contentBox ? pbHeight : 0
        width = style.pointee.width.resolve(parentWidth).map { $0 + extraWidth }
        height = style.pointee.height.resolve(parentHeight).map { $0 + extraHeight }
        minWidth = style.pointee.minWidth.resolve(parentWidth).map { $0 + extraWidth } ?? 0
        minHeight = style.pointee.minHeight.resolve(parentHeight).map { $0 + extraHeight } ?? 0
        maxWidth = style.pointee.maxWidth.resolve(parentWidth).map { $0 + extraWidth } ?? .infinity
        maxHeight = style.pointee.maxHeight.resolve(parentHeight).map { $0 + extraHeight } ?? .infinity
        aspectRatio = style.pointee.aspectRatio
        let overflowX = style.pointee.overflowX, overflowY = style.pointee.overflowY
        if overflowX != .visible || overflowY != .visible {
            (scrollbarGutterWidth, scrollbarGutterHeight) = scrollbarGutters(
                vertical: style.pointee.verticalScrollbarGutter, horizontal: style.pointee.horizontalScrollbarGutter,
                paddingBorder: (pbWidth, pbHeight))
            if rtl { padding.left += scrollbarGutterWidth } else { padding.right += scrollbarGutterWidth }
            padding.bottom += scrollbarGutterHeight
        }
        if let ratio = aspectRatio, transfersLimits {
            // CSS Sizing 4 §5.1: a min size transfers through the ratio into an axis whose size is
            // auto (never past that axis's own max). Chromium transfers no max size into a flex
            // item's layout: a box of max-height 20 and ratio 1 may still be 40 wide. A box is never
            // smaller than its padding and border, so that is a min size that transfers too.
            let minHeightIn = max(minHeight, paddingBorderHeight)
            let minWidthIn = max(minWidth, paddingBorderWidth)
            if width == nil, minHeightIn > 0 {
                minWidth = max(minWidth, min(widthFromHeight(minHeightIn, ratio: ratio), maxWidth))
            }
            if height == nil, minWidthIn > 0 {
                minHeight = max(minHeight, min(heightFromWidth(minWidthIn, ratio: ratio), maxHeight))
            }
        }
        switch contentSized {
        case .none: break
        case .width:
            width = nil
            minWidth = 0
            maxWidth = .infinity
        case .height:
            height = nil
            minHeight = 0
            maxHeight = .infinity
        }
        // The ratio applies to the box-sizing box; fold it into border-box terms via the helpers below.
        // Where the ratio's height is only a floor under the content's (`ratioFloorsHeight`), the
        // caller applies it so.
        // The ratio transfers the used size (clamped by its min/max), as in CSS.
        if let ratio = aspectRatio {
            if let knownWidth = width, height == nil {
                height = heightFromWidth(clampWidth(knownWidth), ratio: ratio)
            } else if let knownHeight = height, width == nil, contentSized != .width {
                width = widthFromHeight(clampHeight(knownHeight), ratio: ratio)
            }
        }
    }

    /// Whether the height an aspect ratio gives from the width is only a minimum, which the
    /// content's height may exceed (CSS Sizing 4 §5.2: `min-height: auto` is the content's
    /// height for a box with a ratio, unless it clips its overflow), as in Chromium.
    /// Only an `auto` height is floored: a percentage height that does not resolve sizes the box
    /// as auto would, but the ratio's height is then not raised to the content's (Chromium checks
    /// the specified value; `flex-ratio-percent-height` fixtures).
    @inline(__always)
    static func ratioFloorsHeight(_ style: borrowing Style) -> Bool {
        guard style.aspectRatio != nil, style.height.isAuto, style.minHeight.isAuto else {
            return false
        }
        return style.overflowX == .visible && style.overflowY == .visible
    }

    var paddingBorderWidth: Double { padding.left + padding.right + border.left + border.right }
    var paddingBorderHeight: Double { padding.top + padding.bottom + border.top + border.bottom }
    /// The gutters of the `vertical` and `horizontal` scrollbars: a `scroll` axis's scrollbar
    /// sits between border and padding and takes its room from the content box, so the
    /// initializer adds them to the padding after `box-sizing` has counted the real padding
    /// (`paddingBorder`), and a content-box `width` gives the same border box (ScrollContainer.swift).
    /// Each gutter is fitted into its axis's size (see `fittedGutter`). Out of line, and not
    /// mutating (which would keep the box in memory where it is inlined): only scroll
    /// containers pay for it.
    @inline(never)
    private func scrollbarGutters(vertical: Double, horizontal: Double,
                                  paddingBorder: (width: Double, height: Double)) -> (width: Double, height: Double) {
        (Self.fittedGutter(vertical, into: width, min: minWidth, max: maxWidth, paddingBorder: paddingBorder.width),
         Self.fittedGutter(horizontal, into: height, min: minHeight, max: maxHeight, paddingBorder: paddingBorder.height))
    }

    /// A gutter squeezed into the room a border box of at most `size` (its max size, never below
    /// its min size) leaves beside padding and border: the box keeps its size.
    private static func fittedGutter(_ gutter: Double, into size: Double?, min minSize: Double, max maxSize: Double,
                                     paddingBorder: Double) -> Double {
        let upper = min(size ?? .infinity, maxSize)
        guard gutter > 0, upper.isFinite else { return gutter }
        return min(gutter, max(0, max(upper, minSize) - paddingBorder))
    }

    /// Squeezes the scrollbar gutters into a border box of `width` by `height` (where known, as
    /// a parent decided them) when padding and border leave less room than they take.
    /// Inline, only the test whether there are gutters: the fitting is out of line, so the
    /// containers' initializers stay small.
    @inline(__always)
    mutating func fitScrollbarGutters(width: Double?, height: Double?, rtl: Bool) {
        if scrollbarGutterWidth > 0 || scrollbarGutterHeight > 0 { fitGutters(width: width, height: height, rtl: rtl) }
    }

    @inline(never)
    private mutating func fitGutters(width: Double?, height: Double?, rtl: Bool) {
        let fitWidth = Self.fittedGutter(scrollbarGutterWidth, into: width, min: 0, max: .infinity,
                                         paddingBorder: floorWidth)
        let fitHeight = Self.fittedGutter(scrollbarGutterHeight, into: height, min: 0, max: .infinity,
                                          paddingBorder: floorHeight)
        if rtl { padding.left -= scrollbarGutterWidth - fitWidth } else { padding.right -= scrollbarGutterWidth - fitWidth }
        padding.bottom -= scrollbarGutterHeight - fitHeight
        scrollbarGutterWidth = fitWidth
        scrollbarGutterHeight = fitHeight
    }

    /// The box with its scrollbar gutters counted as border: an absolutely positioned child's
    /// containing block is the padding box inside the scrollbars (as in Chromium).
    func scrollbarsAsBorder(rtl: Bool) -> ResolvedBox {
        guard scrollbarGutterWidth > 0 || scrollbarGutterHeight > 0 else { return self }
        var box = self
        if rtl {
            box.padding.left -= scrollbarGutterWidth
            box.border.left += scrollbarGutterWidth
        } else {
            box.padding.right -= scrollbarGutterWidth
            box.border.right += scrollbarGutterWidth
        }
        box.padding.bottom -= scrollbarGutterHeight
        box.border.bottom += scrollbarGutterHeight
        box.scrollbarGutterWidth = 0
        box.scrollbarGutterHeight = 0
        return box
    }

    /// The least border-box size: padding and border (without the gutters, which give way).
    var floorWidth: Double { paddingBorderWidth - scrollbarGutterWidth }
    var floorHeight: Double { paddingBorderHeight - scrollbarGutterHeight }
    var marginWidth: Double { margin.left + margin.right }
    var marginHeight: Double { margin.top + margin.bottom }

    /// Height for a border-box width under the aspect ratio (which is of the content box when
    /// box-sizing is content-box).
    func heightFromWidth(_ width: Double, ratio: Double) -> Double {
        if contentBox {
            return max(0, width - paddingBorderWidth) / ratio + paddingBorderHeight
        }
        return max(width / ratio, floorHeight)
    }

    func widthFromHeight(_ height: Double, ratio: Double) -> Double {
        if contentBox {
            return max(0, height - paddingBorderHeight) * ratio + paddingBorderWidth
        }
        return max(height * ratio, floorWidth)
    }

    /// CSS clamping: max first, then min (min wins), never below padding plus border.
    @inline(__always)
    func clampWidth(_ value: Double) -> Double {
        max(max(min(value, maxWidth), minWidth), floorWidth)
    }

    @inline(__always)
    func clampHeight(_ value: Double) -> Double {
        max(max(min(value, maxHeight), minHeight), floorHeight)
    }
}
