@_exported import TesseraPixelDiff
import TesseraRaster

/// The snapshot engine's pixel comparison: `PixelDiff` (TesseraPixelDiff, shared with
/// `gallery compare`), its errors reported as this module's `SnapshotError`s, worded as always.
///
/// Re-exports `TesseraPixelDiff`, so `PixelDifference` and `PixelRegion` in this module's API
/// need no second import.
public enum PixelMatch {
    /// Compares `actual` with `reference`. `threshold` is pixelmatch's per-pixel threshold: 0
    /// means any perceptible change counts, 1 accepts everything.
    public static func compare(_ reference: Bitmap, _ actual: Bitmap, threshold: Double) throws(SnapshotError) -> PixelDifference {
        do { return try PixelDiff.compare(reference, actual, threshold: threshold) } catch { throw SnapshotError(error) }
    }

    /// The comparison and its diff image: differing pixels red, anti-aliasing yellow, everything
    /// else the reference in faded gray.
    public static func diff(_ reference: Bitmap, _ actual: Bitmap, threshold: Double) throws(SnapshotError) -> (PixelDifference, Bitmap) {
        do { return try PixelDiff.diff(reference, actual, threshold: threshold) } catch { throw SnapshotError(error) }
    }
}

extension SnapshotError {
    init(_ error: PixelDiffError) {
        switch error {
        case .sizeMismatch(let reference, let actual): self = .sizeMismatch(reference: reference, actual: actual)
        case .invalidThreshold: self = .invalidTolerance(error.description)
        case .diffImage: self = .io(error.description)
        }
    }
}
