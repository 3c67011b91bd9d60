import Testing
import TestRandom
import TesseraGeometry
@testable import TesseraRaster

/// A list that starts by filling every pixel with one opaque color is drawn on a canvas made
/// that color (`Canvas+OpaqueStart`); it must give the bytes of a transparent canvas on which
/// every operation, that fill included, is executed.
@Suite struct OpaqueStartTests {
    @Test func onlyAnOpaqueFillOfEveryPixelQualifies() {
        let page = DisplayOperation.fill(.rect(Rect(x: 0, y: 0, width: 50, height: 20)), paint: .solid(Color(red: 1, green: 0.5, blue: 0)))
        #expect(Canvas.opaqueStart(of: DisplayList([page]), width: 100, height: 40, scale: 2) == PixelMath.pack(red: 1, green: 0.5, blue: 0, alpha: 1))
        // Larger than the canvas is fine; short of any edge, translucent, unaligned or not first is not.
        #expect(Canvas.opaqueStart(of: DisplayList([page]), width: 90, height: 30, scale: 2) != nil)
        #expect(Canvas.opaqueStart(of: DisplayList([page]), width: 101, height: 40, scale: 2) == nil)
        #expect(Canvas.opaqueStart(of: DisplayList([page]), width: 100, height: 41, scale: 2) == nil)
        let translucent = DisplayOperation.fill(.rect(Rect(x: 0, y: 0, width: 50, height: 20)), paint: .solid(Color(red: 1, green: 0, blue: 0, alpha: 0.99)))
        #expect(Canvas.opaqueStart(of: DisplayList([translucent]), width: 100, height: 40, scale: 2) == nil)
        let unaligned = DisplayOperation.fill(.rect(Rect(x: 0, y: 0, width: 50, height: 20)), paint: .solid(.black), transform: .translation(0.1, 0))
        #expect(Canvas.opaqueStart(of: DisplayList([unaligned]), width: 100, height: 40, scale: 2) == nil)
        #expect(Canvas.opaqueStart(of: DisplayList([.pushLayer(opacity: 0.5), page, .popLayer]), width: 100, height: 40, scale: 2) == nil)
        let gradient = DisplayOperation.fill(.rect(Rect(x: 0, y: 0, width: 50, height: 20)), paint: .linearGradient(LinearGradient(
            start: Point(x: 0, y: 0), end: Point(x: 50, y: 0), stops: [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)])))
        #expect(Canvas.opaqueStart(of: DisplayList([gradient]), width: 100, height: 40, scale: 2) == nil)
    }

    /// Random lists after a first fill that covers the canvas or falls just short of it, opaque
    /// or not, on whole pixels or off them, at scales 1–3, drawn with a scratch holding garbage
    /// from the last canvas, against the plain way.
    @Test func anOpaqueStartGivesThePlainBytes() throws {
        var scratch = RasterScratch()
        var started = 0
        for seed in 0..<80 {
            var random = SeededRandom(seed: UInt64(7100 + seed))
            let scale = random.pick([1.0, 2, 3])
            let width = random.int(1...240), height = random.int(1...200)
            let w = Double(width) / scale, h = Double(height) / scale
            let step = 1 / scale
            // Past each edge by whole pixels (or half of one), or a pixel short of it.
            let past = (0..<4).map { _ in Double(random.int(-1...6)) * step * (random.chance(0.1) ? 0.5 : 1) }
            let page = Rect(x: -past[0], y: -past[1], width: w + past[0] + past[2], height: h + past[1] + past[3])
            let color = Color(red: random.double(0...1), green: random.double(0...1), blue: random.double(0...1),
                              alpha: random.pick([1, 1, 1, 1, random.double(0...1)]))
            var operations: [DisplayOperation] = [.fill(.rect(page), paint: .solid(color),
                                                        rule: random.chance(0.3) ? .evenOdd : .nonZero)]
            operations += SpanPipelineTests.randomList(&random, width: w, height: h).operations
            let list = DisplayList(operations)
            if Canvas.opaqueStart(of: list, width: width, height: height, scale: scale) != nil { started += 1 }
            var plain = try Canvas(width: width, height: height, scale: scale)
            try plain.execute(list)
            let drawn = try Canvas.drawing(list, width: width, height: height, scale: scale, budget: .default, reusing: &scratch)
            #expect(SpanPipelineTests.firstDifference(drawn.pixels, plain.pixels) == nil, "seed \(seed), \(width)×\(height) @\(scale)")
            #expect(drawn.pixels.count == plain.pixels.count)
            // Leave garbage in the scratch's pixels for the next canvas.
            var used = drawn
            used.clear(Color(red: 0.2, green: 0.9, blue: 0.4, alpha: 0.7))
            _ = used.finish(into: &scratch)
        }
        // Both ways were exercised.
        #expect(started > 15 && started < 65, "\(started) of 80 started opaque")
    }
}
