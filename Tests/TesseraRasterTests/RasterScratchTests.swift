import Testing
import TestRandom
import TesseraGeometry
@testable import TesseraRaster

/// `RasterScratch`: canvases drawn with one scratch, image after image of changing sizes, hold
/// exactly the pixels of fresh canvases (nothing of one image leaks into the next: pixels,
/// pooled layers, rasterizer cells), and in steady state they reuse the same storage.
@Suite struct RasterScratchTests {
    /// Sizes that grow, shrink and grow again, so buffers are reused larger, smaller and equal.
    static let sizes = [(120, 90, 1.0), (300, 200, 2.0), (37, 23, 1.0), (300, 200, 1.5), (513, 77, 1.0), (64, 400, 3.0)]

    @Test func reusedScratchDrawsWhatFreshCanvasesDraw() throws {
        var scratch = RasterScratch()
        for round in 0..<3 {
            for (index, (width, height, scale)) in Self.sizes.enumerated() {
                var random = SeededRandom(seed: UInt64(round * 100 + index))
                var list = SpanPipelineTests.randomList(&random, width: Double(width) / scale, height: Double(height) / scale)
                BandedDrawingTests.addMasksImagesAndLayers(&list, &random, width: Double(width) / scale, height: Double(height) / scale)
                let background: Color? = random.chance(0.5) ? Color(red: 0.9, green: 0.5, blue: 0.25, alpha: random.pick([0.5, 1])) : nil
                let fresh = try Canvas.drawing(list, width: width, height: height, scale: scale, background: background, budget: .default)
                let reused = try Canvas.drawing(list, width: width, height: height, scale: scale, background: background,
                                                budget: .default, reusing: &scratch)
                #expect(SpanPipelineTests.firstDifference(reused.pixels, fresh.pixels) == nil, "round \(round), \(width)×\(height)")
                let bitmap = reused.finish(into: &scratch)
                #expect(bitmap == fresh.bitmap, "round \(round), \(width)×\(height)")
                scratch.reclaim(bitmap)
            }
        }
    }

    /// After the largest image, the next canvases and bitmaps (smaller or equal) are drawn in
    /// the same storage: no allocation per image.
    @Test func steadyStateReusesTheSameStorage() throws {
        var scratch = RasterScratch()
        var list = DisplayList()
        list.append(.pushLayer(opacity: 0.5))
        list.append(.fill(.roundedRect(Rect(x: 2, y: 3, width: 50, height: 40), radius: 6), paint: .solid(.black)))
        list.append(.popLayer)
        func draw(_ width: Int, _ height: Int) throws -> (pixels: UnsafeRawPointer?, bytes: UnsafeRawPointer?) {
            let canvas = try Canvas.drawing(list, width: width, height: height, scale: 1, budget: .default, reusing: &scratch)
            let pixels = canvas.pixels.withUnsafeBytes { $0.baseAddress.map(UnsafeRawPointer.init) }
            let bitmap = canvas.finish(into: &scratch)
            let bytes = bitmap.pixels.withUnsafeBytes { $0.baseAddress.map(UnsafeRawPointer.init) }
            scratch.reclaim(bitmap)
            return (pixels, bytes)
        }
        let first = try draw(200, 150)
        for (width, height) in [(60, 50), (200, 150), (150, 200), (1, 1)] {
            let next = try draw(width, height)
            #expect(next.pixels == first.pixels, "\(width)×\(height)")
            #expect(next.bytes == first.bytes, "\(width)×\(height)")
        }
        // A canvas past `keptPixels` keeps its buffers to itself: the scratch holds none of its size.
        _ = try draw(RasterScratch.keptPixels / 1024 + 1, 1024)
        #expect(scratch.pixels.isEmpty)
        #expect(scratch.bitmapBytes.count <= RasterScratch.keptPixels * 4)
    }

    /// A pooled layer larger than the one pushed keeps its size: the next larger layer (a 2x
    /// story's after the audit's 1x canvas) finds its storage whole and writes no zeros again.
    @Test func smallerLayersKeepThePooledLayersSize() throws {
        var scratch = RasterScratch()
        func draw(_ width: Int, _ height: Int) throws {
            try Canvas.drawing(Self.oneLayer, width: width, height: height, scale: 1, budget: .default, reusing: &scratch)
                .recycle(into: &scratch)
        }
        try draw(200, 150)
        let storage = Self.layerStorage(scratch)
        try draw(60, 50)
        #expect(scratch.layerPool.map(\.count) == [200 * 150])
        try draw(200, 150)
        #expect(Self.layerStorage(scratch) == storage)
    }

    /// A circle in a layer of half opacity.
    static let oneLayer = DisplayList([
        .pushLayer(opacity: 0.5),
        .fill(.circle(center: Point(x: 30, y: 30), radius: 20), paint: .solid(.black)),
        .popLayer,
    ])

    /// Where the scratch's pooled layers are stored.
    static func layerStorage(_ scratch: RasterScratch) -> [UnsafeRawPointer?] {
        scratch.layerPool.map { $0.withUnsafeBytes { $0.baseAddress } }
    }

    /// A canvas past `keptPixels`, which gives nothing back, leaves the scratch's pooled layers
    /// to the next image instead of taking them with it.
    @Test func aLargeCanvasLeavesThePooledLayers() throws {
        var scratch = RasterScratch()
        try Canvas.drawing(Self.oneLayer, width: 200, height: 150, scale: 1, budget: .default, reusing: &scratch)
            .recycle(into: &scratch)
        let storage = Self.layerStorage(scratch)
        #expect(storage.count == 1)
        let large = try Canvas.drawing(Self.oneLayer, width: RasterScratch.keptPixels / 1024 + 1, height: 1024, scale: 1,
                                       budget: .default, reusing: &scratch)
        #expect(large.pixel(x: 30, y: 30).a > 0)
        large.recycle(into: &scratch)
        #expect(Self.layerStorage(scratch) == storage)
    }

    /// Drawing in a layer whose pooled buffer is longer than its rows (a layer in a clip after a
    /// whole one) touches only its rows: `clear` in it leaves the rest of the buffer zero, so a
    /// later larger layer shows nothing of it (a circle's layer leaves its corners untouched).
    @Test func aLayerInALongerBufferStoresOnlyItsRows() throws {
        func draw(_ canvas: inout Canvas) throws {
            canvas.pushClip(.rect(Rect(x: 0, y: 10, width: 120, height: 20)))
            canvas.pushLayer(opacity: 1)
            canvas.clear(Color(red: 1, green: 0, blue: 0, alpha: 1))
            try canvas.popLayer()
            try canvas.popClip()
            canvas.pushLayer(opacity: 0.5)
            canvas.fill(.circle(center: Point(x: 60, y: 60), radius: 25), with: .solid(.black))
            try canvas.popLayer()
        }
        var scratch = RasterScratch()
        // A whole layer into the scratch's pool first.
        var list = DisplayList()
        list.append(.pushLayer(opacity: 1))
        list.append(.fill(.rect(Rect(x: 1, y: 1, width: 2, height: 2)), paint: .solid(.black)))
        list.append(.popLayer)
        try Canvas.drawing(list, width: 120, height: 90, scale: 1, budget: .default, reusing: &scratch).recycle(into: &scratch)
        var reused = try Canvas(width: 120, height: 90, reusing: &scratch)
        var fresh = try Canvas(width: 120, height: 90)
        try draw(&reused)
        try draw(&fresh)
        #expect(SpanPipelineTests.firstDifference(reused.pixels, fresh.pixels) == nil)
        #expect(reused.layerPool.allSatisfy { $0.allSatisfy { $0 == 0 } })
    }
}
