import CRasterKernels
import Testing
import TestRandom
import TesseraGeometry
@testable import TesseraRaster

/// The fixed-point edge walk (`tessera_cells_add_line`) and the fused cell kernel
/// (`tessera_blend_cells_run`) against definitions written independently of them.
@Suite struct CellWalkTests {
    /// Coverage of random (also self-intersecting) polygons against what the accumulation
    /// method defines, computed in doubles: |the winding-weighted area in each pixel|, clamped
    /// to 1. The walk rounds vertices to 1/256 pixel, so a pixel may be off by a level or two
    /// of 255, never more.
    @Test func coverageMatchesExactAreaOfRandomPolygons() {
        var random = SeededRandom(seed: 41)
        let region = DeviceRegion(x0: 0, y0: 0, x1: 24, y1: 20)
        for _ in 0..<60 {
            let points = (0..<random.int(3...6)).map { _ in Point(x: random.double(-6...30), y: random.double(-4...24)) }
            var path = Path()
            path.move(to: points[0])
            for p in points.dropFirst() { path.line(to: p) }
            path.closeSubpath()
            var rasterizer = CoverageRasterizer()
            var mask: [UInt8] = []
            rasterizer.rasterize(path, transform: .identity, region: region, rule: .nonZero, into: &mask)
            var worst = 0
            for y in 0..<region.height {
                for x in 0..<region.width {
                    let exact = Self.clippedArea(points, Double(x), Double(y))
                    worst = max(worst, abs(Int(mask[y * region.width + x]) - Int((min(1, abs(exact)) * 255).rounded())))
                }
            }
            #expect(worst <= 2, "polygon \(points): a pixel is off by \(worst)/255")
        }
    }

    /// Half a pixel covered by an axis-aligned edge is exactly 128; a quarter, 64.
    @Test func axisAlignedEdgesGiveExactCoverage() {
        var rasterizer = CoverageRasterizer()
        var mask: [UInt8] = []
        rasterizer.rasterize(.rect(Rect(x: 0.5, y: 0, width: 1.75, height: 1)), transform: .identity,
                             region: DeviceRegion(x0: 0, y0: 0, x1: 4, y1: 1), rule: .nonZero, into: &mask)
        #expect(mask == [128, 255, 64, 0])
    }

    /// Integer cells make the sums independent of the order segments arrive in: the same
    /// segments shuffled leave the same cells (float sums would differ in their last bits).
    @Test func cellsDoNotDependOnSegmentOrder() {
        var random = SeededRandom(seed: 43)
        let width = 40, height = 30
        for _ in 0..<20 {
            let segments = (0..<40).map { _ in
                (random.double(-5...45), random.double(-5...35), random.double(-5...45), random.double(-5...35))
            }
            func cells(_ order: [(Double, Double, Double, Double)]) -> [Int32] { Self.walk(order, width: width, height: height).cells }
            var shuffled = segments
            shuffled.shuffle(using: &random)
            #expect(cells(segments) == cells(shuffled))
        }
    }

    /// The walk against its definition written plainly: where a segment leaves each row is
    /// x0 + floor(Δy × dx / dy), where a row's piece crosses each cell border is
    /// ya + floor(dy × distance / |dx|) of the piece, one division each, and every cell piece
    /// deposits its area and the rest of its cover. Random segments on the 1/256-pixel grid
    /// (so the walk's rounding is exact), many nearly horizontal, must leave the same cells and
    /// touched bits, bit for bit.
    @Test func walkMatchesItsPlainDefinition() {
        var random = SeededRandom(seed: 59)
        for (width, height) in [(7, 5), (40, 30), (300, 9)] {
            let stride = width + 2, rowWords = (stride + CellWriter.wordCells - 1) / CellWriter.wordCells
            for _ in 0..<30 {
                let segments = (0..<40).map { _ in
                    let x0 = random.int(0...width * 256), y0 = random.int(0...height * 256)
                    let flat = random.pick([0, 1, 2, 3, 40, 300])
                    return (x0, y0, random.int(0...width * 256),
                            random.pick([random.int(0...height * 256), max(0, min(height * 256, y0 + random.int(-flat...flat)))]))
                }
                let (acc, bits) = Self.walk(segments.map { (Double($0.0) / 256, Double($0.1) / 256, Double($0.2) / 256, Double($0.3) / 256) },
                                            width: width, height: height)
                var plain = PlainWalk(width: width, height: height, stride: stride, rowWords: rowWords)
                for s in segments { plain.add(s.0, s.1, s.2, s.3) }
                #expect(acc == plain.cells, "\(width)×\(height): \(segments)")
                #expect(bits == plain.touched, "\(width)×\(height): \(segments)")
            }
        }
    }

    /// The fused kernel as bound and every body this machine runs against the two
    /// steps it replaces: the Swift coverage of each running sum, then source-over of the color
    /// scaled by it. Cells inside the run are zeroed, cells after it untouched, the sum returned.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func blendCellsKernelsMatchSumThenBlend(rule: FillRule) {
        var random = SeededRandom(seed: rule == .nonZero ? 47 : 53)
        let one = Int(CellWriter.one)
        for count in 0..<27 {
            for _ in 0..<20 {
                let color = SpanPipelineTests.randomColor(&random)
                let pixels = SpanPipelineTests.randomPixels(&random, count: count)
                let cells = (0..<count + 3).map { _ in Int32(random.pick([0, one, -one, random.int(-3 * one...3 * one)])) }
                let start = Int32(random.int(-4 * one...4 * one))
                var sum = start, expected = pixels
                for k in 0..<count {
                    sum &+= cells[k]
                    expected[k] = PixelMath.sourceOver(PixelMath.scale(color, UInt32(CoverageRasterizer.coverage(sum, rule))), pixels[k])
                }
                let zeroed = [Int32](repeating: 0, count: count) + cells[count...]
                for kernel in (0...tessera_kernel_level()).map({ tessera_blend_cells_run_body($0)! }) + [tessera_blend_cells_run] {
                    var dst = pixels, c = cells
                    let end = dst.withUnsafeMutableBufferPointer { d in
                        c.withUnsafeMutableBufferPointer { kernel(d.baseAddress, $0.baseAddress, count, start, color, rule == .evenOdd ? 1 : 0) }
                    }
                    #expect(dst == expected, "count \(count)")
                    #expect(c == zeroed, "count \(count)")
                    #expect(end == sum, "count \(count)")
                }
            }
        }
    }

    /// The cells and touched bits `CellWriter` leaves for `segments` (region pixels) on a
    /// width × height region.
    static func walk(_ segments: [(Double, Double, Double, Double)], width: Int, height: Int) -> (cells: [Int32], touched: [UInt64]) {
        let stride = width + 2, rowWords = (stride + CellWriter.wordCells - 1) / CellWriter.wordCells
        var acc = [Int32](repeating: 0, count: stride * height)
        var bits = [UInt64](repeating: 0, count: rowWords * height)
        acc.withUnsafeMutableBufferPointer { a in
            bits.withUnsafeMutableBufferPointer { b in
                let writer = CellWriter(acc: a.baseAddress!, touched: b.baseAddress!, stride: stride, rowWords: rowWords,
                                        width: width, height: height)
                for s in segments { writer.addLine(s.0, s.1, s.2, s.3) }
            }
        }
        return (acc, bits)
    }

    /// The winding-weighted area of `polygon` inside the unit pixel at (x0, y0): the shoelace
    /// formula over the polygon clipped to the pixel square (Sutherland–Hodgman clipping of a
    /// closed polygon to a convex region keeps its winding inside the region, self-intersecting
    /// or not).
    static func clippedArea(_ polygon: [Point], _ x0: Double, _ y0: Double) -> Double {
        var poly = polygon
        let edges: [(Point) -> Double] = [{ $0.x - x0 }, { x0 + 1 - $0.x }, { $0.y - y0 }, { y0 + 1 - $0.y }]
        for inside in edges {
            guard !poly.isEmpty else { return 0 }
            var out: [Point] = []
            for i in poly.indices {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                let da = inside(a), db = inside(b)
                if da >= 0 { out.append(a) }
                if (da >= 0) != (db >= 0) {
                    let t = da / (da - db)
                    out.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
                }
            }
            poly = out
        }
        var area = 0.0
        for i in poly.indices {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            area += a.x * b.y - b.x * a.y
        }
        return area / 2
    }
}

/// `tessera_cells_add_line`'s definition for segments on the 1/256-pixel grid inside the
/// region, in the plainest form: a floor division per row border and per cell border.
private struct PlainWalk {
    let width: Int, stride: Int, rowWords: Int
    var cells: [Int32], touched: [UInt64]

    init(width: Int, height: Int, stride: Int, rowWords: Int) {
        self.width = width; self.stride = stride; self.rowWords = rowWords
        cells = [Int32](repeating: 0, count: stride * height)
        touched = [UInt64](repeating: 0, count: rowWords * height)
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return a % b != 0 && (a < 0) != (b < 0) ? q - 1 : q
    }

    mutating func deposit(_ row: Int, _ ex: Int, _ d: Int, _ fxsum: Int) {
        guard ex < width else { return }
        let area = d * (512 - fxsum)
        cells[row * stride + ex] &+= Int32(area)
        cells[row * stride + ex + 1] &+= Int32(d * 512 - area)
        for i in [ex, ex + 1] { touched[row * rowWords + i >> 8] |= 1 << UInt64((i >> 2) & 63) }
    }

    mutating func add(_ ax: Int, _ ay: Int, _ bx: Int, _ by: Int) {
        guard ay != by else { return }
        let sign = ay < by ? 1 : -1
        let (x0, y0, x1, y1) = sign > 0 ? (ax, ay, bx, by) : (bx, by, ax, ay)
        for row in (y0 >> 8)...((y1 - 1) >> 8) {
            let top = max(y0, row * 256), bottom = min(y1, row * 256 + 256)
            // x where the segment crosses y = top and y = bottom (the ends' own x at the ends).
            let xa = top == y0 ? x0 : x0 + Self.floorDiv((top - y0) * (x1 - x0), y1 - y0)
            let xb = bottom == y1 ? x1 : x0 + Self.floorDiv((bottom - y0) * (x1 - x0), y1 - y0)
            if x0 == x1 {
                deposit(row, x0 >> 8, sign * (bottom - top), 2 * (x0 - (x0 >> 8) * 256))
            } else if sign > 0 {
                piece(row, xa, top - row * 256, xb, bottom - row * 256)
            } else {
                piece(row, xb, bottom - row * 256, xa, top - row * 256)
            }
        }
    }

    mutating func piece(_ row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int) {
        let lo = min(xa, xb), hi = max(xa, xb)
        if hi - (lo >> 8) * 256 <= 256 {
            deposit(row, lo >> 8, yb - ya, xa + xb - 2 * (lo >> 8) * 256)
            return
        }
        let right = xb > xa
        var x = xa, y = ya
        var cell = right ? xa >> 8 : (xa - 1) >> 8
        while true {
            let border = right ? (cell + 1) * 256 : cell * 256
            if right ? border >= xb : border <= xb { break }
            let ye = ya + Self.floorDiv((yb - ya) * abs(border - xa), abs(xb - xa))
            deposit(row, cell, ye - y, x + border - 2 * cell * 256)
            x = border; y = ye
            cell += right ? 1 : -1
        }
        deposit(row, cell, yb - y, x + xb - 2 * cell * 256)
    }
}
