import Testing
import TestRandom
import TesseraGeometry
@testable import TesseraRaster

/// `Path.wholePixelRect` answers which pixels a rectangle's coverage mask covers without
/// rasterizing it; it must be exactly the pixels where `coverageMask` is 255, with 0 elsewhere.
@Suite struct WholePixelRectTests {
    /// Random rectangles at scales 1–3: on whole device pixels (both windings, translated,
    /// empty, far off the origin) and a little off them, against the rasterized mask.
    @Test func theRectIsWhereTheMaskIsFull() {
        var random = SeededRandom(seed: 1919)
        var rects = 0
        for _ in 0..<300 {
            let scale = random.pick([1.0, 2, 3])
            let step = scale == 3 ? 1.0 : 1 / scale
            let nudge = random.chance(0.25) ? random.pick([0.25, 0.5, 1e-9]) : 0
            let rect = Rect(x: Double(random.int(-300...300)) * step + nudge, y: Double(random.int(-300...300)) * step,
                            width: Double(random.int(0...60)) * step, height: Double(random.int(0...60)) * step)
            let path = random.chance(0.3) ? PixelAlignedRectTests.counterClockwise(rect) : Path.rect(rect)
            let transform = Transform.translation(Double(random.int(-9...9)), Double(random.int(-9...9))).concatenating(.scale(scale))
            let mask = path.coverageMask(transform: transform, rule: random.chance(0.5) ? .evenOdd : .nonZero)
            guard let r = path.wholePixelRect(transform: transform) else {
                // Not a whole-pixel rectangle, or no mask at all: the caller rasterizes.
                #expect(nudge != 0 || mask == nil, "\(rect) @\(scale)")
                continue
            }
            rects += 1
            guard let mask else {
                Issue.record("a whole-pixel rectangle without a mask: \(rect) @\(scale)")
                continue
            }
            for y in (mask.originY - 2)..<(mask.originY + mask.height + 2) {
                for x in (mask.originX - 2)..<(mask.originX + mask.width + 2) {
                    let inside = x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1
                    #expect(mask[x: x, y: y] == (inside ? 255 : 0), "\(rect) @\(scale) at \(x), \(y)")
                }
            }
        }
        #expect(rects > 150)
    }
}
