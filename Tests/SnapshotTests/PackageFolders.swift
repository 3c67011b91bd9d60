import Foundation
import TesseraSnapshotTesting

/// Folders of this package that the tests read, found from this file like `Snapshots/` is.
enum PackageFolders {
    /// Tessera's token folder as committed (the library ships it as a resource).
    static func tokens(filePath: String = #filePath) throws -> URL {
        try PackageRoot.containing(filePath).appendingPathComponent("Sources/Tessera/Resources/Tokens", isDirectory: true)
    }
}
