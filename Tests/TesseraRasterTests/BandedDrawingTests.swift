import Testing
import TestRandom
import TesseraGeometry
@testable import TesseraRaster

/// Banded drawing (`Canvas+Bands`) against the whole canvas on random display lists: the
/// stitched bands must hold the same bytes, whatever the cuts — bands of one row, cuts through
/// shapes, shadows, clips and layers, scaled canvases.
@Suite struct BandedDrawingTests {
    /// Random cuts (some bands a single row) and the even split `RasterBands` makes.
    @Test(arguments: [(37, 23, 1.0), (300, 200, 1.0), (257, 161, 2.0), (120, 90, 3.0), (513, 77, 1.5)])
    func randomListsDrawTheSameBandedAndWhole(width: Int, height: Int, scale: Double) throws {
        for seed in 0..<10 {
            var random = SeededRandom(seed: UInt64(width * 7919 + seed))
            var list = SpanPipelineTests.randomList(&random, width: Double(width) / scale, height: Double(height) / scale)
            Self.addMasksImagesAndLayers(&list, &random, width: Double(width) / scale, height: Double(height) / scale)
            let background: Color? = random.chance(0.7) ? Color(red: random.double(0...1), green: 0.5, blue: 0.25, alpha: random.pick([0.5, 1])) : nil
            let whole = try Canvas.drawing(list, width: width, height: height, scale: scale, background: background, budget: .default)
            for bands in [Self.randomCuts(&random, height: height), Array(repeating: 1, count: height),
                          RasterBands.split(height: height, into: min(height, 3)).map(\.count)] {
                let banded = try Canvas.drawingBands(list, width: width, height: height, scale: scale, background: background,
                                                     budget: .default, bands: Self.ranges(bands))
                let difference = SpanPipelineTests.firstDifference(banded.pixels, whole.pixels)
                #expect(banded.pixels.count == whole.pixels.count)
                #expect(difference == nil, "seed \(seed) on \(width)×\(height)@\(scale), bands \(bands.prefix(8)): pixel \(difference ?? 0) differs")
            }
        }
    }

    /// Wide shadows (spread far beyond a thin band), shadows whose shape lies wholly outside a
    /// band but whose blur reaches into it, and a shadow inside a clip inside a layer.
    @Test func shadowsReachAcrossBandBorders() throws {
        var list = DisplayList()
        list.append(.shadow(.rect(Rect(x: 10, y: 2, width: 80, height: 20)), shadow: Shadow(color: .black, offset: Point(x: 0, y: 6), blur: 30)))
        list.append(.shadow(.roundedRect(Rect(x: 20, y: 70, width: 40, height: 30), radius: 8),
                            shadow: Shadow(color: Color(red: 0.2, green: 0.1, blue: 0.9, alpha: 0.6), offset: Point(x: 3, y: -9), blur: 12)))
        list.append(.pushLayer(opacity: 0.7))
        list.append(.pushClip(.circle(center: Point(x: 60, y: 60), radius: 45)))
        list.append(.shadow(.circle(center: Point(x: 50, y: 50), radius: 20), shadow: Shadow(color: .black, offset: Point(x: 4, y: 4), blur: 16)))
        list.append(.fill(.circle(center: Point(x: 50, y: 50), radius: 20), paint: .solid(.white)))
        list.append(.popClip)
        list.append(.popLayer)
        let whole = try Canvas.drawing(list, width: 240, height: 240, scale: 2, background: .white, budget: .default)
        for cuts in [[1, 1, 1, 237], [50, 3, 60, 127], Array(repeating: 8, count: 30), [239, 1]] {
            let banded = try Canvas.drawingBands(list, width: 240, height: 240, scale: 2, background: .white, budget: .default,
                                                 bands: Self.ranges(cuts))
            #expect(SpanPipelineTests.firstDifference(banded.pixels, whole.pixels) == nil, "bands \(cuts)")
        }
    }

    @Test func bandsSplitTheRowsEvenlyAndOnlyLargeCanvases() {
        #expect(RasterBands.split(height: 10, into: 3) == [0..<4, 4..<7, 7..<10])
        #expect(RasterBands.rows(width: 1170, height: 2532, threads: 4) == RasterBands.split(height: 2532, into: 4))
        #expect(RasterBands.rows(width: 1170, height: 2532, threads: 1) == [0..<2532])
        #expect(RasterBands.rows(width: 200, height: 200, threads: 8) == [0..<200])
        #expect(RasterBands.rows(width: 16384, height: 128, threads: 8) == [0..<64, 64..<128])
    }

    @Test func drawingWithThreadsEqualsOneThread() throws {
        var random = SeededRandom(seed: 1919)
        var list = SpanPipelineTests.randomList(&random, width: 400, height: 900)
        Self.addMasksImagesAndLayers(&list, &random, width: 400, height: 900)
        let one = try Canvas.drawing(list, width: 1200, height: 2700, scale: 3, background: .white, budget: .default)
        let four = try Canvas.drawing(list, width: 1200, height: 2700, scale: 3, background: .white, budget: .default, threads: 4)
        #expect(one.pixels == four.pixels)
    }

    /// Glyph-like masks (text), images with both samplings, radial gradients and layers, each
    /// inserted at a random place of the list (outside any clip or layer it might unbalance).
    static func addMasksImagesAndLayers(_ list: inout DisplayList, _ r: inout SeededRandom, width: Double, height: Double) {
        var extra: [DisplayOperation] = []
        for _ in 0..<r.int(4...12) {
            let x = r.double(-10...width), y = r.double(-10...height)
            let color = Color(red: r.double(0...1), green: r.double(0...1), blue: r.double(0...1), alpha: r.pick([1, r.double(0...1)]))
            switch r.int(0...3) {
            case 0:
                let w = r.int(1...30), h = r.int(1...30)
                let mask = CoverageMask(originX: Int(x), originY: Int(y), width: w, height: h,
                                        coverage: (0..<(w * h)).map { _ in UInt8(r.pick([0, 255, r.int(0...255)])) })
                extra.append(.mask(mask, dx: r.int(-3...3), dy: r.int(-3...3), paint: .solid(color)))
            case 1:
                let side = r.int(1...6)
                let bitmap = try! Bitmap(width: side, height: side, pixels: (0..<(side * side)).flatMap { _ in
                    let a = UInt8(r.int(0...255))
                    return [UInt8(r.int(0...Int(a))), UInt8(r.int(0...Int(a))), UInt8(r.int(0...Int(a))), a]
                })
                extra.append(.image(bitmap, rect: Rect(x: x, y: y, width: r.double(1...width), height: r.double(1...height)),
                                    sampling: r.chance(0.5) ? .bilinear : .nearest, opacity: r.double(0.2...1)))
            case 2:
                let gradient = RadialGradient(center: Point(x: x, y: y), radius: r.double(1...height),
                                              stops: [GradientStop(offset: 0, color: color), GradientStop(offset: 1, color: .clear)])
                extra.append(.fill(.rect(Rect(x: x - 40, y: y - 40, width: 80, height: r.double(1...height))), paint: .radialGradient(gradient)))
            default:
                extra += [.pushLayer(opacity: r.double(0...1)),
                          .fill(.circle(center: Point(x: x, y: y), radius: r.double(1...height / 2)), paint: .solid(color)),
                          .shadow(.rect(Rect(x: x, y: y, width: 20, height: 20)), shadow: Shadow(color: color, offset: Point(x: 1, y: 5), blur: r.double(0...20))),
                          .popLayer]
            }
        }
        // Insert at depth 0 only, so pushes and pops stay paired.
        var depth = 0, places: [Int] = [0]
        for (i, op) in list.operations.enumerated() {
            switch op {
            case .pushClip, .pushLayer: depth += 1
            case .popClip, .popLayer: depth -= 1
            default: break
            }
            if depth == 0 { places.append(i + 1) }
        }
        var operations = list.operations
        var chunks: [[DisplayOperation]] = []
        var k = 0
        while k < extra.count {
            let n = if case .pushLayer = extra[k] { 4 } else { 1 }
            chunks.append(Array(extra[k..<k + n]))
            k += n
        }
        for chunk in chunks.reversed() {
            let at = places[r.int(0...places.count - 1)]
            operations.insert(contentsOf: chunk, at: at)
            places = places.map { $0 > at ? $0 + chunk.count : $0 }
        }
        list = DisplayList(operations)
    }

    /// Band heights adding up to `height`: thin (1–3 rows) and thick bands mixed.
    static func randomCuts(_ r: inout SeededRandom, height: Int) -> [Int] {
        var cuts: [Int] = [], left = height
        while left > 0 {
            let h = min(left, r.chance(0.4) ? r.int(1...3) : r.int(1...max(1, height / 3)))
            cuts.append(h)
            left -= h
        }
        return cuts
    }

    static func ranges(_ heights: [Int]) -> [Range<Int>] {
        var top = 0
        return heights.map { h in
            defer { top += h }
            return top..<top + h
        }
    }
}
