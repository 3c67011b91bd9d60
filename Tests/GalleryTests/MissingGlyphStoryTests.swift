import Foundation
import GalleryCatalog
@testable import GalleryKit
import Tessera
import Testing

/// A story whose text has a character no font covers is a failed story naming the code point,
/// never an image with boxes in it.
struct MissingGlyphStoryTests {
    @Test func aStoryWithTofuFailsWithTheCodePoint() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let tofu = Story(group: "Samples/Tofu", name: "private-use", summary: "A character no font has.") {
            Text("Logo \u{E001}")
        }
        let manifest = try GalleryRun(settings: settings(out, contactSheets: false), stories: [tofu]).run().manifest
        #expect(manifest.images.isEmpty)
        #expect(manifest.failures.count == 2)
        #expect(manifest.failures.allSatisfy { $0.error.contains("U+E001") && $0.error.contains("\"Logo \u{E001}\"") })
    }
}
