import Foundation
import SnapshotTesting
import TesseraRaster
import TesseraSnapshotTesting

extension Snapshotting where Value == Data, Format == Data {
    /// PNG bytes (from Tessera or anywhere else) stored as `.png` references and compared with
    /// Tessera's comparison engine: byte-equal files match at once; otherwise both are decoded and
    /// compared pixel by pixel with `precision` and `perceptualPrecision` as in `tessera(width:…)`.
    public static func tesseraPNG(
        precision: Double = 1, perceptualPrecision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        tesseraPNG(precision: precision, perceptualPrecision: perceptualPrecision,
                   location: CallLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    static func tesseraPNG(precision: Double, perceptualPrecision: Double, location: CallLocation) -> Snapshotting {
        let tolerance: SnapshotTolerance
        do {
            tolerance = try SnapshotTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
        } catch {
            // Comparing exactly can only fail more often than the tolerance meant: never a false pass.
            location.fail("\(error)")
            tolerance = .exact
        }
        return Snapshotting(pathExtension: "png", diffing: .tesseraPNG(tolerance: tolerance))
    }
}

extension Diffing where Value == Data {
    /// PNG files compared as images by `PNGComparison`.
    public static func tesseraPNG(tolerance: SnapshotTolerance) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard let failure = PNGComparison.failure(reference: reference, actual: actual, tolerance: tolerance) else { return nil }
            return (failure.message, failure.difference.map { [.data($0, name: "difference.png")] } ?? [])
        }
    }
}
