import Testing
import TestRandom
import TesseraGeometry
@testable import TesseraRaster

/// Solid fills of rectangles on whole device pixels skip the rasterizer's cells
/// (`PixelAlignedRect`); they must give the plain pipeline's bytes.
@Suite struct PixelAlignedRectTests {
    @Test func onlyWholePixelAxisAlignedRectanglesQualify() {
        let rect = Path.rect(Rect(x: 2, y: 3, width: 10, height: 4))
        #expect(PixelAlignedRect.region(of: rect, transform: .identity) == DeviceRegion(x0: 2, y0: 3, x1: 12, y1: 7))
        #expect(PixelAlignedRect.region(of: .rect(Rect(x: 2.5, y: 3, width: 10, height: 4)), transform: .scale(2)) == DeviceRegion(x0: 5, y0: 6, x1: 25, y1: 14))
        #expect(PixelAlignedRect.region(of: .rect(Rect(x: 2.5, y: 3, width: 10, height: 4)), transform: .identity) == nil)
        #expect(PixelAlignedRect.region(of: rect, transform: .translation(0.25, 0)) == nil)
        #expect(PixelAlignedRect.region(of: rect, transform: Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)) == nil)
        #expect(PixelAlignedRect.region(of: .roundedRect(Rect(x: 2, y: 3, width: 10, height: 4), radius: 1), transform: .identity) == nil)
        var skewed = Path()
        skewed.move(to: Point(x: 0, y: 0))
        skewed.line(to: Point(x: 10, y: 0))
        skewed.line(to: Point(x: 12, y: 5))
        skewed.line(to: Point(x: 0, y: 5))
        skewed.closeSubpath()
        #expect(PixelAlignedRect.region(of: skewed, transform: .identity) == nil)
    }

    /// Random whole-pixel rectangles (both windings, hanging over every border, empty ones, in
    /// layers, beside clipped and unaligned shapes), opaque and translucent, at scales 1–3, on
    /// whole canvases and on bands, against the plain pipeline.
    @Test func wholePixelRectanglesMatchThePlainPipeline() throws {
        for seed in 0..<60 {
            var random = SeededRandom(seed: UInt64(4400 + seed))
            let scale = random.pick([1.0, 2, 3])
            let width = random.int(1...300), height = random.int(1...260)
            let w = Double(width) / scale, h = Double(height) / scale
            var list = SpanPipelineTests.randomList(&random, width: w, height: h)
            var extra: [DisplayOperation] = []
            for _ in 0..<random.int(5...25) {
                // Whole device pixels: multiples of 1 / scale points (exact for 1 and 2; for 3,
                // whole points).
                let step = scale == 3 ? 1.0 : 1 / scale
                func coordinate(_ limit: Double) -> Double { Double(random.int(-20...Int(limit / step) + 20)) * step }
                let x = coordinate(w), y = coordinate(h)
                let rect = Rect(x: x, y: y, width: Double(random.int(0...80)) * step, height: Double(random.int(0...80)) * step)
                let path = random.chance(0.3) ? Self.counterClockwise(rect) : Path.rect(rect)
                let color = Color(red: random.double(0...1), green: random.double(0...1), blue: random.double(0...1),
                                  alpha: random.pick([0, 1, random.double(0...1)]))
                let translation: Transform = random.chance(0.3) ? .translation(Double(random.int(-5...5)), Double(random.int(-5...5))) : .identity
                let fill = DisplayOperation.fill(path, paint: .solid(color), rule: random.chance(0.3) ? .evenOdd : .nonZero, transform: translation)
                extra += random.chance(0.2) ? [.pushLayer(opacity: random.double(0...1)), fill, .popLayer] : [fill]
            }
            // After the list, whose clips are all popped: the rectangles fill unclipped.
            for op in extra { list.append(op) }
            var plain = try Canvas(width: width, height: height, scale: scale)
            plain.rasterizer.usesReferencePipeline = true
            plain.clear(Color(red: 0.3, green: 0.6, blue: 0.1, alpha: random.pick([0, 0.5, 1])))
            var fast = plain
            fast.rasterizer.usesReferencePipeline = false
            try plain.execute(list)
            try fast.execute(list)
            #expect(SpanPipelineTests.firstDifference(fast.pixels, plain.pixels) == nil, "seed \(seed), \(width)×\(height) @\(scale)")
            let bands = RasterBands.split(height: height, into: min(height, 3))
            let banded = try Canvas.drawingBands(list, width: width, height: height, scale: scale, background: nil, budget: .default, bands: bands)
            let whole = try Canvas.drawing(list, width: width, height: height, scale: scale, budget: .default)
            #expect(banded.pixels == whole.pixels, "seed \(seed), bands")
        }
    }

    /// `rect` wound the other way round from `Path.rect`: down the left side first.
    static func counterClockwise(_ rect: Rect) -> Path {
        var path = Path()
        path.move(to: Point(x: rect.minX, y: rect.minY))
        path.line(to: Point(x: rect.minX, y: rect.maxY))
        path.line(to: Point(x: rect.maxX, y: rect.maxY))
        path.line(to: Point(x: rect.maxX, y: rect.minY))
        path.closeSubpath()
        return path
    }
}
