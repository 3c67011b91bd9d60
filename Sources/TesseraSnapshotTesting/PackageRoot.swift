import Foundation

/// Finds the Swift package a test file belongs to, so references live in the package's own
/// `Snapshots/` folder whatever the working directory of the test run is.
public enum PackageRoot {
    /// The nearest folder above `filePath` that holds a Package.swift.
    public static func containing(_ filePath: String) throws(SnapshotError) -> URL {
        var components = filePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard filePath.hasPrefix("/") else { throw .packageRootNotFound(filePath) }
        while !components.isEmpty {
            components.removeLast()
            let folder = "/" + components.joined(separator: "/")
            let manifest = (folder == "/" ? "" : folder) + "/Package.swift"
            if FileManager.default.fileExists(atPath: manifest) {
                return URL(fileURLWithPath: folder, isDirectory: true)
            }
        }
        throw .packageRootNotFound(filePath)
    }
}
