import Testing
@testable import TesseraSnapshotTesting

/// Failure summaries carry the numbers a reviewer needs, written the same on every machine.
@Suite struct SnapshotMismatchTests {
    @Test func pixelSummariesSayHowManyHowMuchAndWhere() throws {
        let difference = PixelDifference(
            width: 100, height: 50, differentPixels: 25, antiAliasedPixels: 7, largestDifference: 0.41237,
            region: PixelRegion(x: 3, y: 4, width: 5, height: 5))
        let tolerance = try SnapshotTolerance(precision: 0.999, perceptualPrecision: 0.95)
        #expect(SnapshotMismatch.pixels(difference, tolerance: tolerance).summary
            == "25 of 5000 pixels differ (0.500%; precision 0.999 allows 5), by at most 0.412 "
            + "(perceptualPrecision 0.95 accepts up to 0.050), within x 3…7, y 4…8; 7 anti-aliasing pixels ignored")
    }

    @Test func sizeSummariesNameBothSizes() {
        let mismatch = SnapshotMismatch.size(reference: PixelSize(width: 750, height: 1624), actual: PixelSize(width: 750, height: 1600))
        #expect(mismatch.summary == "the image is 750×1600 but the reference is 750×1624")
    }

    @Test(arguments: [(0.0, 3, "0.000"), (0.0345, 3, "0.035"), (1, 3, "1.000"), (12.5, 0, "13"), (-0.25, 2, "-0.25"), (0.05, 3, "0.050")] as [(Double, Int, String)])
    func fixedDecimals(value: Double, decimals: Int, text: String) {
        #expect(value.formatted(decimals: decimals) == text)
    }
}
