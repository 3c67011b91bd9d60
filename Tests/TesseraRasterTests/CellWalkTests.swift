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
        let width = 40, height = 30, stride = width + 2, rowWords = 1
        for _ in 0..<20 {
            let segments = (0..<40).map { _ in
                (random.double(-5...45), random.double(-5...35), random.double(-5...45), random.double(-5...35))
            }
            func cells(_ order: [(Double, Double, Double, Double)]) -> [Int32] {
                var acc = [Int32](repeating: 0, count: stride * height)
                var bits = [UInt64](repeating: 0, count: rowWords * height)
                acc.withUnsafeMutableBufferPointer { a in
                    bits.withUnsafeMutableBufferPointer { b in
                        let writer = CellWriter(acc: a.baseAddress!, touched: b.baseAddress!, stride: stride, rowWords: rowWords,
                                                width: width, height: height)
                        for s in order { writer.addLine(s.0, s.1, s.2, s.3) }
                    }
                }
                return acc
            }
            var shuffled = segments
            shuffled.shuffle(using: &random)
            #expect(cells(segments) == cells(shuffled))
        }
    }

    /// The fused kernel (AVX2 where this machine has it) and its portable form against the two
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
                for kernel in [tessera_blend_cells_run, tessera_blend_cells_run_baseline] {
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
