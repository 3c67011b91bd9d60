import Testing
import TesseraGeometry
@testable import TesseraRaster

@Suite struct CoverageTests {
    @Test func halfCoveredPixelIsHalf() throws {
        var c = try Canvas(width: 4, height: 4)
        c.fill(.rect(Rect(x: 0, y: 0, width: 1.5, height: 4)), with: .solid(.black))
        #expect(c.pixel(x: 0, y: 1).a == 255)
        #expect(abs(Int(c.pixel(x: 1, y: 1).a) - 128) <= 1)
        #expect(c.pixel(x: 2, y: 1).a == 0)
    }
}
