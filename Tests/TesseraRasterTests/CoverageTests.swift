import Testing
import TestRandom
import TesseraGeometry
@testable import TesseraRaster

/// Exact-area anti-aliasing and fill rules.
@Suite struct CoverageTests {
    @Test func halfCoveredPixelIsHalf() throws {
        var c = try Canvas(width: 4, height: 4)
        c.fill(.rect(Rect(x: 0, y: 0, width: 1.5, height: 4)), with: .solid(.black))
        #expect(c.pixel(x: 0, y: 1).a == 255)
        // 127.5 is exact; 8-bit rounding may land on 127 or 128 (within 1/255).
        #expect(abs(Double(c.pixel(x: 1, y: 1).a) - 127.5) <= 1)
        #expect(c.pixel(x: 2, y: 1).a == 0)
    }

    @Test func horizontalEdgeHalfCoverage() throws {
        var c = try Canvas(width: 4, height: 4)
        c.fill(.rect(Rect(x: 0, y: 0.5, width: 4, height: 3)), with: .solid(.black))
        #expect(abs(Double(c.pixel(x: 2, y: 0).a) - 127.5) <= 1)
        #expect(c.pixel(x: 2, y: 1).a == 255)
        #expect(abs(Double(c.pixel(x: 2, y: 3).a) - 127.5) <= 1)
    }

    @Test(arguments: [5.0, 10.0, 27.75, 60.2])
    func circleCoverageEqualsArea(radius: Double) throws {
        let size = Int(radius * 2) + 4
        let mask = try #require(Path.circle(center: Point(x: Double(size) / 2 + 0.3, y: Double(size) / 2 - 0.2), radius: radius)
            .coverageMask(transform: .identity, rule: .nonZero))
        let total = mask.coverage.reduce(0.0) { $0 + Double($1) / 255 }
        let area = Double.pi * radius * radius
        #expect(abs(total - area) / area < 0.005)
    }

    @Test func maskCoversOnlyItsPixelBounds() throws {
        let mask = try #require(Path.rect(Rect(x: 2.5, y: 3, width: 2, height: 1)).coverageMask(transform: .identity, rule: .nonZero))
        #expect(mask.originX == 2 && mask.originY == 3 && mask.width == 3 && mask.height == 1)
        #expect(mask[x: 3, y: 3] == 255)
        #expect(mask[x: 100, y: 3] == 0)
        #expect(Path().coverageMask(transform: .identity, rule: .nonZero) == nil)
        // An absurd scale is refused instead of allocating gigabytes.
        #expect(Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)).coverageMask(transform: .scale(1e6), rule: .nonZero) == nil)
    }

    /// Two overlapping squares drawn in the same direction: non-zero fills the overlap,
    /// even-odd leaves it as a hole.
    @Test func nonZeroVersusEvenOdd() throws {
        var path = Path.rect(Rect(x: 0, y: 0, width: 6, height: 6))
        path.addPath(.rect(Rect(x: 3, y: 3, width: 6, height: 6)))
        let nonZero = try #require(path.coverageMask(transform: .identity, rule: .nonZero))
        let evenOdd = try #require(path.coverageMask(transform: .identity, rule: .evenOdd))
        #expect(nonZero[x: 4, y: 4] == 255)
        #expect(evenOdd[x: 4, y: 4] == 0)
        #expect(nonZero[x: 1, y: 1] == 255 && evenOdd[x: 1, y: 1] == 255)
        #expect(nonZero[x: 7, y: 7] == 255 && evenOdd[x: 7, y: 7] == 255)
    }

    @Test func oppositeWindingCancelsUnderNonZero() throws {
        var path = Path.rect(Rect(x: 0, y: 0, width: 8, height: 8))
        // Inner square drawn counter-clockwise: a hole under both rules.
        path.move(to: Point(x: 2, y: 2)); path.line(to: Point(x: 2, y: 6)); path.line(to: Point(x: 6, y: 6)); path.line(to: Point(x: 6, y: 2))
        path.closeSubpath()
        let mask = try #require(path.coverageMask(transform: .identity, rule: .nonZero))
        #expect(mask[x: 4, y: 4] == 0)
        #expect(mask[x: 1, y: 4] == 255)
    }

    @Test func shapesPartlyOffCanvasKeepTheirVisiblePart() throws {
        var c = try Canvas(width: 10, height: 10)
        c.fill(.rect(Rect(x: -50, y: -50, width: 55.5, height: 100)), with: .solid(.black))
        #expect(c.pixel(x: 0, y: 0).a == 255)
        #expect(c.pixel(x: 4, y: 9).a == 255)
        #expect(abs(Double(c.pixel(x: 5, y: 5).a) - 127.5) <= 1)
        #expect(c.pixel(x: 6, y: 5).a == 0)
    }

    @Test func scaleMapsPointsToPixels() throws {
        var c = try Canvas(width: 30, height: 30, scale: 3)
        c.fill(.rect(Rect(x: 1, y: 1, width: 2, height: 2)), with: .solid(.black))
        #expect(c.pixel(x: 2, y: 4).a == 0)
        #expect(c.pixel(x: 3, y: 3).a == 255)
        #expect(c.pixel(x: 8, y: 8).a == 255)
        #expect(c.pixel(x: 9, y: 8).a == 0)
    }

    /// Masks rasterized one after another with one scratch's rasterizer (the audit's clips)
    /// hold the bytes of masks from fresh rasterizers: rounded rectangles, circles and a
    /// crossing star (both rules), growing, shrinking and at scales 1 to 3.
    @Test func masksFromAReusedRasterizerAreFreshOnes() {
        var random = SeededRandom(seed: 4242)
        var scratch = RasterScratch()
        for round in 0..<120 {
            let size = random.pick([4.0, 30.0, 180.0, 11.5, 400.0])
            let x = random.double(-20...80), y = random.double(-20...80)
            var star = Path()
            star.move(to: Point(x: x, y: y + size))
            for point in [Point(x: x + size / 2, y: y), Point(x: x + size, y: y + size), Point(x: x, y: y + size / 3),
                          Point(x: x + size, y: y + size / 3)] { star.line(to: point) }
            star.closeSubpath()
            let path = random.pick([.roundedRect(Rect(x: x, y: y, width: size, height: size * 0.6), radius: size / 5),
                                    .circle(center: Point(x: x, y: y), radius: size / 2), star])
            let transform = Transform.scale(random.pick([1.0, 2.0, 3.0]))
            let rule: FillRule = random.chance(0.5) ? .nonZero : .evenOdd
            let reused = path.coverageMask(transform: transform, rule: rule, reusing: &scratch)
            let fresh = path.coverageMask(transform: transform, rule: rule)
            #expect(reused?.coverage == fresh?.coverage && reused?.originX == fresh?.originX && reused?.width == fresh?.width,
                    "round \(round)")
        }
    }
}
