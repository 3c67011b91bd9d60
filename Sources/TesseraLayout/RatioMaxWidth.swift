extension ResolvedBox {
    /// The max width a box's `max-height` transfers through its aspect ratio into a width it
    /// stretches to fill (CSS Sizing 4 §5.1): a block child, grid item or absolute box between two
    /// insets of ratio 1 and max-height 40 is 40 wide, not as wide as its container, as in Chromium. Infinite without a ratio, with a
    /// height of its own, or without a max height. (A flex item's main size takes no such transfer
    /// in Chromium, so flex layout does not ask.)
    /// (Inlined: a call would copy the whole box.)
    @inline(__always)
    var ratioTransferredMaxWidth: Double {
        guard let ratio = aspectRatio, height == nil, maxHeight.isFinite else { return .infinity }
        return widthFromHeight(maxHeight, ratio: ratio)
    }
}
