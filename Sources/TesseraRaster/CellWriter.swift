/// Deposits the signed area of line segments into the accumulation cells of a region whose
/// top-left pixel is (0, 0), marking the blocks it touches. Segments are clipped to the
/// region's rows; parts left of it count as a vertical edge at x = 0 (they still cover
/// everything to their right), parts right of it are dropped.
///
/// A block is 4 cells: an edge steeper than 45° touches one or two cells per row, so the row
/// sweep prefix-sums 4–8 pixels per edge instead of a whole 16-pixel block (what blocks of 16
/// cost before: most of the sweep's time on a scene of 10,000 small shapes).
struct CellWriter {
    /// log2 of the cells per block (4) and per 64-bit word of touched bits (256).
    static let blockShift = 2, wordShift = 8
    static let blockCells = 1 << blockShift, wordCells = 1 << wordShift

    let acc: UnsafeMutablePointer<Float>
    let touched: UnsafeMutablePointer<UInt64>
    let stride: Int
    let rowWords: Int
    let width: Double, height: Double

    @inline(__always)
    private func deposit(_ row: Int, _ i: Int, _ area: Double, _ cover: Double) {
        // Wrapping arithmetic: indices are bounded by the region, so overflow checks are waste.
        let cell = acc + (row &* stride &+ i)
        cell[0] += Float(area)
        cell[1] += Float(cover - area)
        let w = touched + row &* rowWords
        // i >= 0: cells left of the region were folded into cell 0.
        w[i &>> Self.wordShift] |= 1 &<< UInt64((i &>> Self.blockShift) & 63)
        let j = i &+ 1
        w[j &>> Self.wordShift] |= 1 &<< UInt64((j &>> Self.blockShift) & 63)
    }

    @inline(__always)
    func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
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
            row &+= 1
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
                let xe = Swift.min(Double(i &+ 1), xb)
                let ye = xe == xb ? yb : ya + (xe - xa) * dydx
                let d = (ye - y) * dir
                let fx = (x + xe) * 0.5 - Double(i)
                deposit(row, i, d * (1 - fx), d)
                if xe >= xb { break }
                i &+= 1; x = xe; y = ye
            }
        } else {
            var i = ia
            if Double(i) == xa { i &-= 1 }
            while true {
                let xe = Swift.max(Double(i), xb)
                let ye = xe == xb ? yb : ya + (xe - xa) * dydx
                let d = (ye - y) * dir
                let fx = (x + xe) * 0.5 - Double(i)
                deposit(row, i, d * (1 - fx), d)
                if xe <= xb { break }
                i &-= 1; x = xe; y = ye
            }
        }
    }
}
