import Foundation
import TesseraRaster
import TesseraSnapshotTesting

/// Two PNG files compared as `SnapshotVerifier` compares a render with its reference: equal bytes
/// match without decoding; images of different sizes never match; otherwise `PixelMatch` counts
/// the pixels that differ beyond the tolerance (anti-aliasing aside) and draws where.
enum PNGComparison {
    struct Failure: Equatable {
        /// One line for the test log: what differs, how much, where.
        var message: String
        /// The difference image (PNG), when both images could be compared pixel by pixel.
        var difference: Data?
    }

    /// Why `actual` does not match `reference`, or nil when it does.
    static func failure(reference: Data, actual: Data, tolerance: SnapshotTolerance) -> Failure? {
        guard reference != actual else { return nil }
        let referenceImage: Bitmap, actualImage: Bitmap
        do { referenceImage = try PNG.decode([UInt8](reference)) } catch {
            return Failure(message: "Tessera: the reference is not a PNG image (\(error)); record it again", difference: nil)
        }
        do { actualImage = try PNG.decode([UInt8](actual)) } catch {
            return Failure(message: "Tessera: the snapshot is not a PNG image (\(error))", difference: nil)
        }
        guard referenceImage.width == actualImage.width, referenceImage.height == actualImage.height else {
            let mismatch = SnapshotMismatch.size(reference: PixelSize(width: referenceImage.width, height: referenceImage.height),
                                                 actual: PixelSize(width: actualImage.width, height: actualImage.height))
            return Failure(message: "Tessera: \(mismatch.summary)", difference: nil)
        }
        do {
            let difference = try PixelMatch.compare(referenceImage, actualImage, threshold: tolerance.threshold)
            if tolerance.accepts(difference) { return nil }
            // Only a failure pays for the difference image.
            let (_, diffImage) = try PixelMatch.diff(referenceImage, actualImage, threshold: tolerance.threshold)
            let mismatch = SnapshotMismatch.pixels(difference, tolerance: tolerance)
            return Failure(message: "Tessera: \(mismatch.summary)", difference: try? Data(PNG.encode(diffImage)))
        } catch {
            return Failure(message: "Tessera: the images cannot be compared (\(error))", difference: nil)
        }
    }
}
