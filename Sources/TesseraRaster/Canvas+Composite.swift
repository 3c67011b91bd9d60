import CRasterKernels
import TesseraGeometry

extension Canvas {
    /// Rasterizes `path` and blends `shader` through its coverage row by row, without a
    /// full-size mask in between: each coverage row is still in L1 when it is blended. A solid
    /// color without a clip (most fills) is blended span by span: constant runs of coverage as
    /// one color over a run, only the varying runs at edges pixel by pixel.
    ///
    /// `region` is where the whole image rasterizes the path, even on a band: the rasterizer
    /// works relative to the region's corner in floating point, so a band rasterizes the same
    /// region (same numbers, same coverage bytes) and keeps only its own rows.
    mutating func fillPath(_ path: Path, transform ctm: Transform, region: DeviceRegion, rule: FillRule, shader: PaintShader) {
        guard region.intersection(stored) != nil else { return }
        let canvasWidth = width, x0 = region.x0, rows = self.rows
        if case .solid(let color) = shader.kind, clip == nil, !rasterizer.usesReferencePipeline {
            if let box = PixelAlignedRect.region(of: path, transform: ctm) {
                fillSolid(box.intersection(region)?.intersection(stored), color: color)
                markDirty(region)
                return
            }
            pixels.withUnsafeMutableBufferPointer { pxBuf in
                let px = pxBuf.baseAddress!, top = rows.lowerBound
                let edges = EdgeBlend(color: color, pixels: px, stride: canvasWidth, x0: x0, rows: rows)
                rasterizer.rasterize(path, transform: ctm, region: region, rule: rule, edges: edges) { (y, spans: UnsafeBufferPointer<CoverageSpan>, _) in
                    guard rows.contains(y) else { return }
                    Self.blendSolidSpans(spans, color: color, dst: px + (y - top) * canvasWidth + x0)
                }
            }
            markDirty(region)
            return
        }
        let w = region.width
        if coverageRow.count < w { coverageRow = [UInt8](repeating: 0, count: w) }
        if colorRow.count < w { colorRow = [UInt32](repeating: 0, count: w) }
        let clipRegion = clip?.stored
        let clipCoverage = clip?.coverage ?? []
        let plain = rasterizer.usesReferencePipeline
        clipCoverage.withUnsafeBufferPointer { clipBuf in
        coverageRow.withUnsafeMutableBufferPointer { covBuf in
        colorRow.withUnsafeMutableBufferPointer { colorBuf in
        pixels.withUnsafeMutableBufferPointer { pxBuf in
            let px = pxBuf.baseAddress!, top = rows.lowerBound, colors = colorBuf.baseAddress!, tmp = covBuf.baseAddress!
            rasterizer.rasterize(path, transform: ctm, region: region, rule: rule) { y, coverage in
                guard rows.contains(y) else { return }
                Self.compositeRow(coverage: coverage, y: y, x0: x0, count: w, clipRegion: clipRegion, clip: clipBuf,
                                  scratch: tmp, shader: shader, colors: colors, dst: px + (y - top) * canvasWidth + x0, plain: plain)
            }
        }
        }
        }
        }
        markDirty(region)
    }

    /// `color` over every pixel of `box` (stored pixels, or nil for none): a pixel-aligned
    /// rectangle (`PixelAlignedRect`).
    private mutating func fillSolid(_ box: DeviceRegion?, color: UInt32) {
        guard let box else { return }
        let canvasWidth = width, top = rows.lowerBound, inverse = 255 &- (color >> 24)
        pixels.withUnsafeMutableBufferPointer { px in
            for y in box.y0..<box.y1 {
                Self.fillSolid(px.baseAddress! + (y - top) * canvasWidth + box.x0, count: box.width, color: color, inverse: inverse)
            }
        }
    }

    /// Blends `shader` through `mask` (laid out over `maskRegion`) into the pixels of
    /// `visible` (inside both the mask and the drawable region), multiplied by the clip; only
    /// the stored rows of `visible` are drawn (the mask needs to hold only those).
    mutating func composite(mask: [UInt8], maskRegion: DeviceRegion, visible: DeviceRegion, shader: PaintShader) {
        guard let visible = visible.intersection(stored) else { return }
        let w = visible.width
        if coverageRow.count < w { coverageRow = [UInt8](repeating: 0, count: w) }
        if colorRow.count < w { colorRow = [UInt32](repeating: 0, count: w) }
        let canvasWidth = width, rows = self.rows
        let clipRegion = clip?.stored
        let clipCoverage = clip?.coverage ?? []
        let plain = rasterizer.usesReferencePipeline
        clipCoverage.withUnsafeBufferPointer { clipBuf in
        mask.withUnsafeBufferPointer { maskBuf in
        coverageRow.withUnsafeMutableBufferPointer { covBuf in
        colorRow.withUnsafeMutableBufferPointer { colorBuf in
        pixels.withUnsafeMutableBufferPointer { pxBuf in
            let px = pxBuf.baseAddress!, top = rows.lowerBound, colors = colorBuf.baseAddress!, tmp = covBuf.baseAddress!
            for y in visible.y0..<visible.y1 {
                let maskRow = maskBuf.baseAddress! + (y - maskRegion.y0) * maskRegion.width + (visible.x0 - maskRegion.x0)
                Self.compositeRow(coverage: maskRow, y: y, x0: visible.x0, count: w, clipRegion: clipRegion, clip: clipBuf,
                                  scratch: tmp, shader: shader, colors: colors, dst: px + (y - top) * canvasWidth + visible.x0, plain: plain)
            }
        }
        }
        }
        }
        }
        markDirty(visible)
    }

    /// One row: the coverage times the clip (if any), then shaded and blended (`plain`: pixel
    /// by pixel, the reference the tests hold the fast paths to).
    @inline(__always)
    static func compositeRow(coverage: UnsafePointer<UInt8>, y: Int, x0: Int, count w: Int,
                             clipRegion: DeviceRegion?, clip: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>,
                             shader: PaintShader, colors: UnsafeMutablePointer<UInt32>, dst: UnsafeMutablePointer<UInt32>,
                             plain: Bool) {
        var cov = coverage
        if let cr = clipRegion {
            let clipRow = clip.baseAddress! + ((y - cr.y0) * cr.width + (x0 - cr.x0))
            for i in 0..<w { scratch[i] = UInt8(PixelMath.mul255(UInt32(coverage[i]), UInt32(clipRow[i]))) }
            cov = UnsafePointer(scratch)
        }
        blendRow(coverage: cov, count: w, y: y, x0: x0, shader: shader, colors: colors, dst: dst, plain: plain)
    }

    /// Runs of non-zero coverage are shaded and blended; zero coverage is skipped.
    @inline(__always)
    static func blendRow(coverage: UnsafePointer<UInt8>, count w: Int, y: Int, x0: Int, shader: PaintShader,
                         colors: UnsafeMutablePointer<UInt32>, dst: UnsafeMutablePointer<UInt32>, plain: Bool) {
        if case .solid(let color) = shader.kind, !plain {
            blendSolidRow(coverage: coverage, count: w, color: color, dst: dst)
            return
        }
        var i = 0
        while i < w {
            while i < w && coverage[i] == 0 { i += 1 }
            let start = i
            while i < w && coverage[i] != 0 { i += 1 }
            if i == start { break }
            shader.shade(y: y, x: x0 + start, count: i - start, into: colors)
            for k in start..<i {
                let c = UInt32(coverage[k])
                let s = c == 255 ? colors[k - start] : PixelMath.scale(colors[k - start], c)
                dst[k] = PixelMath.sourceOver(s, dst[k])
            }
        }
    }

    /// The solid-color row: fully covered runs (the interior of a shape, most of its pixels) go
    /// through a branch-free loop the compiler vectorizes; edge pixels blend one at a time.
    @inline(__always)
    static func blendSolidRow(coverage: UnsafePointer<UInt8>, count w: Int, color: UInt32, dst: UnsafeMutablePointer<UInt32>) {
        let inverse = 255 &- (color >> 24)
        let raw = UnsafeRawPointer(coverage)
        var i = 0
        while i < w {
            // Skip uncovered pixels eight at a time.
            while i &+ 8 <= w && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0 { i &+= 8 }
            if i >= w { break }
            let c = UInt32(coverage[i])
            if c == 255 {
                var j = i &+ 1
                while j &+ 8 <= w && raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) == ~0 { j &+= 8 }
                while j < w && coverage[j] == 255 { j &+= 1 }
                fillSolid(dst + i, count: j &- i, color: color, inverse: inverse)
                i = j
                continue
            }
            if c != 0 {
                dst[i] = PixelMath.sourceOver(PixelMath.scale(color, c), dst[i])
            }
            i &+= 1
        }
    }

    /// A row's constant spans of one solid color, each as one premultiplied color over its run
    /// (what `PixelMath.sourceOver(PixelMath.scale(color, c), d)` gives per pixel). Its varying
    /// spans (edges) were blended by the sweep (`EdgeBlend`), straight from the cells.
    @inline(__always)
    static func blendSolidSpans(_ spans: UnsafeBufferPointer<CoverageSpan>, color: UInt32, dst: UnsafeMutablePointer<UInt32>) {
        for span in spans {
            let count = span.end &- span.start
            switch span.constant {
            case 255:
                fillSolid(dst + span.start, count: count, color: color, inverse: 255 &- (color >> 24))
            case 1...254:
                let s = PixelMath.scale(color, UInt32(truncatingIfNeeded: span.constant))
                fillSolid(dst + span.start, count: count, color: s, inverse: 255 &- (s >> 24))
            default:
                continue  // uncovered, or blended by the sweep
            }
        }
    }

    /// dst = color + dst × inverse / 255 over a run (`tessera_blend_run`: AVX2 or SSE2, the
    /// same bytes as `PixelMath.sourceOver` per pixel); a plain store when the color is opaque.
    @inline(__always)
    static func fillSolid(_ dst: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, inverse: UInt32) {
        if inverse == 0 {
            dst.update(repeating: color, count: count)
        } else {
            tessera_blend_run(dst, count, color, inverse)
        }
    }
}
