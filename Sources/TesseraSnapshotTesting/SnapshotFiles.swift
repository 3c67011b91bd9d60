import Foundation

/// File reads and writes with errors that name the path. Writes are atomic (temporary file,
/// then rename), so a reader never sees half a PNG or half a report.
enum SnapshotFiles {
    static func read(_ url: URL) throws(SnapshotError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .io("cannot read \(url.path)")
        }
        return Array(data)
    }

    static func write(_ bytes: [UInt8], to url: URL) throws(SnapshotError) {
        try createFolder(url.deletingLastPathComponent())
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw .io("cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    static func createFolder(_ folder: URL) throws(SnapshotError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create the folder \(folder.path): \(error.localizedDescription)")
        }
    }
}
