import CRasterKernels
import Testing
import TestRandom
import TesseraGeometry
@testable import TesseraRaster

/// The span pipeline (touched-block sweep, constant spans filled as runs, SIMD run blending)
/// against the plain one (`usesReferencePipeline`: a prefix sum over every cell and per-pixel
/// source-over) on random display lists: the pixels must agree byte for byte.
@Suite struct SpanPipelineTests {
    /// Widths around the 4-cell blocks and the 256-cell words of touched bits, so blocks that
    /// straddle the region's right border and words that end exactly at it are exercised.
    @Test(arguments: [(1, 9), (37, 23), (255, 40), (256, 33), (257, 61), (300, 200), (513, 77)])
    func randomScenesMatchThePlainPipeline(width: Int, height: Int) throws {
        for seed in 0..<12 {
            var random = SeededRandom(seed: UInt64(width * 1000 + seed))
            let list = Self.randomList(&random, width: Double(width), height: Double(height))
            var fast = try Canvas(width: width, height: height)
            var plain = try Canvas(width: width, height: height)
            plain.rasterizer.usesReferencePipeline = true
            let background = Color(red: random.double(0...1), green: 0.5, blue: 0.25, alpha: random.pick([0, 0.5, 1]))
            fast.clear(background)
            plain.clear(background)
            try fast.execute(list)
            try plain.execute(list)
            let difference = Self.firstDifference(fast.pixels, plain.pixels)
            #expect(difference == nil, "seed \(seed) on \(width)×\(height): pixel \(difference ?? 0) differs")
        }
    }

    /// The run kernel as bound and every body this machine runs (AVX-512, AVX2, SSE2 / portable)
    /// against `PixelMath.sourceOver` pixel by pixel, at every length around their 16-, 8- and
    /// 4-pixel steps.
    @Test func blendRunKernelsMatchPerPixelSourceOver() {
        var random = SeededRandom(seed: 19)
        let bodies = (0...tessera_kernel_level()).map { tessera_blend_run_body($0)! } + [tessera_blend_run]
        for count in 0..<40 {
            for _ in 0..<20 {
                let alpha = UInt32(random.int(0...255))
                let color = PixelMath.pack(red: random.double(0...1), green: random.double(0...1), blue: random.double(0...1),
                                           alpha: Double(alpha) / 255)
                let pixels = (0..<count).map { _ in
                    PixelMath.pack(red: random.double(0...1), green: random.double(0...1), blue: random.double(0...1), alpha: random.double(0...1))
                }
                let inverse = 255 - (color >> 24)
                let expected = pixels.map { PixelMath.sourceOver(color, $0) }
                for (level, body) in bodies.enumerated() {
                    var blended = pixels
                    blended.withUnsafeMutableBufferPointer { body($0.baseAddress, count, color, inverse) }
                    #expect(blended == expected, "body \(level), count \(count), color \(color)")
                }
            }
        }
    }

    /// The benchmark's mix (rounded rects, circles, cubic bands) plus self-intersecting polygons
    /// under both fill rules, shapes hanging over every border, opaque, translucent and invisible
    /// colors, a gradient, a clip and a layer now and then.
    static func randomList(_ r: inout SeededRandom, width: Double, height: Double) -> DisplayList {
        var list = DisplayList()
        var clips = 0
        for _ in 0..<r.int(20...60) {
            let x = r.double(-20...width + 10), y = r.double(-20...height + 10)
            let w = r.double(0.3...width * 0.8 + 20), h = r.double(0.3...height * 0.8 + 20)
            let path: Path
            switch r.int(0...3) {
            case 0: path = .roundedRect(Rect(x: x, y: y, width: w, height: h), radius: r.double(0...min(w, h) / 2))
            case 1: path = .circle(center: Point(x: x, y: y), radius: r.double(0.2...max(width, height) / 2))
            case 2:
                var band = Path()
                let amp = r.double(0...h / 2)
                band.move(to: Point(x: x, y: y + amp))
                band.curve(to: Point(x: x + w, y: y + amp), control1: Point(x: x + w / 3, y: y - amp), control2: Point(x: x + 2 * w / 3, y: y + 2 * amp))
                band.line(to: Point(x: x + w, y: y + h))
                band.line(to: Point(x: x, y: y + h))
                band.closeSubpath()
                path = band
            default:
                var star = Path()
                star.move(to: Point(x: x, y: y))
                for _ in 0..<r.int(3...9) { star.line(to: Point(x: r.double(-10...width + 10), y: r.double(-10...height + 10))) }
                star.closeSubpath()
                path = star
            }
            let color = Color(red: r.double(0...1), green: r.double(0...1), blue: r.double(0...1), alpha: r.pick([0, 1, r.double(0...1)]))
            let rule: FillRule = r.chance(0.3) ? .evenOdd : .nonZero
            let paint: Paint = r.chance(0.1)
                ? .linearGradient(LinearGradient(start: Point(x: x, y: y), end: Point(x: x + w, y: y + h),
                                                 stops: [GradientStop(offset: 0, color: color), GradientStop(offset: 1, color: .black)]))
                : .solid(color)
            switch r.int(0...19) {
            case 0 where clips < 2:
                list.append(.pushClip(path, rule: rule))
                clips += 1
            case 1 where clips > 0:
                list.append(.popClip)
                clips -= 1
            case 2: list.append(.stroke(path, paint: paint, style: StrokeStyle(width: r.double(0.5...6))))
            case 3: list.append(.shadow(path, shadow: Shadow(color: color, offset: Point(x: 2, y: 3), blur: r.double(0...8)), rule: rule))
            default: list.append(.fill(path, paint: paint, rule: rule, transform: r.chance(0.2) ? .scale(r.double(0.5...3)) : .identity))
            }
        }
        for _ in 0..<clips { list.append(.popClip) }
        return list
    }

    /// A premultiplied color, transparent, opaque or translucent in equal shares.
    static func randomColor(_ r: inout SeededRandom) -> UInt32 {
        PixelMath.pack(red: r.double(0...1), green: r.double(0...1), blue: r.double(0...1), alpha: r.pick([0, 1, r.double(0...1)]))
    }

    /// `count` premultiplied pixels of any alpha, to blend over.
    static func randomPixels(_ r: inout SeededRandom, count: Int) -> [UInt32] {
        (0..<count).map { _ in PixelMath.pack(red: r.double(0...1), green: r.double(0...1), blue: r.double(0...1), alpha: r.double(0...1)) }
    }

    static func firstDifference(_ a: [UInt32], _ b: [UInt32]) -> Int? {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    }
}
