import TesseraGeometry

extension Path {
    /// The device pixels where `coverageMask(transform:rule:)` would be 255, when it would be
    /// 255 over one rectangle and 0 everywhere else: the path is one axis-aligned rectangle with
    /// whole-pixel corners (`PixelAlignedRect`), whose exact-area coverage is all or nothing.
    /// Found without rasterizing or allocating the mask, for code that only asks which pixels a
    /// clip keeps (the audit: a scroll view's or a screen's clip is a mask of megabytes, zeroed
    /// and rasterized to be read at a few hundred pixels of text). Nil when the path is not
    /// such a rectangle, or when `coverageMask` would be nil (no pixel, over the mask limits).
    /// `x0, y0` inclusive, `x1, y1` exclusive.
    public func wholePixelRect(transform: Transform) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard let box = PixelAlignedRect.region(of: self, transform: transform),
              let region = DeviceRegion.covering(self, transform: transform, limit: DeviceRegion.maskLimit),
              region.width * region.height <= DeviceRegion.maxMaskPixels,
              let inside = box.intersection(region) else { return nil }
        return (inside.x0, inside.y0, inside.x1, inside.y1)
    }
}
