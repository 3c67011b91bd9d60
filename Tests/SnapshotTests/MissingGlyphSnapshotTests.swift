import Foundation
import Tessera
import TesseraSnapshotTestingViews
import Testing

/// A snapshot of text with a character no font covers fails naming the code point, before any
/// reference is read or recorded: a reference with boxes in it would pass forever.
@Suite struct MissingGlyphSnapshotTests {
    @Test func tofuFailsTheSnapshotWithTheCodePoint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-tofu-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try verifySnapshot(of: Text("Logo \u{E001}"), named: "tofu", record: .all,
                                   snapshotDirectory: folder.path, artifactsDirectory: folder.path)
            Issue.record("a render with a missing glyph was recorded")
        } catch {
            #expect("\(error)".contains("U+E001"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("MissingGlyphSnapshotTests").path))
    }
}
