import TesseraGeometry

/// Exact-area anti-aliasing by signed-area accumulation (the font-rs / stb_truetype 2 method).
///
/// Every line segment deposits, in each pixel cell it crosses, the signed area between itself
/// and the cell's right edge (split between that cell and the next); a prefix sum along the row
/// then yields, per pixel, the winding-weighted covered area. |sum| clamped to 1 is the
/// non-zero coverage; folding it modulo 2 gives even-odd coverage (as FreeType's smooth
/// rasterizer does). Unlike supersampling it is exact for polygons: a pixel half covered by an
/// axis-aligned edge gets exactly 0.5.
///
/// The accumulation buffer is kept all-zero between uses (the final sweep clears what it reads),
/// so a rasterizer reused by a canvas never re-clears or re-allocates in steady state.
struct CoverageRasterizer: Sendable {
    private var accum: [Float] = []

    /// Rasterizes `path` after `transform` into `mask` (resized to region.width × region.height).
    mutating func rasterize(_ path: Path, transform: Transform, region: DeviceRegion, rule: FillRule,
                            into mask: inout [UInt8]) {
        let w = region.width, h = region.height
        let stride = w + 2
        if accum.count < stride * h { accum = [Float](repeating: 0, count: stride * h) }
        if mask.count != w * h { mask = [UInt8](repeating: 0, count: w * h) }
        accum.withUnsafeMutableBufferPointer { acc in
            let ox = Double(region.x0), oy = Double(region.y0)
            var cells = CellWriter(acc: acc.baseAddress!, stride: stride, width: Double(w), height: Double(h))
            PathFlattener.flatten(path, transform: transform, closeSubpaths: true) { a, b in
                cells.addLine(a.x - ox, a.y - oy, b.x - ox, b.y - oy)
            }
            mask.withUnsafeMutableBufferPointer { out in
                Self.sweep(acc.baseAddress!, stride: stride, width: w, height: h, rule: rule, into: out.baseAddress!)
            }
        }
    }

    /// Prefix-sums each row into 8-bit coverage and clears the accumulator behind it.
    private static func sweep(_ acc: UnsafeMutablePointer<Float>, stride: Int, width w: Int, height h: Int,
                              rule: FillRule, into out: UnsafeMutablePointer<UInt8>) {
        for y in 0..<h {
            let row = acc + y * stride
            let dst = out + y * w
            var sum: Float = 0
            switch rule {
            case .nonZero:
                for x in 0..<w {
                    sum += row[x]
                    row[x] = 0
                    let v = min(abs(sum), 1)
                    dst[x] = UInt8(v * 255 + 0.5)
                }
            case .evenOdd:
                for x in 0..<w {
                    sum += row[x]
                    row[x] = 0
                    var v = abs(sum)
                    v -= 2 * (v * 0.5).rounded(.down)
                    if v > 1 { v = 2 - v }
                    dst[x] = UInt8(v * 255 + 0.5)
                }
            }
            row[w] = 0
            row[w + 1] = 0
        }
    }
}

/// Deposits the signed area of line segments into the accumulation cells of a region whose
/// top-left pixel is (0, 0). Segments are clipped to the region's rows; parts left of it count
/// as a vertical edge at x = 0 (they still cover everything to their right), parts right of it
/// are dropped.
struct CellWriter {
    let acc: UnsafeMutablePointer<Float>
    let stride: Int
    let width: Double, height: Double

    @inline(__always)
    mutating func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        guard ay != by else { return }
        var x0 = ax, y0 = ay, x1 = bx, y1 = by, dir = 1.0
        if y0 > y1 { swap(&x0, &x1); swap(&y0, &y1); dir = -1 }
        guard y1 > 0, y0 < height else { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        if y0 < 0 { x0 += dxdy * (0 - y0); y0 = 0 }
        if y1 > height { x1 = x0 + dxdy * (height - y0); y1 = height }
        var row = Int(y0)
        var y = y0, x = x0
        while true {
            let rowBottom = Double(row + 1)
            let yEnd = Swift.min(rowBottom, y1)
            let xEnd = yEnd == y1 ? x1 : x + dxdy * (yEnd - y)
            if yEnd > y { addRowPiece(row, x, y, xEnd, yEnd, dir) }
            if yEnd >= y1 || row + 1 >= Int(height) { break }
            row += 1
            y = yEnd
            x = xEnd
        }
    }

    /// A piece of a segment within one pixel row; splits off what lies outside [0, width].
    @inline(__always)
    private func addRowPiece(_ row: Int, _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ dir: Double) {
        let lo = Swift.min(xa, xb), hi = Swift.max(xa, xb)
        if hi <= 0 {
            acc[row * stride] += Float((yb - ya) * dir)
            return
        }
        if lo >= width { return }
        if lo < 0 || hi > width {
            // Split at the region's vertical borders.
            let dydx = (yb - ya) / (xb - xa)
            func yAt(_ x: Double) -> Double { ya + (x - xa) * dydx }
            var pts: [(Double, Double)] = [(xa, ya)]
            let cuts = xa < xb ? [0.0, width] : [width, 0.0]
            for c in cuts where (xa - c) * (xb - c) < 0 { pts.append((c, yAt(c))) }
            pts.append((xb, yb))
            for k in 0..<(pts.count - 1) {
                let (px, py) = pts[k], (qx, qy) = pts[k + 1]
                let mid = (px + qx) / 2
                if mid <= 0 {
                    acc[row * stride] += Float((qy - py) * dir)
                } else if mid < width {
                    addCells(row, Swift.max(0, Swift.min(width, px)), py, Swift.max(0, Swift.min(width, qx)), qy, dir)
                }
            }
            return
        }
        addCells(row, xa, ya, xb, yb, dir)
    }

    /// Walks the cells a piece crosses inside the region, depositing area and cover.
    @inline(__always)
    private func addCells(_ row: Int, _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ dir: Double) {
        let base = acc + row * stride
        let ia = Int(xa), ib = Int(xb)
        if ia == ib || (xa == xb) {
            let i = Swift.min(ia, ib)
            let fx = (xa + xb) * 0.5 - Double(i)
            let d = (yb - ya) * dir
            base[i] += Float(d * (1 - fx))
            base[i + 1] += Float(d * fx)
            return
        }
        let dydx = (yb - ya) / (xb - xa)
        var x = xa, y = ya
        if xa < xb {
            var i = ia
            while true {
                let xe = Swift.min(Double(i + 1), xb)
                let ye = xe == xb ? yb : ya + (xe - xa) * dydx
                let d = (ye - y) * dir
                let fx = (x + xe) * 0.5 - Double(i)
                base[i] += Float(d * (1 - fx))
                base[i + 1] += Float(d * fx)
                if xe >= xb { break }
                i += 1; x = xe; y = ye
            }
        } else {
            var i = ia
            if Double(i) == xa { i -= 1 }
            while true {
                let xe = Swift.max(Double(i), xb)
                let ye = xe == xb ? yb : ya + (xe - xa) * dydx
                let d = (ye - y) * dir
                let fx = (x + xe) * 0.5 - Double(i)
                base[i] += Float(d * (1 - fx))
                base[i + 1] += Float(d * fx)
                if xe <= xb { break }
                i -= 1; x = xe; y = ye
            }
        }
    }
}
