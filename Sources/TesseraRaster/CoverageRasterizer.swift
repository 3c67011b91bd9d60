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
/// Cells are grouped in blocks of 16 with one "touched" bit each. Blocks no edge crossed have
/// constant coverage, so the row sweep fills them without reading the accumulator: the interior
/// of a large shape costs a memset, not a prefix sum per pixel.
///
/// The buffers are kept all-zero between uses (the sweep clears what it reads), so a rasterizer
/// reused by a canvas never re-clears or re-allocates in steady state.
struct CoverageRasterizer: Sendable {
    private var accum: [Float] = []
    private var touched: [UInt64] = []
    private var rowCoverage: [UInt8] = []

    /// Rasterizes `path` after `transform` over `region` and hands each row's coverage
    /// (region.width values, valid only during the call) to `row` with its device y.
    mutating func rasterize(_ path: Path, transform: Transform, region: DeviceRegion, rule: FillRule,
                            row: (_ y: Int, _ coverage: UnsafePointer<UInt8>) -> Void) {
        let w = region.width, h = region.height
        let stride = w + 2
        let rowWords = (stride + CellWriter.wordCells - 1) / CellWriter.wordCells
        if accum.count < stride * h { accum = [Float](repeating: 0, count: stride * h) }
        if touched.count < rowWords * h { touched = [UInt64](repeating: 0, count: rowWords * h) }
        if rowCoverage.count < w { rowCoverage = [UInt8](repeating: 0, count: w) }
        accum.withUnsafeMutableBufferPointer { acc in
            touched.withUnsafeMutableBufferPointer { bits in
                rowCoverage.withUnsafeMutableBufferPointer { cov in
                    let ox = Double(region.x0), oy = Double(region.y0)
                    var cells = CellWriter(acc: acc.baseAddress!, touched: bits.baseAddress!, stride: stride,
                                           rowWords: rowWords, width: Double(w), height: Double(h))
                    PathFlattener.flatten(path, transform: transform, closeSubpaths: true) { a, b in
                        cells.addLine(a.x - ox, a.y - oy, b.x - ox, b.y - oy)
                    }
                    for y in 0..<h {
                        Self.sweep(acc.baseAddress! + y * stride, touched: bits.baseAddress! + y * rowWords,
                                   rowWords: rowWords, width: w, rule: rule, into: cov.baseAddress!)
                        row(region.y0 + y, UnsafePointer(cov.baseAddress!))
                    }
                }
            }
        }
    }

    /// Rasterizes into a row-major mask of region.width × region.height.
    mutating func rasterize(_ path: Path, transform: Transform, region: DeviceRegion, rule: FillRule,
                            into mask: inout [UInt8]) {
        let w = region.width
        if mask.count != w * region.height { mask = [UInt8](repeating: 0, count: w * region.height) }
        mask.withUnsafeMutableBufferPointer { out in
            let base = out.baseAddress!
            rasterize(path, transform: transform, region: region, rule: rule) { y, cov in
                (base + (y - region.y0) * w).update(from: cov, count: w)
            }
        }
    }

    @inline(__always)
    private static func coverage(_ sum: Float, _ rule: FillRule) -> UInt8 {
        var v = abs(sum)
        if rule == .evenOdd {
            v -= 2 * (v * 0.5).rounded(.down)
            if v > 1 { v = 2 - v }
        } else if v > 1 {
            v = 1
        }
        return UInt8(v * 255 + 0.5)
    }

    /// Prefix-sums one row into 8-bit coverage, clearing the accumulator and touched bits
    /// behind it; untouched blocks are filled with the running coverage.
    @inline(__always)
    private static func sweep(_ acc: UnsafeMutablePointer<Float>, touched: UnsafeMutablePointer<UInt64>, rowWords: Int,
                              width w: Int, rule: FillRule, into out: UnsafeMutablePointer<UInt8>) {
        var sum: Float = 0
        var x = 0
        let blockCells = CellWriter.blockCells
        while x < w {
            let word = touched[x / CellWriter.wordCells]
            if word == 0 {
                // 64 untouched blocks: constant coverage up to the next word.
                let end = min((x / CellWriter.wordCells + 1) * CellWriter.wordCells, w)
                (out + x).update(repeating: coverage(sum, rule), count: end - x)
                x = end
                continue
            }
            let end = min((x / blockCells + 1) * blockCells, w)
            if word & (1 << UInt64((x / blockCells) & 63)) != 0 {
                for i in x..<end {
                    sum += acc[i]
                    acc[i] = 0
                    out[i] = coverage(sum, rule)
                }
            } else {
                (out + x).update(repeating: coverage(sum, rule), count: end - x)
            }
            x = end
        }
        acc[w] = 0
        acc[w + 1] = 0
        for i in 0..<rowWords { touched[i] = 0 }
    }
}

/// Deposits the signed area of line segments into the accumulation cells of a region whose
/// top-left pixel is (0, 0), marking the blocks it touches. Segments are clipped to the
/// region's rows; parts left of it count as a vertical edge at x = 0 (they still cover
/// everything to their right), parts right of it are dropped.
struct CellWriter {
    static let blockCells = 16
    static let wordCells = 16 * 64

    let acc: UnsafeMutablePointer<Float>
    let touched: UnsafeMutablePointer<UInt64>
    let stride: Int
    let rowWords: Int
    let width: Double, height: Double

    @inline(__always)
    private func deposit(_ row: Int, _ i: Int, _ area: Double, _ cover: Double) {
        acc[row * stride + i] += Float(area)
        acc[row * stride + i + 1] += Float(cover - area)
        let w = touched + row * rowWords
        w[i / Self.wordCells] |= 1 << UInt64((i / Self.blockCells) & 63)
        let j = i + 1
        w[j / Self.wordCells] |= 1 << UInt64((j / Self.blockCells) & 63)
    }

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
        let lastRow = Int(height) - 1
        while true {
            let rowBottom = Double(row + 1)
            let yEnd = Swift.min(rowBottom, y1)
            let xEnd = yEnd == y1 ? x1 : x + dxdy * (yEnd - y)
            if yEnd > y { addRowPiece(row, x, y, xEnd, yEnd, dir) }
            if yEnd >= y1 || row >= lastRow { break }
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
            deposit(row, 0, (yb - ya) * dir, (yb - ya) * dir)
            return
        }
        if lo >= width { return }
        if lo < 0 || hi > width {
            // Split at the region's vertical borders (at most two cuts, so at most three parts).
            let dydx = (yb - ya) / (xb - xa)
            let c0 = xa < xb ? 0.0 : width, c1 = xa < xb ? width : 0.0
            var px = xa, py = ya
            if (px - c0) * (xb - c0) < 0 {
                let cy = ya + (c0 - xa) * dydx
                addClampedPart(row, px, py, c0, cy, dir)
                px = c0
                py = cy
            }
            if (px - c1) * (xb - c1) < 0 {
                let cy = ya + (c1 - xa) * dydx
                addClampedPart(row, px, py, c1, cy, dir)
                px = c1
                py = cy
            }
            addClampedPart(row, px, py, xb, yb, dir)
            return
        }
        addCells(row, xa, ya, xb, yb, dir)
    }

    @inline(__always)
    private func addClampedPart(_ row: Int, _ px: Double, _ py: Double, _ qx: Double, _ qy: Double, _ dir: Double) {
        let mid = (px + qx) / 2
        if mid <= 0 {
            deposit(row, 0, (qy - py) * dir, (qy - py) * dir)
        } else if mid < width {
            addCells(row, Swift.max(0, Swift.min(width, px)), py, Swift.max(0, Swift.min(width, qx)), qy, dir)
        }
    }

    /// Walks the cells a piece crosses inside the region, depositing area and cover.
    @inline(__always)
    private func addCells(_ row: Int, _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ dir: Double) {
        let ia = Int(xa), ib = Int(xb)
        if ia == ib || xa == xb {
            let i = Swift.min(ia, ib)
            let fx = (xa + xb) * 0.5 - Double(i)
            let d = (yb - ya) * dir
            deposit(row, i, d * (1 - fx), d)
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
                deposit(row, i, d * (1 - fx), d)
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
                deposit(row, i, d * (1 - fx), d)
                if xe <= xb { break }
                i -= 1; x = xe; y = ye
            }
        }
    }
}
