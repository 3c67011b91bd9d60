import Foundation
import Tessera
import TesseraSnapshotTesting
import Testing
@testable import TesseraSnapshotStrategy

/// The comparison behind `Diffing.tesseraPNG`: what matches, and what a failure says.
@Suite struct PNGComparisonTests {
    func png(_ total: String, width: Double = 240, theme: ColorScheme = .light) throws -> Data {
        let renderer = try Renderer(colorScheme: theme, scale: 2, background: .background)
        return Data(try renderer.render(Receipt(total: total), width: width).pngData())
    }

    @Test func equalFilesMatch() throws {
        let a = try png("12.50 €")
        #expect(PNGComparison.failure(reference: a, actual: a, tolerance: .exact) == nil)
    }

    @Test func changedPixelsFailWithCountsRegionAndADifferenceImage() throws {
        let failure = try #require(PNGComparison.failure(reference: try png("12.50 €"), actual: try png("12.58 €"), tolerance: .exact))
        #expect(failure.message.hasPrefix("Tessera: "))
        #expect(failure.message.contains("pixels differ"))
        #expect(failure.message.contains("within x"))
        let difference = try #require(failure.difference)
        #expect(Array(difference.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test func aToleranceForgivesAFewPixels() throws {
        let tolerance = try SnapshotTolerance(precision: 0.95)
        #expect(PNGComparison.failure(reference: try png("12.50 €"), actual: try png("12.58 €"), tolerance: tolerance) == nil)
    }

    @Test func differentSizesFailWithBothSizes() throws {
        let failure = try #require(PNGComparison.failure(reference: try png("1", width: 200), actual: try png("1", width: 240),
                                                         tolerance: .exact))
        #expect(failure.message.contains("the image is 480×"), "\(failure.message)")
        #expect(failure.message.contains("but the reference is 400×"), "\(failure.message)")
        #expect(failure.difference == nil)
    }

    @Test func aReferenceThatIsNotAPNGSaysSo() throws {
        let failure = try #require(PNGComparison.failure(reference: Data("Tessera could not render".utf8), actual: try png("1"),
                                                         tolerance: .exact))
        #expect(failure.message.contains("the reference is not a PNG image"), "\(failure.message)")
    }
}
