import TesseraSnapshotTesting

/// Where a `.tessera(…)` strategy was written: its failures that are not a difference of images
/// (a view that cannot render, a tolerance out of range) are reported there, in the running test
/// (Swift Testing or XCTest), like an assertion's.
struct CallLocation {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    func fail(_ message: String) {
        reportSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
