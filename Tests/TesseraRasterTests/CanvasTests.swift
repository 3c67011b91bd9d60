import Testing
import TesseraGeometry
@testable import TesseraRaster

/// Canvas limits, compositing, paints, clips, layers, masks and images.
@Suite struct CanvasTests {
    @Test(arguments: [(0, 10), (-1, 10), (16385, 1), (1, 16385), (16384, 16384 + 1)])
    func absurdSizesAreRefused(width: Int, height: Int) {
        #expect(throws: RasterError.self) { try Canvas(width: width, height: height) }
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func badScalesAreRefused(scale: Double) {
        #expect(throws: RasterError.self) { try Canvas(width: 4, height: 4, scale: scale) }
    }

    @Test func sourceOverRoundsExactly() throws {
        var c = try Canvas(width: 1, height: 1)
        c.clear(.white)
        c.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), with: .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        // 255 × (1 − 128/255) = 127: alpha 0.5 quantizes to 128.
        let p = c.pixel(x: 0, y: 0)
        #expect(p.r == 127 && p.g == 127 && p.b == 127 && p.a == 255)
    }

    @Test func strokeWidths() throws {
        var c = try Canvas(width: 20, height: 20)
        var line = Path()
        line.move(to: Point(x: 2, y: 10)); line.line(to: Point(x: 18, y: 10))
        c.stroke(line, with: .solid(.black), style: StrokeStyle(width: 4))
        // Rows 8...11 are fully inside, 7 and 12 outside; butt caps end at x = 2 and 18.
        for y in 8...11 { #expect(c.pixel(x: 10, y: y).a == 255) }
        #expect(c.pixel(x: 10, y: 7).a == 0)
        #expect(c.pixel(x: 10, y: 12).a == 0)
        #expect(c.pixel(x: 1, y: 10).a == 0)
        #expect(c.pixel(x: 18, y: 10).a == 0)

        var thin = try Canvas(width: 20, height: 20)
        var hairline = Path()
        hairline.move(to: Point(x: 2, y: 10)); hairline.line(to: Point(x: 18, y: 10))
        thin.stroke(hairline, with: .solid(.black), style: StrokeStyle(width: 1))
        // A 1-px line centered on a pixel boundary covers two rows half each.
        #expect(abs(Double(thin.pixel(x: 10, y: 9).a) - 127.5) <= 1)
        #expect(abs(Double(thin.pixel(x: 10, y: 10).a) - 127.5) <= 1)
    }

    /// A stroked circle is a ring: its coverage is 2πr × width, whatever the join (no gaps or
    /// cracks between the flattened segments).
    @Test(arguments: [LineJoin.round, .miter, .bevel])
    func strokedCircleCoversTheRing(join: LineJoin) throws {
        var c = try Canvas(width: 100, height: 100)
        c.stroke(.circle(center: Point(x: 50.2, y: 49.7), radius: 30), with: .solid(.black), style: StrokeStyle(width: 3, join: join))
        var total = 0.0
        for y in 0..<100 { for x in 0..<100 { total += Double(c.pixel(x: x, y: y).a) / 255 } }
        let ring = 2 * Double.pi * 30 * 3
        #expect(abs(total - ring) / ring < 0.01)
        #expect(c.pixel(x: 50, y: 50).a == 0)
    }

    @Test func zeroLengthSegmentsGetCapsButLoneMovesDoNot() throws {
        var c = try Canvas(width: 20, height: 20)
        let style = StrokeStyle(width: 6, cap: .round)
        c.stroke(try Path(svgPathData: "M5 5 L5 5"), with: .solid(.black), style: style)
        c.stroke(try Path(svgPathData: "M15 15"), with: .solid(.black), style: style)
        #expect(c.pixel(x: 5, y: 5).a == 255)
        #expect(c.pixel(x: 15, y: 15).a == 0)
    }

    @Test func squareAndRoundCapsExtendByHalfWidth() throws {
        for cap in [LineCap.square, .round] {
            var c = try Canvas(width: 30, height: 20)
            var line = Path()
            line.move(to: Point(x: 5, y: 10)); line.line(to: Point(x: 25, y: 10))
            c.stroke(line, with: .solid(.black), style: StrokeStyle(width: 6, cap: cap))
            #expect(c.pixel(x: 3, y: 10).a == 255, "cap \(cap)")
            #expect(c.pixel(x: 1, y: 10).a == 0, "cap \(cap)")
        }
    }

    @Test func miterJoinFillsTheCornerAndBevelCutsIt() throws {
        func corner(_ join: LineJoin) throws -> UInt8 {
            var c = try Canvas(width: 30, height: 30)
            var p = Path()
            p.move(to: Point(x: 5, y: 25)); p.line(to: Point(x: 5, y: 5)); p.line(to: Point(x: 25, y: 5))
            c.stroke(p, with: .solid(.black), style: StrokeStyle(width: 6, join: join))
            return c.pixel(x: 2, y: 2).a
        }
        #expect(try corner(.miter) == 255)
        #expect(try corner(.bevel) == 0)
    }

    @Test func dashesLeaveGaps() throws {
        var c = try Canvas(width: 40, height: 10)
        var line = Path()
        line.move(to: Point(x: 0, y: 5)); line.line(to: Point(x: 40, y: 5))
        c.stroke(line, with: .solid(.black), style: StrokeStyle(width: 2, dash: [5, 5]))
        #expect(c.pixel(x: 2, y: 5).a == 255)
        #expect(c.pixel(x: 7, y: 5).a == 0)
        #expect(c.pixel(x: 12, y: 5).a == 255)
    }

    @Test func linearGradientEndColors() throws {
        var c = try Canvas(width: 100, height: 4)
        let g = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 100, y: 0), stops: [
            GradientStop(offset: 0, color: Color(red: 1, green: 0, blue: 0)),
            GradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1)),
        ])
        c.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 4)), with: .linearGradient(g))
        let left = c.pixel(x: 0, y: 2), right = c.pixel(x: 99, y: 2), mid = c.pixel(x: 50, y: 2)
        #expect(left.r >= 252 && left.b <= 3)
        #expect(right.b >= 252 && right.r <= 3)
        #expect(abs(Int(mid.r) - 127) <= 3 && abs(Int(mid.b) - 127) <= 3)
    }

    @Test func radialGradientCenterAndEdge() throws {
        var c = try Canvas(width: 41, height: 41)
        let g = RadialGradient(center: Point(x: 20.5, y: 20.5), radius: 20, stops: [
            GradientStop(offset: 0, color: .white), GradientStop(offset: 1, color: .black),
        ])
        c.fill(.rect(Rect(x: 0, y: 0, width: 41, height: 41)), with: .radialGradient(g))
        #expect(c.pixel(x: 20, y: 20).r >= 250)
        #expect(c.pixel(x: 0, y: 20).r <= 3)
    }

    @Test func nestedClipsIntersect() throws {
        var c = try Canvas(width: 20, height: 20)
        c.pushClip(.rect(Rect(x: 0, y: 0, width: 10, height: 20)))
        c.pushClip(.rect(Rect(x: 5, y: 5, width: 15, height: 5)))
        c.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), with: .solid(.black))
        #expect(c.pixel(x: 7, y: 7).a == 255)
        #expect(c.pixel(x: 12, y: 7).a == 0)
        #expect(c.pixel(x: 2, y: 7).a == 0)
        #expect(c.pixel(x: 7, y: 12).a == 0)
        try c.popClip()
        c.fill(.rect(Rect(x: 0, y: 12, width: 20, height: 1)), with: .solid(.black))
        #expect(c.pixel(x: 2, y: 12).a == 255)
        #expect(c.pixel(x: 12, y: 12).a == 0)
        try c.popClip()
        c.fill(.rect(Rect(x: 0, y: 15, width: 20, height: 1)), with: .solid(.black))
        #expect(c.pixel(x: 12, y: 15).a == 255)
        #expect(c.isStackBalanced)
    }

    @Test func clipEdgesAreAntiAliased() throws {
        var c = try Canvas(width: 10, height: 4)
        c.pushClip(.rect(Rect(x: 0, y: 0, width: 4.5, height: 4)))
        c.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 4)), with: .solid(.black))
        #expect(abs(Double(c.pixel(x: 4, y: 1).a) - 127.5) <= 1)
    }

    @Test func unbalancedPopsThrow() throws {
        var c = try Canvas(width: 4, height: 4)
        #expect(throws: RasterError.self) { try c.popClip() }
        c.pushLayer(opacity: 1)
        #expect(throws: RasterError.self) { try c.popClip() }
        try c.popLayer()
        #expect(throws: RasterError.self) { try c.popLayer() }
    }

    /// A layer composites its group once: overlapping shapes inside do not double up.
    @Test func layerOpacityAppliesToTheGroup() throws {
        var c = try Canvas(width: 20, height: 10)
        c.pushLayer(opacity: 0.5)
        c.fill(.rect(Rect(x: 0, y: 0, width: 12, height: 10)), with: .solid(.black))
        c.fill(.rect(Rect(x: 8, y: 0, width: 12, height: 10)), with: .solid(.black))
        try c.popLayer()
        #expect(c.pixel(x: 2, y: 5).a == 128)
        #expect(c.pixel(x: 10, y: 5).a == 128)
        #expect(c.pixel(x: 17, y: 5).a == 128)
    }

    /// Recycled layer buffers start transparent: a second layer must not show the first's content.
    @Test func reusedLayersStartEmpty() throws {
        var c = try Canvas(width: 20, height: 10)
        c.pushLayer(opacity: 1)
        c.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 10)), with: .solid(.black))
        c.pushLayer(opacity: 0.5)
        c.fill(.rect(Rect(x: 10, y: 0, width: 5, height: 10)), with: .solid(.black))
        try c.popLayer()
        try c.popLayer()
        c.pushLayer(opacity: 0.5)
        c.fill(.rect(Rect(x: 15, y: 0, width: 5, height: 10)), with: .solid(.black))
        try c.popLayer()
        #expect(c.pixel(x: 2, y: 5).a == 255)
        #expect(c.pixel(x: 7, y: 5).a == 0)
        #expect(c.pixel(x: 12, y: 5).a == 128)
        #expect(c.pixel(x: 17, y: 5).a == 128)
    }

    @Test func clipsPushedBeforeALayerClipItsContent() throws {
        var c = try Canvas(width: 20, height: 10)
        c.pushClip(.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
        c.pushLayer(opacity: 1)
        c.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 10)), with: .solid(.black))
        try c.popLayer()
        try c.popClip()
        #expect(c.pixel(x: 5, y: 5).a == 255)
        #expect(c.pixel(x: 15, y: 5).a == 0)
    }

    @Test func rotatedSquareKeepsItsArea() throws {
        var c = try Canvas(width: 60, height: 60, scale: 2)
        let t = Transform.translation(-5, -5).concatenating(.rotation(0.3)).concatenating(.translation(15, 15))
        c.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: .solid(.black), transform: t)
        var total = 0.0
        for y in 0..<60 { for x in 0..<60 { total += Double(c.pixel(x: x, y: y).a) / 255 } }
        // 10 × 10 points at scale 2 is 400 pixels.
        #expect(abs(total - 400) < 0.5)
        #expect(c.pixel(x: 30, y: 30).a == 255)
    }

    @Test func shadowFalloffIsSymmetric() throws {
        var c = try Canvas(width: 80, height: 80)
        c.drawShadow(of: .rect(Rect(x: 30, y: 30, width: 20, height: 20)), Shadow(color: .black, offset: .zero, blur: 10))
        // Mirror symmetry about the square's center (x = 40), both axes, every pixel.
        for y in 0..<80 {
            for x in 0..<40 {
                #expect(c.pixel(x: x, y: y).a == c.pixel(x: 79 - x, y: y).a)
                #expect(c.pixel(x: y, y: x).a == c.pixel(x: y, y: 79 - x).a)
            }
        }
        // It falls off monotonically away from the shape and reaches beyond it.
        let row = (0..<40).map { c.pixel(x: $0, y: 40).a }
        for i in 1..<row.count { #expect(row[i] >= row[i - 1]) }
        #expect(row[25] > 0 && row[25] < 128)
        #expect(c.pixel(x: 40, y: 40).a > 240)
    }

    @Test func shadowOffsetMovesIt() throws {
        var c = try Canvas(width: 60, height: 60)
        c.drawShadow(of: .rect(Rect(x: 10, y: 10, width: 10, height: 10)), Shadow(color: .black, offset: Point(x: 20, y: 20), blur: 0))
        #expect(c.pixel(x: 15, y: 15).a == 0)
        #expect(c.pixel(x: 35, y: 35).a == 255)
    }

    @Test func maskFillHonorsOffsetAndClip() throws {
        var c = try Canvas(width: 10, height: 10)
        let mask = CoverageMask(originX: 1, originY: 1, width: 2, height: 1, coverage: [255, 100])
        c.pushClip(.rect(Rect(x: 0, y: 0, width: 4, height: 10)))
        c.fill(mask: mask, dx: 1, dy: 2, with: .solid(.black))
        c.fill(mask: mask, dx: 3, dy: 5, with: .solid(.black))
        try c.popClip()
        #expect(c.pixel(x: 2, y: 3).a == 255)
        #expect(c.pixel(x: 3, y: 3).a == 100)
        #expect(c.pixel(x: 4, y: 6).a == 0)
    }

    @Test func imageNearestAndBilinear() throws {
        // 2×1 image: opaque red, opaque blue.
        let bitmap = try Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        var c = try Canvas(width: 8, height: 2)
        c.draw(bitmap, in: Rect(x: 0, y: 0, width: 8, height: 2), sampling: .nearest)
        #expect(c.pixel(x: 3, y: 0) == (255, 0, 0, 255))
        #expect(c.pixel(x: 4, y: 0) == (0, 0, 255, 255))
        var s = try Canvas(width: 8, height: 2)
        s.draw(bitmap, in: Rect(x: 0, y: 0, width: 8, height: 2), sampling: .bilinear)
        #expect(s.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        let mid = s.pixel(x: 4, y: 0)
        #expect(mid.r > 64 && mid.r < 192 && mid.b > 64 && mid.a == 255)
        var faded = try Canvas(width: 8, height: 2)
        faded.draw(bitmap, in: Rect(x: 0, y: 0, width: 8, height: 2), sampling: .nearest, opacity: 0.5)
        #expect(faded.pixel(x: 0, y: 0) == (128, 0, 0, 128))
    }

    @Test func bitmapRejectsNonPremultipliedAndWrongSizes() {
        #expect(throws: RasterError.self) { try Bitmap(width: 1, height: 1, pixels: [200, 0, 0, 100]) }
        #expect(throws: RasterError.self) { try Bitmap(width: 2, height: 1, pixels: [0, 0, 0, 0]) }
        #expect(throws: RasterError.self) { try Bitmap(width: 0, height: 1, pixels: []) }
    }
}

/// Inputs that must not hang or exhaust memory.
@Suite struct HostileInputTests {
    @Test func microscopicDashesAreBounded() throws {
        var c = try Canvas(width: 50, height: 10)
        var line = Path()
        line.move(to: Point(x: 0, y: 5)); line.line(to: Point(x: 1e6, y: 5))
        c.stroke(line, with: .solid(.black), style: StrokeStyle(width: 2, dash: [1e-6, 1e-6]))
        #expect(c.isStackBalanced)
    }

    @Test func hugeBlurAndCoordinatesDrawWithoutBlowingUp() throws {
        var c = try Canvas(width: 40, height: 40, scale: 2)
        c.drawShadow(of: .rect(Rect(x: 0, y: 0, width: 20, height: 20)), Shadow(color: .black, offset: .zero, blur: 1e6))
        c.fill(.rect(Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)), with: .solid(.black))
        #expect(c.pixel(x: 20, y: 20).a == 255)
        var nan = Path()
        nan.move(to: Point(x: .nan, y: 0)); nan.line(to: Point(x: 10, y: 10)); nan.line(to: Point(x: 0, y: 10))
        var d = try Canvas(width: 10, height: 10)
        d.fill(nan, with: .solid(.black))
        #expect(d.pixel(x: 5, y: 8).a == 0)
    }
}

/// The collapsed-repeats fast path of the shadow blur against the direct blur of every pixel.
@Suite struct BlurFastPathTests {
    /// A rounded-rectangle coverage mask with `margin` empty pixels around it, as shadows make.
    static func roundedRectMask(width: Int, height: Int, radius: Double, margin: Int) -> (mask: [UInt8], width: Int, height: Int) {
        var rasterizer = CoverageRasterizer()
        let w = width + 2 * margin, h = height + 2 * margin
        let region = DeviceRegion(x0: 0, y0: 0, x1: w, y1: h)
        let shape = Path.roundedRect(Rect(x: Double(margin) + 0.3, y: Double(margin) + 0.6,
                                          width: Double(width) - 1, height: Double(height) - 1.2), radius: radius)
        var mask = [UInt8](repeating: 0, count: w * h)
        rasterizer.rasterize(shape, transform: .identity, region: region, rule: .nonZero) { y, coverage in
            for x in 0..<w { mask[y * w + x] = coverage[x] }
        }
        return (mask, w, h)
    }

    @Test(arguments: [(1.0, 300, 90, 24.0), (2.5, 300, 90, 24.0), (10.0, 750, 230, 24.0),
                      (10.0, 40, 30, 12.0), (37.0, 120, 400, 0.0), (6.0, 200, 60, 30.0)])
    func collapsedBlurMatchesDirectBlur(sigma: Double, width: Int, height: Int, radius: Double) throws {
        let blur = try #require(BoxBlur(sigma: sigma))
        let (mask, w, h) = Self.roundedRectMask(width: width, height: height, radius: radius, margin: blur.radius)
        var fast = mask, direct = mask
        var scratch = BoxBlur.Scratch()
        blur.apply(&fast, width: w, height: h, scratch: &scratch)
        blur.applyDirect(&direct, width: w, height: h, scratch: &scratch)
        let worst = zip(fast, direct).map { abs(Int($0) - Int($1)) }.max() ?? 0
        // The collapse is exact by construction; a tolerance of 0 keeps it that way.
        #expect(worst == 0)
        #expect(fast != mask)
    }

    /// Rows compared eight bytes at a time (`BoxBlur.equal`) against byte by byte: every
    /// length up to 40, equal or differing in one byte at every place.
    @Test func rowComparisonIsByteByByte() {
        for n in 0...40 {
            let a = (0..<n).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            for place in -1..<n {
                var b = a
                if place >= 0 { b[place] ^= 0x10 }
                let words = a.withUnsafeBufferPointer { pa in
                    b.withUnsafeBufferPointer { pb in BoxBlur.equal(pa.baseAddress ?? UnsafePointer(bitPattern: 8)!, pb.baseAddress ?? UnsafePointer(bitPattern: 8)!, n) }
                }
                #expect(words == (a == b), "\(n) bytes, differing at \(place)")
            }
        }
    }

    @Test func collapsingKeepsEnoughCopiesOfEachRun() {
        // Lines 2...9 are one run; a blur reaching 1 left and 2 right needs 4 copies of it.
        let same = [false, false, false] + [Bool](repeating: true, count: 7) + [false, false]
        let axis = CollapsedAxis(same: same, left: 1, right: 2)
        #expect(axis.kept == [0, 1, 2, 3, 4, 5, 10, 11])
        #expect(axis.source == [0, 1, 2, 3, 3, 3, 3, 3, 4, 5, 6, 7])
    }
}
