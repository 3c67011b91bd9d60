import TesseraGeometry

/// A drop shadow as CSS `box-shadow`/`drop-shadow` define it: the shape, offset, blurred with a
/// Gaussian of standard deviation blur / 2, filled with `color`.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    /// In points, in the shape's user space.
    public var offset: Point
    /// The CSS blur radius in points (σ = blur / 2); 0 gives a hard shadow.
    public var blur: Double

    public init(color: Color, offset: Point = .zero, blur: Double = 0) {
        self.color = color
        self.offset = offset
        self.blur = blur
    }
}

extension Canvas {
    /// Draws only the shadow of `path` (draw the shape itself afterwards). The blur scales with
    /// the transform and canvas scale, so a shadow looks the same at 1x and 3x.
    public mutating func drawShadow(of path: Path, _ shadow: Shadow, rule: FillRule = .nonZero, transform: Transform = .identity) {
        let ctm = deviceTransform(transform)
        guard shadow.offset.isFinite, shadow.blur.isFinite, shadow.blur >= 0,
              let limit = drawableRegion,
              let shader = PaintShader(.solid(shadow.color), transform: ctm) else { return }
        let offset = ctm.applyToVector(shadow.offset)
        let shifted = ctm.concatenating(.translation(offset.x, offset.y))
        let blur = BoxBlur(sigma: shadow.blur / 2 * ctm.maxScale)
        let spread = blur?.radius ?? 0
        // Rasterize the shape where its blurred shadow can still reach the visible region.
        guard let region = DeviceRegion.covering(path, transform: shifted, limit: limit.outset(by: spread)) else { return }
        let padded = region.outset(by: spread)
        // The blur is exact integer sums whose output row y reads source rows y - spread ...
        // y + spread only (three box passes, each reaching at most its own extent), so the
        // stored rows come out the same from a mask of just the rows within `spread` of them:
        // `window`. The shape is rasterized over its whole `region`, as the whole image does,
        // and only the window's rows kept; a band thus blurs its own rows and their margins.
        guard padded.intersection(limit)?.intersection(stored) != nil else { return }
        let window = DeviceRegion(x0: padded.x0, y0: max(padded.y0, stored.y0 - spread),
                                  x1: padded.x1, y1: min(padded.y1, stored.y1 + spread))
        var mask = masks.take(count: window.width * window.height, zeroed: true)
        mask.withUnsafeMutableBufferPointer { out in
            let base = out.baseAddress!, w = region.width, stride = window.width
            rasterizer.rasterize(path, transform: shifted, region: region, rule: rule) { y, coverage in
                guard y >= window.y0, y < window.y1 else { return }
                (base + (y - window.y0) * stride + spread).update(from: coverage, count: w)
            }
        }
        blur?.apply(&mask, width: window.width, height: window.height, scratch: &blurScratch)
        if let visible = window.intersection(limit) {
            composite(mask: mask, maskRegion: window, visible: visible, shader: shader)
        }
        masks.give(mask)
    }
}
