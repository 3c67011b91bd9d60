import Testing
import TestRandom
import TesseraGeometry
@testable import TesseraRaster

/// Clip masks, shadow masks and blur sums drawn from pooled buffers (`MaskPool`,
/// `BoxBlur.Scratch`, kept by the canvas and by a `RasterScratch`) give the bytes that masks and
/// sums allocated afresh for every operation gave, however stale the pooled buffers are; in
/// steady state they reuse the same storage; and what a scratch keeps stays bounded.
@Suite struct MaskScratchTests {
    /// Random lists heavy in what draws through pooled buffers, drawn image after image with one
    /// scratch whose pooled buffers are filled with garbage before each image (so a byte read
    /// before it is written shows), against each list drawn with empty pools before every
    /// operation (what allocating per operation did). Sizes grow, shrink and grow again.
    @Test func pooledMasksAndSumsDrawWhatFreshOnesDraw() throws {
        var scratch = RasterScratch()
        for round in 0..<3 {
            for (index, (width, height, scale)) in RasterScratchTests.sizes.enumerated() {
                var random = SeededRandom(seed: UInt64(7000 + round * 100 + index))
                let list = Self.clipsAndShadows(&random, width: Double(width) / scale, height: Double(height) / scale)
                let fresh = try Self.drawingWithoutPools(list, width: width, height: height, scale: scale)
                Self.poison(&scratch)
                let reused = try Canvas.drawing(list, width: width, height: height, scale: scale, budget: .default, reusing: &scratch)
                #expect(SpanPipelineTests.firstDifference(reused.pixels, fresh.pixels) == nil, "round \(round), \(width)×\(height)")
                reused.recycle(into: &scratch)
            }
        }
        // The lists did draw through the pools.
        #expect(!scratch.masks.buffers.isEmpty)
        #expect(!scratch.blur.stages.isEmpty)
    }

    /// The same list again, or a smaller one, takes its masks and blur sums from the storage the
    /// first image left in the scratch: no allocation per image.
    @Test func steadyStateReusesTheSameMasksAndSums() throws {
        var list = DisplayList()
        list.append(.pushClip(.roundedRect(Rect(x: 4, y: 4, width: 150, height: 110), radius: 12)))
        list.append(.pushClip(.circle(center: Point(x: 80, y: 60), radius: 50)))
        // A rounded rectangle blurs collapsed (`small`), a triangle directly.
        list.append(.shadow(.roundedRect(Rect(x: 20, y: 20, width: 90, height: 60), radius: 10),
                            shadow: Shadow(color: .black, offset: Point(x: 0, y: 4), blur: 12)))
        list.append(.shadow(Self.triangle(x: 30, y: 30, size: 60), shadow: Shadow(color: .black, offset: Point(x: 2, y: 2), blur: 6)))
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 150)), paint: .solid(Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.5))))
        list.append(.popClip)
        list.append(.popClip)
        var scratch = RasterScratch()
        func draw(_ width: Int, _ height: Int) throws {
            let canvas = try Canvas.drawing(list, width: width, height: height, scale: 1, budget: .default, reusing: &scratch)
            canvas.recycle(into: &scratch)
        }
        func storage() -> Set<UnsafeRawPointer?> {
            var addresses = Set(scratch.masks.buffers.map { $0.withUnsafeBytes { $0.baseAddress } })
            addresses.insert(scratch.blur.small.withUnsafeBytes { $0.baseAddress })
            addresses.insert(scratch.blur.stages.withUnsafeBytes { $0.baseAddress })
            addresses.insert(scratch.blur.lines.withUnsafeBytes { $0.baseAddress })
            return addresses
        }
        try draw(200, 150)
        let first = storage()
        #expect(scratch.masks.buffers.count >= 2)
        for (width, height) in [(200, 150), (200, 150), (120, 90)] {
            try draw(width, height)
            #expect(storage() == first, "\(width)×\(height)")
        }
    }

    /// What a scratch keeps is bounded: a blur whose sums pass `RasterScratch.keptBytes` frees
    /// them after the shadow, the mask pool keeps at most that many bytes, and a canvas past
    /// `keptPixels` gives nothing back.
    @Test func keptBuffersAreBounded() throws {
        var list = DisplayList()
        // Sixteen clip masks of 0.7 to 1 MB: more than the pool keeps.
        for k in 0..<16 {
            let inset = Double(k * 10)
            list.append(.pushClip(.rect(Rect(x: inset, y: inset, width: 1000 - 2 * inset, height: 1000 - 2 * inset))))
        }
        // A triangle's mask does not collapse: the direct blur's sums take 16 bytes a pixel.
        list.append(.shadow(Self.triangle(x: 100, y: 100, size: 800), shadow: Shadow(color: .black, blur: 8)))
        for _ in 0..<16 { list.append(.popClip) }
        var scratch = RasterScratch()
        let canvas = try Canvas.drawing(list, width: 1000, height: 1000, scale: 1, budget: .default, reusing: &scratch)
        canvas.recycle(into: &scratch)
        #expect(scratch.blur.stages.capacity * 8 <= RasterScratch.keptBytes)
        #expect(scratch.masks.buffers.reduce(0) { $0 + $1.capacity } <= RasterScratch.keptBytes)
        #expect(!scratch.masks.buffers.isEmpty)

        let large = try Canvas.drawing(list, width: RasterScratch.keptPixels / 1024 + 1, height: 1024, scale: 1, budget: .default,
                                       reusing: &scratch)
        // Freed as soon as it is drawn (not held through encoding), and not given back.
        #expect(large.masks.buffers.isEmpty)
        large.recycle(into: &scratch)
        #expect(scratch.masks.buffers.isEmpty)
        #expect(scratch.blur.stages.isEmpty)
    }

    /// Layers pushed inside clips hold only the clip's rows: random lists with layers in and
    /// around clips (shadows, masks, images, gradients in them) give the bytes of layers that
    /// hold every row, on whole canvases and on bands.
    @Test func layersOfAClipsRowsDrawWhatWholeLayersDraw() throws {
        for seed in 0..<40 {
            var random = SeededRandom(seed: UInt64(9100 + seed))
            let (width, height, scale) = RasterScratchTests.sizes[seed % RasterScratchTests.sizes.count]
            var list = Self.clipsAndShadows(&random, width: Double(width) / scale, height: Double(height) / scale)
            BandedDrawingTests.addMasksImagesAndLayers(&list, &random, width: Double(width) / scale, height: Double(height) / scale)
            var whole = try Canvas(width: width, height: height, scale: scale)
            whole.layersHoldEveryRow = true
            for op in list.operations { try whole.execute(op) }
            let restricted = try Canvas.drawing(list, width: width, height: height, scale: scale, budget: .default)
            #expect(SpanPipelineTests.firstDifference(restricted.pixels, whole.pixels) == nil, "seed \(seed)")
            let rows = RasterBands.split(height: height, into: 3)
            let banded = try Canvas.drawingBands(list, width: width, height: height, scale: scale, background: nil,
                                                 budget: .default, bands: rows)
            #expect(SpanPipelineTests.firstDifference(banded.pixels, whole.pixels) == nil, "seed \(seed), bands")
        }
    }

    /// A pool takes the smallest buffer large enough, and gives up small buffers for larger
    /// ones when it is full.
    @Test func poolKeepsTheSizesInUse() {
        var pool = MaskPool()
        pool.give([UInt8](repeating: 1, count: 100))
        pool.give([UInt8](repeating: 2, count: 1000))
        let taken = pool.take(count: 50, zeroed: false)
        #expect(taken.count == 50 && taken.capacity < 1000)
        #expect(pool.take(count: 500, zeroed: true) == [UInt8](repeating: 0, count: 500))
        #expect(pool.buffers.isEmpty)
        pool.give([UInt8](repeating: 0, count: RasterScratch.keptBytes / 2))
        pool.give([UInt8](repeating: 0, count: 10))
        pool.give([UInt8](repeating: 0, count: RasterScratch.keptBytes * 3 / 4))
        #expect(pool.buffers.map(\.count) == [RasterScratch.keptBytes * 3 / 4])
        pool.give([UInt8](repeating: 0, count: RasterScratch.keptBytes + 1))
        #expect(pool.buffers.count == 1)
    }

    static func triangle(x: Double, y: Double, size: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: x, y: y))
        path.line(to: Point(x: x + size, y: y + size * 0.3))
        path.line(to: Point(x: x + size * 0.4, y: y + size))
        path.closeSubpath()
        return path
    }

    /// `list` on a fresh canvas whose pools are emptied before every operation.
    static func drawingWithoutPools(_ list: DisplayList, width: Int, height: Int, scale: Double) throws -> Canvas {
        var canvas = try Canvas(width: width, height: height, scale: scale)
        for op in list.operations {
            canvas.masks = MaskPool()
            canvas.blurScratch = BoxBlur.Scratch()
            try canvas.execute(op)
        }
        return canvas
    }

    /// Garbage in every pooled byte and sum.
    static func poison(_ scratch: inout RasterScratch) {
        for index in scratch.masks.buffers.indices {
            scratch.masks.buffers[index].withUnsafeMutableBufferPointer { $0.update(repeating: 0xA5) }
        }
        scratch.blur.small.withUnsafeMutableBufferPointer { $0.update(repeating: 0x5A) }
        scratch.blur.rows.withUnsafeMutableBufferPointer { $0.update(repeating: 0x3C) }
        scratch.blur.lines.withUnsafeMutableBufferPointer { $0.update(repeating: 0x1234_5678_9ABC) }
        scratch.blur.stages.withUnsafeMutableBufferPointer { $0.update(repeating: -0x0F0F_0F0F_0F) }
    }

    /// Clips nested up to four deep (some inside layers, some around them), shadows of rounded
    /// rectangles and circles (their blur collapses) and of polygons (blurred directly) with
    /// blurs from none to wide, and fills, balanced.
    static func clipsAndShadows(_ r: inout SeededRandom, width: Double, height: Double) -> DisplayList {
        var list = DisplayList()
        var open: [DisplayOperation] = []
        for _ in 0..<r.int(15...45) {
            let x = r.double(-15...width), y = r.double(-15...height)
            let w = r.double(1...width * 0.9 + 10), h = r.double(1...height * 0.9 + 10)
            let path: Path = switch r.int(0...2) {
            case 0: .roundedRect(Rect(x: x, y: y, width: w, height: h), radius: r.double(0...min(w, h) / 2))
            case 1: .circle(center: Point(x: x, y: y), radius: r.double(0.5...max(width, height) / 2))
            default: triangle(x: x, y: y, size: max(w, h))
            }
            let color = Color(red: r.double(0...1), green: r.double(0...1), blue: r.double(0...1), alpha: r.pick([1, r.double(0.1...1)]))
            switch r.int(0...9) {
            case 0...1 where open.count < 4:
                let push: DisplayOperation = r.chance(0.25) ? .pushLayer(opacity: r.double(0.2...1))
                    : .pushClip(path, rule: r.chance(0.3) ? .evenOdd : .nonZero)
                list.append(push)
                open.append(push)
            case 2 where !open.isEmpty:
                if case .pushLayer = open.removeLast() { list.append(.popLayer) } else { list.append(.popClip) }
            case 3, 4, 5:
                let blur = r.pick([0, 0.4, 3, r.double(1...12), 30])
                list.append(.shadow(path, shadow: Shadow(color: color, offset: Point(x: r.double(-4...4), y: r.double(-2...8)), blur: blur)))
            default:
                list.append(.fill(path, paint: .solid(color)))
            }
        }
        for push in open.reversed() {
            if case .pushLayer = push { list.append(.popLayer) } else { list.append(.popClip) }
        }
        return list
    }
}
