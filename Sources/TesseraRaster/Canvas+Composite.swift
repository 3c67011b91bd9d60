import TesseraGeometry

extension Canvas {
    /// Rasterizes `path` and blends `shader` through its coverage row by row, without a
    /// full-size mask in between: each coverage row is still in L1 when it is blended.
    mutating func fillPath(_ path: Path, transform ctm: Transform, region: DeviceRegion, rule: FillRule, shader: PaintShader) {
        let w = region.width
        if coverageRow.count < w { coverageRow = [UInt8](repeating: 0, count: w) }
        if colorRow.count < w { colorRow = [UInt32](repeating: 0, count: w) }
        let canvasWidth = width
        let clipRegion = clip?.region
        let clipCoverage = clip?.coverage ?? []
        clipCoverage.withUnsafeBufferPointer { clipBuf in
        coverageRow.withUnsafeMutableBufferPointer { covBuf in
        colorRow.withUnsafeMutableBufferPointer { colorBuf in
        pixels.withUnsafeMutableBufferPointer { pxBuf in
            let px = pxBuf.baseAddress!, colors = colorBuf.baseAddress!, tmp = covBuf.baseAddress!
            rasterizer.rasterize(path, transform: ctm, region: region, rule: rule) { y, coverage in
                Self.compositeRow(coverage: coverage, y: y, x0: region.x0, count: w, clipRegion: clipRegion, clip: clipBuf,
                                  scratch: tmp, shader: shader, colors: colors, dst: px + y * canvasWidth + region.x0)
            }
        }
        }
        }
        }
        markDirty(region)
    }

    /// Blends `shader` through `mask` (laid out over `maskRegion`) into the pixels of
    /// `visible` (inside both the mask and the drawable region), multiplied by the clip.
    mutating func composite(mask: [UInt8], maskRegion: DeviceRegion, visible: DeviceRegion, shader: PaintShader) {
        let w = visible.width
        if coverageRow.count < w { coverageRow = [UInt8](repeating: 0, count: w) }
        if colorRow.count < w { colorRow = [UInt32](repeating: 0, count: w) }
        let canvasWidth = width
        let clipRegion = clip?.region
        let clipCoverage = clip?.coverage ?? []
        clipCoverage.withUnsafeBufferPointer { clipBuf in
        mask.withUnsafeBufferPointer { maskBuf in
        coverageRow.withUnsafeMutableBufferPointer { covBuf in
        colorRow.withUnsafeMutableBufferPointer { colorBuf in
        pixels.withUnsafeMutableBufferPointer { pxBuf in
            let px = pxBuf.baseAddress!, colors = colorBuf.baseAddress!, tmp = covBuf.baseAddress!
            for y in visible.y0..<visible.y1 {
                let maskRow = maskBuf.baseAddress! + (y - maskRegion.y0) * maskRegion.width + (visible.x0 - maskRegion.x0)
                Self.compositeRow(coverage: maskRow, y: y, x0: visible.x0, count: w, clipRegion: clipRegion, clip: clipBuf,
                                  scratch: tmp, shader: shader, colors: colors, dst: px + y * canvasWidth + visible.x0)
            }
        }
        }
        }
        }
        }
        markDirty(visible)
    }

    /// One row: the coverage times the clip (if any), then shaded and blended.
    @inline(__always)
    static func compositeRow(coverage: UnsafePointer<UInt8>, y: Int, x0: Int, count w: Int,
                             clipRegion: DeviceRegion?, clip: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>,
                             shader: PaintShader, colors: UnsafeMutablePointer<UInt32>, dst: UnsafeMutablePointer<UInt32>) {
        var cov = coverage
        if let cr = clipRegion {
            let clipRow = clip.baseAddress! + ((y - cr.y0) * cr.width + (x0 - cr.x0))
            for i in 0..<w { scratch[i] = UInt8(PixelMath.mul255(UInt32(coverage[i]), UInt32(clipRow[i]))) }
            cov = UnsafePointer(scratch)
        }
        blendRow(coverage: cov, count: w, y: y, x0: x0, shader: shader, colors: colors, dst: dst)
    }

    /// Runs of non-zero coverage are shaded and blended; zero coverage is skipped.
    @inline(__always)
    static func blendRow(coverage: UnsafePointer<UInt8>, count w: Int, y: Int, x0: Int, shader: PaintShader,
                         colors: UnsafeMutablePointer<UInt32>, dst: UnsafeMutablePointer<UInt32>) {
        if case .solid(let color) = shader.kind {
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
                if inverse == 0 {
                    (dst + i).update(repeating: color, count: j &- i)
                } else {
                    fillRun(dst + i, count: j &- i, color: color, inverse: inverse)
                }
                i = j
                continue
            }
            if c != 0 {
                dst[i] = PixelMath.sourceOver(PixelMath.scale(color, c), dst[i])
            }
            i &+= 1
        }
    }

    /// dst = color + dst × inverse / 255 over a run, written so it auto-vectorizes.
    @inline(__always)
    static func fillRun(_ dst: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, inverse: UInt32) {
        for k in 0..<count {
            dst[k] = color &+ PixelMath.scale(dst[k], inverse)
        }
    }
}
