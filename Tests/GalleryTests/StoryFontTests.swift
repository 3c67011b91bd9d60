import Foundation
import GalleryCatalog
@testable import GalleryKit
import Tessera
import TesseraText
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

/// The manifest records the font files the run's text was drawn with.
struct ManifestFontsTests {
    @Test func theManifestListsTheFontsWithVersionAndHash() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let manifest = try GalleryRun(settings: settings(out, contactSheets: false), stories: sampleStories).run().manifest
        let fonts = try #require(manifest.fonts)
        let inter = try #require(fonts.first { $0.file == "Inter-Regular.otf" })
        #expect(inter.family == "Inter")
        #expect(inter.version.hasPrefix("Version"))
        #expect(inter.hash.count == 16)
        #expect(fonts == fonts.sorted())
        let reread = try Manifest.read(from: out)
        #expect(reread.fonts == manifest.fonts)
    }
}
