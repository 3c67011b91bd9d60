import Foundation
import TesseraSnapshotTesting

/// Folders of this package that the tests read, found from this file like `Snapshots/` is.
enum PackageFolders {
    static func tokens(filePath: String = #filePath) throws -> URL {
        try PackageRoot.containing(filePath).appendingPathComponent("Tokens", isDirectory: true)
    }
}
