import Testing
import TesseraGeometry
@testable import TesseraRaster

/// Path factories: rounded rects (circular and continuous), ellipses, capsules, transforms.
@Suite struct ShapeTests {
    func area(_ p: Path) throws -> Double {
        let m = try #require(p.coverageMask(transform: .identity, rule: .nonZero))
        return m.coverage.reduce(0.0) { $0 + Double($1) / 255 }
    }

    @Test func roundedRectAreaMatchesGeometry() throws {
        let r = 12.0
        let a = try area(.roundedRect(Rect(x: 3, y: 3, width: 100, height: 60), radius: r))
        let exact = 100 * 60 - (4 - Double.pi) * r * r
        #expect(abs(a - exact) / exact < 0.002)
    }

    @Test func continuousCornersStayInsideAndCutMoreThanCircular() throws {
        let rect = Rect(x: 3, y: 3, width: 100, height: 60)
        let cont = Path.roundedRect(rect, radius: 12, style: .continuous)
        let b = cont.bounds
        #expect(abs(b.minX - 3) < 1e-9 && abs(b.maxX - 103) < 1e-9 && abs(b.minY - 3) < 1e-9 && abs(b.maxY - 63) < 1e-9)
        // The continuous corner starts earlier, so it removes a little more area.
        #expect(try area(cont) < area(.roundedRect(rect, radius: 12)))
        #expect(try area(cont) > 100 * 60 - 4 * 12 * 12)
    }

    @Test func oversizedRadiiScaleDownLikeCSS() throws {
        // Radii summing past the sides behave as a capsule.
        let p = Path.roundedRect(Rect(x: 0, y: 0, width: 40, height: 20), radius: 100)
        let capsule = Path.capsule(Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(abs(try area(p) - area(capsule)) < 0.5)
    }

    @Test func perCornerRadii() throws {
        var c = try Canvas(width: 40, height: 40)
        c.fill(.roundedRect(Rect(x: 0, y: 0, width: 40, height: 40),
                            radii: CornerRadii(topLeading: 0, topTrailing: 20, bottomTrailing: 0, bottomLeading: 0)),
               with: .solid(.black))
        #expect(c.pixel(x: 0, y: 0).a == 255)
        #expect(c.pixel(x: 39, y: 0).a == 0)
        #expect(c.pixel(x: 39, y: 39).a == 255)
    }

    @Test func transformsAndBounds() throws {
        let p = Path.rect(Rect(x: 0, y: 0, width: 10, height: 5)).applying(.rotation(Double.pi / 2))
        let b = p.bounds
        #expect(abs(b.minX + 5) < 1e-9 && abs(b.maxX) < 1e-9 && abs(b.maxY - 10) < 1e-9)
        #expect(Path().bounds == .zero)
        #expect(Path().isEmpty)
    }

    @Test func arcsDrawTheRequestedSweep() throws {
        var p = Path()
        p.move(to: Point(x: 20, y: 20))
        p.addArc(center: Point(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        p.closeSubpath()
        // A quarter disc below and to the right of the center (clockwise on screen from +x).
        #expect(abs(try area(p) - Double.pi * 100 / 4) < 1)
        let m = try #require(p.coverageMask(transform: .identity, rule: .nonZero))
        #expect(m[x: 24, y: 24] == 255)
        #expect(m[x: 16, y: 16] == 0)
    }
}
