import Foundation
import Tessera
import Testing
@testable import GalleryKit

/// Locales are a rendition axis like text sizes: every story in each, named in file names when
/// the run is not plain en-US, recorded per image in the manifest; ar-XB draws right to left only.
struct LocaleRenditionTests {
    @Test func pseudoLocalesRenderEveryStoryNamedByLocaleAndDifferentFromThePlainRender() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let chip = [sampleStories[0]]
        let settings = try GallerySettings(output: out, schemes: [.light], scale: 1, jobs: 2,
                                           locales: ["en-US", "en-XA", "ar-XB"], contactSheets: false)
        let manifest = try GalleryRun(settings: settings, stories: chip).run().manifest
        #expect(manifest.failures.isEmpty)
        #expect(manifest.images.map(\.file) == ["Samples/Chip/accent.light.en-US@1x.png", "Samples/Chip/accent.light.en-XA@1x.png",
                                               "Samples/Chip/accent.light.ar-XB@1x.png"])
        #expect(manifest.images.map(\.locale) == ["en-US", "en-XA", "ar-XB"])
        // ar-XB is right to left whatever the run's directions, as Android lays it out.
        #expect(manifest.images.map(\.layoutDirection) == ["leftToRight", "leftToRight", "rightToLeft"])
        #expect(manifest.settings.locales == ["en-US", "en-XA", "ar-XB"])
        #expect(Set(manifest.images.map(\.sha256)).count == 3)
        // Compare tells the locales apart.
        #expect(Set(manifest.images.map { ImageKey($0) }).count == 3)
    }

    @Test func aRunOfTheDefaultLocaleNamesItsFilesAsBefore() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let settings = try GallerySettings(output: out, schemes: [.dark], scale: 1, contactSheets: false)
        let manifest = try GalleryRun(settings: settings, stories: [sampleStories[0]]).run().manifest
        #expect(manifest.images.map(\.file) == ["Samples/Chip/accent.dark@1x.png"])
        #expect(manifest.images.map(\.locale) == ["en-US"])
        let other = try GallerySettings(output: out, schemes: [.dark], scale: 1, locales: ["ar-XB"], contactSheets: false)
        #expect(other.renditions.map(\.layoutDirection) == [.rightToLeft])
        #expect(other.fileLabel(other.renditions[0]) == "dark.ar-XB")
    }

    @Test func aLocaleThatIsNotATagIsRefusedBeforeItNamesAFile() {
        for bad in ["../x", "", "en US", "en/XA"] {
            #expect(throws: GalleryError.self) { try GallerySettings(output: URL(fileURLWithPath: "/tmp"), locales: [bad]) }
        }
        #expect(throws: GalleryError.self) { try GallerySettings(output: URL(fileURLWithPath: "/tmp"), locales: ["en-XA", "en-XA"]) }
    }
}
