import Testing
import TesseraGeometry
import TesseraRaster
@testable import TesseraSnapshotTesting

/// The comparison engine fails when a render changes and only then.
@Suite struct PixelMatchTests {
    @Test func aRenderMatchesItself() throws {
        let card = try Fixtures.card()
        let result = try PixelMatch.compare(card, try Fixtures.card(), threshold: 0)
        #expect(result.differentPixels == 0)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.region == nil)
        #expect(result.largestDifference == 0)
    }

    @Test func aOnePointPaddingChangeIsFound() throws {
        let result = try PixelMatch.compare(try Fixtures.card(padding: 12), try Fixtures.card(padding: 13), threshold: 0)
        // The title bar and the button move 2 pixels (1 pt at 2x): whole rows and columns change.
        #expect(result.differentPixels > 100)
        let region = try #require(result.region)
        // Content starts at (8 + 12) pt = 40 px; the change starts there.
        #expect(region.x == 40 && region.y == 40)
    }

    @Test func aColorChangeIsFound() throws {
        let purple = Color(red: 0x58 / 255.0, green: 0x56 / 255.0, blue: 0xD6 / 255.0)
        let result = try PixelMatch.compare(try Fixtures.card(), try Fixtures.card(accent: purple), threshold: 0)
        // The whole 48×16 pt button (96×32 px, minus its anti-aliased rim) changes.
        #expect(result.differentPixels > 96 * 32 * 3 / 4)
        #expect(result.differentPixels <= 96 * 32)
        // Even pixelmatch's lenient default threshold (0.1) sees a blue → purple change.
        #expect(try PixelMatch.compare(try Fixtures.card(), try Fixtures.card(accent: purple), threshold: 0.1).differentPixels > 0)
    }

    @Test func aOnePixelShiftIsFound() throws {
        // Half a point at 2x is one device pixel.
        let result = try PixelMatch.compare(try Fixtures.card(), try Fixtures.card(offset: Point(x: 0.5, y: 0)), threshold: 0)
        #expect(result.differentPixels > 50)
    }

    @Test func antiAliasingOnlyDifferencesAreClassifiedAsSuch() throws {
        // The left edge moves by 0.3 px: only the partially covered column changes.
        let result = try PixelMatch.compare(try Fixtures.bar(x: 10), try Fixtures.bar(x: 10.3), threshold: 0)
        #expect(result.differentPixels == 0)
        #expect(result.antiAliasedPixels == 10)
        // A whole-pixel move of the same edge is a real change.
        let moved = try PixelMatch.compare(try Fixtures.bar(x: 10), try Fixtures.bar(x: 11), threshold: 0)
        #expect(moved.differentPixels == 10)
        #expect(moved.region == PixelRegion(x: 10, y: 5, width: 1, height: 10))
    }

    @Test func blackAgainstWhiteIsNearTheLargestDifference() throws {
        let black = try Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 255])
        let white = try Bitmap(width: 1, height: 1, pixels: [255, 255, 255, 255])
        let result = try PixelMatch.compare(black, white, threshold: 0)
        #expect(result.differentPixels == 1)
        // √(0.5053 × 255² / 35215): luma alone, no chroma; only saturated opposites reach 1.
        #expect(abs(result.largestDifference - 0.966) < 1e-3)
        // A threshold of 1 accepts even that.
        #expect(try PixelMatch.compare(black, white, threshold: 1).differentPixels == 0)
    }

    @Test func theThresholdSeparatesSubtleFromVisibleChanges() throws {
        let gray = try Bitmap(width: 1, height: 1, pixels: [128, 128, 128, 255])
        let nearGray = try Bitmap(width: 1, height: 1, pixels: [130, 130, 130, 255])
        let darkGray = try Bitmap(width: 1, height: 1, pixels: [90, 90, 90, 255])
        #expect(try PixelMatch.compare(gray, nearGray, threshold: 0).differentPixels == 1)
        #expect(try PixelMatch.compare(gray, nearGray, threshold: 0.05).differentPixels == 0)
        #expect(try PixelMatch.compare(gray, darkGray, threshold: 0.05).differentPixels == 1)
        // docs/snapshot-testing.md: perceptualPrecision 0.98 lets a gray move 5 levels, not 6.
        let plus5 = try Bitmap(width: 1, height: 1, pixels: [133, 133, 133, 255])
        let plus6 = try Bitmap(width: 1, height: 1, pixels: [134, 134, 134, 255])
        #expect(try PixelMatch.compare(gray, plus5, threshold: 0.02).differentPixels == 0)
        #expect(try PixelMatch.compare(gray, plus6, threshold: 0.02).differentPixels == 1)
    }

    @Test func transparencyChangesCount() throws {
        let clear = try Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 0])
        let halfBlack = try Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 128])
        #expect(try PixelMatch.compare(clear, halfBlack, threshold: 0).differentPixels == 1)
    }

    @Test func differentSizesCannotBeCompared() throws {
        #expect(throws: SnapshotError.sizeMismatch(reference: "240×160", actual: "240×162")) {
            try PixelMatch.compare(try Fixtures.card(), try Fixtures.card(height: 81), threshold: 0)
        }
    }

    @Test(arguments: [-0.1, 1.5, Double.nan])
    func thresholdsOutsideZeroToOneAreRefused(threshold: Double) throws {
        let card = try Fixtures.card()
        #expect(throws: SnapshotError.self) { try PixelMatch.compare(card, card, threshold: threshold) }
    }

    @Test func theDiffImageShowsChangesRedAntiAliasingYellowAndTheRestFaded() throws {
        // Reference: bar from x 10; actual: left edge 0.3 px in (anti-aliasing) and a 2×2 white
        // hole punched at (20, 8) (a real change).
        var actualCanvas = try Canvas(width: 40, height: 20)
        actualCanvas.clear(.white)
        actualCanvas.fill(.rect(Rect(x: 10.3, y: 5, width: 19.7, height: 10)), with: .solid(.black))
        actualCanvas.fill(.rect(Rect(x: 20, y: 8, width: 2, height: 2)), with: .solid(.white))
        let (difference, diff) = try PixelMatch.diff(try Fixtures.bar(x: 10), actualCanvas.bitmap, threshold: 0)
        #expect(difference.differentPixels == 4)
        #expect(difference.antiAliasedPixels == 10)
        #expect(diff[x: 20, y: 8] == (255, 0, 0, 255))
        #expect(diff[x: 21, y: 9] == (255, 0, 0, 255))
        #expect(diff[x: 10, y: 7] == (255, 255, 0, 255))
        // Unchanged white stays white; unchanged black fades to 255 − 0.1 × 255 ≈ 230.
        #expect(diff[x: 2, y: 2] == (255, 255, 255, 255))
        #expect(diff[x: 25, y: 12] == (230, 230, 230, 255))
    }
}
