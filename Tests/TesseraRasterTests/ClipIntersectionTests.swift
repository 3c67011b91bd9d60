import Testing
import TestRandom
@testable import TesseraRaster

/// A clip pushed inside another (`Canvas.intersect`, row by row through pointers) holds the
/// plain product of the two coverages, pixel by pixel, wherever the inner clip's rows and
/// columns lie in what the outer one stores.
@Suite struct ClipIntersectionTests {
    @Test func intersectionIsThePlainProduct() {
        var random = SeededRandom(seed: 1919)
        for round in 0..<300 {
            let stored = DeviceRegion(x0: random.int(-20...40), y0: random.int(-20...40), x1: 0, y1: 0)
            let outer = DeviceRegion(x0: stored.x0, y0: stored.y0, x1: stored.x0 + random.int(1...90), y1: stored.y0 + random.int(1...60))
            let x0 = random.int(outer.x0...outer.x1 - 1), y0 = random.int(outer.y0...outer.y1 - 1)
            let kept = DeviceRegion(x0: x0, y0: y0, x1: random.int(x0 + 1...outer.x1), y1: random.int(y0 + 1...outer.y1))
            // Coverage heavy in the values that matter: none, whole, and edges between.
            func coverage(_ count: Int) -> [UInt8] {
                (0..<count).map { _ in random.chance(0.3) ? 255 : random.chance(0.3) ? 0 : UInt8(random.int(1...254)) }
            }
            let previous = ClipMask(region: outer, stored: outer, coverage: coverage(outer.width * outer.height))
            let inner = coverage(kept.width * kept.height)
            var fast = inner
            Canvas.intersect(&fast, kept, with: previous)
            let plain = Self.plainProduct(inner, kept, with: previous)
            #expect(fast.count == plain.count && fast.indices.first { fast[$0] != plain[$0] } == nil, "round \(round), \(kept) in \(outer)")
        }
    }

    /// Index by index, as `pushClip` computed it before it went through pointers.
    static func plainProduct(_ mask: [UInt8], _ kept: DeviceRegion, with previous: ClipMask) -> [UInt8] {
        var mask = mask
        let pr = previous.stored
        for y in kept.y0..<kept.y1 {
            for x in kept.x0..<kept.x1 {
                let i = (y - kept.y0) * kept.width + (x - kept.x0)
                let p = previous.coverage[(y - pr.y0) * pr.width + (x - pr.x0)]
                mask[i] = UInt8(PixelMath.mul255(UInt32(mask[i]), UInt32(p)))
            }
        }
        return mask
    }
}
