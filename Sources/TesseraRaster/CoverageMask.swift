/// An 8-bit coverage mask in device pixels: what a glyph cache stores per glyph, and what the
/// rasterizer produces before a paint is applied. 255 means fully inside.
public struct CoverageMask: Hashable, Sendable {
    /// The device pixel of the mask's top-left sample.
    public var originX: Int, originY: Int
    public var width: Int, height: Int
    /// Row-major, `width * height` values.
    public var coverage: [UInt8]

    public init(originX: Int, originY: Int, width: Int, height: Int, coverage: [UInt8]) {
        self.originX = originX
        self.originY = originY
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// The coverage at device pixel (x, y), 0 outside the mask.
    public subscript(x x: Int, y y: Int) -> UInt8 {
        let lx = x - originX, ly = y - originY
        guard lx >= 0, ly >= 0, lx < width, ly < height else { return 0 }
        return coverage[ly * width + lx]
    }
}

extension Path {
    /// Rasterizes the path (already in device pixels after `transform`) to a coverage mask
    /// covering its pixel bounds; nil when the path is empty, not finite, or covers no pixel.
    /// Bounds are clipped to ±16384 pixels and masks over 2^24 pixels (4096 × 4096) are refused
    /// (nil), so an absurd transform cannot allocate gigabytes. Curves are flattened to 0.02
    /// device pixels.
    public func coverageMask(transform: Transform, rule: FillRule) -> CoverageMask? {
        var scratch = RasterScratch()
        return coverageMask(transform: transform, rule: rule, reusing: &scratch)
    }

    /// `coverageMask(transform:rule:)` with `scratch`'s rasterizer, whose cells stay from mask
    /// to mask: the gallery's audit rasterizes every rounded clip over text at 2x, and a fresh
    /// rasterizer zeroed four bytes of cells per pixel of each (1% of a story's CPU). The same
    /// bytes (`CoverageTests`).
    public func coverageMask(transform: Transform, rule: FillRule, reusing scratch: inout RasterScratch) -> CoverageMask? {
        guard let region = DeviceRegion.covering(self, transform: transform, limit: DeviceRegion.maskLimit),
              region.width * region.height <= DeviceRegion.maxMaskPixels else { return nil }
        var mask: [UInt8] = []
        scratch.rasterizer.rasterize(self, transform: transform, region: region, rule: rule, into: &mask)
        return CoverageMask(originX: region.x0, originY: region.y0, width: region.width, height: region.height, coverage: mask)
    }
}

import TesseraGeometry
