import Testing
import TesseraGeometry
@testable import Tessera
@testable import TesseraRaster

/// A run's ink (`TextInk`) is read from its glyph masks in one pass, written in place; it must
/// be what reading them pixel by pixel gives.
@Suite struct TextInkTests {
    /// The plain reading: every mask pixel of coverage 128 or more, in order, the ones of 255
    /// also as solid, those off the canvas counted, and the bounds of the rest.
    private struct PlainInk: Equatable {
        var pixels: [Int] = [], solid: [Int] = []
        var outside = 0, outsideVertically = 0
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min

        init(_ operations: [DisplayOperation], width: Int, height: Int) {
            for case .mask(let mask, let dx, let dy, _) in operations where mask.coverage.count == mask.width * mask.height {
                for ly in 0..<mask.height {
                    for lx in 0..<mask.width where mask.coverage[ly * mask.width + lx] >= 128 {
                        let x = mask.originX + dx + lx, y = mask.originY + dy + ly
                        guard x >= 0, y >= 0, x < width, y < height else {
                            outside += 1
                            if y < 0 || y >= height { outsideVertically += 1 }
                            continue
                        }
                        pixels.append(y * width + x)
                        if mask.coverage[ly * mask.width + lx] == 255 { solid.append(y * width + x) }
                        x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
                    }
                }
            }
        }

        init(_ ink: TextInk) {
            (pixels, solid, outside, outsideVertically) = (ink.pixels, ink.solid, ink.outside, ink.outsideVertically)
            (x0, y0, x1, y1) = (ink.x0, ink.y0, ink.x1, ink.y1)
        }
    }

    /// Random runs of glyph-like masks (every coverage value, 0 and 255 often), placed inside,
    /// across and wholly outside every edge of the canvas, with other operations between them,
    /// and a mask whose coverage does not match its size (drawn as nothing).
    @Test func inkIsWhatReadingEveryMaskPixelGives() {
        var state: UInt64 = 0x5EED_1905
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var inked = 0
        for _ in 0..<200 {
            let width = 1 + next(90), height = 1 + next(70)
            var operations: [DisplayOperation] = []
            for _ in 0..<next(12) {
                let w = next(20), h = next(24)
                let coverage = (0..<w * h).map { _ in UInt8([0, 255, next(256), next(256)][next(4)]) }
                let mask = CoverageMask(originX: next(width + 40) - 20, originY: next(height + 40) - 20, width: w, height: h,
                                        coverage: next(20) == 0 ? Array(coverage.dropLast()) : coverage)
                operations.append(.mask(mask, dx: next(9) - 4, dy: next(9) - 4, paint: .solid(.black)))
                if next(3) == 0 { operations.append(.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(.white))) }
            }
            let ink = TextInk(operations[...], width: width, height: height)
            #expect(PlainInk(ink) == PlainInk(operations, width: width, height: height))
            inked += ink.pixels.isEmpty ? 0 : 1
        }
        #expect(inked > 100)
    }
}
