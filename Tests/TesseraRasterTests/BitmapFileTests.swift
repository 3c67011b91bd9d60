import ConfinedFiles
import Foundation
import Testing
@testable import TesseraRaster

/// Bitmaps a display list names by file: read inside the asset folder only, regular files only.
@Suite struct BitmapFileTests {
    /// A temporary folder holding `assets/dot.png` (one blue pixel) and `secret.png` beside it.
    struct Folder {
        let path: String
        var assets: String { path + "/assets" }

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-raster-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path + "/assets", withIntermediateDirectories: true)
            let png = Data(try PNG.encode(try Bitmap(width: 1, height: 1, pixels: [0, 0, 255, 255])))
            try png.write(to: URL(fileURLWithPath: assets + "/dot.png"))
            try png.write(to: URL(fileURLWithPath: path + "/secret.png"))
        }

        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    /// A display list drawing `file` (a name without quotes or backslashes) over its canvas.
    static func document(file: String) -> [UInt8] {
        Array(##"{"width": 4, "height": 4, "operations": [{"op": "image", "bitmap": {"file": "\##(file)"}, "rect": [0, 0, 4, 4]}]}"##.utf8)
    }

    /// The error `decode` throws for a document naming `file`, or nil when it decodes.
    static func failure(file: String, in folder: Folder) throws -> String? {
        let root = try FileRoot(folder.assets)
        do {
            _ = try DrawDocument.decode(document(file: file), assets: root)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func relativeFilesResolveInTheAssetFolder() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let doc = try DrawDocument.decode(Self.document(file: "dot.png"), assets: try FileRoot(folder.assets))
        let c = try doc.render(width: 4, height: 4, scale: 1, background: nil)
        #expect(c.pixel(x: 2, y: 2) == (0, 0, 255, 255))
    }

    @Test func aMissingFileNamesItsPath() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let message = try #require(try Self.failure(file: "missing.png", in: folder))
        #expect(message.contains("$.operations[0].bitmap.file (line 1, column"))
        #expect(message.contains("\"missing.png\" does not exist"))
    }

    @Test func pathsLeavingTheAssetFolderAreRefused() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.assets + "/link.png", withDestinationPath: folder.path + "/secret.png")
        try FileManager.default.createSymbolicLink(atPath: folder.assets + "/up", withDestinationPath: folder.path)
        for file in ["../secret.png", folder.path + "/secret.png", "link.png", "up/secret.png", "up/assets/../secret.png", "~/x.png", "/dev/zero"] {
            let message = try #require(try Self.failure(file: file, in: folder), "\(file) was read")
            #expect(message.contains("$.operations[0].bitmap.file"), "\(message)")
            #expect(message.contains("outside its folder") || message.contains("must be a relative path"), "\(message)")
        }
    }

    @Test func onlyRegularFilesAreRead() throws {
        let folder = try Folder()
        defer { folder.remove() }
        #expect(mkfifo(folder.assets + "/fifo.png", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: folder.assets + "/dir.png", withIntermediateDirectories: true)
        for file in ["fifo.png", "dir.png"] {
            let message = try #require(try Self.failure(file: file, in: folder), "\(file) was read")
            #expect(message.contains("not a regular file"), "\(message)")
        }
    }

    @Test func withoutAnAssetFolderFilesAreRefused() {
        #expect(throws: RasterError.self) { try DrawDocument.decode(Self.document(file: "dot.png")) }
    }
}
