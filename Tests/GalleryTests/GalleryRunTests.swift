import Foundation
import GalleryCatalog
import Tessera
import Testing
@testable import GalleryKit

struct GalleryRunTests {
    @Test func rendersFilesNamedByGroupStoryThemeAndScale() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try GalleryRun(settings: settings(out, scale: 2), stories: sampleStories).run()
        let manifest = report.manifest
        #expect(manifest.failures.isEmpty)
        #expect(manifest.images.map(\.file) == [
            "Samples/Chip/accent.light@2x.png", "Samples/Chip/accent.dark@2x.png",
            "Samples/Chip/subtle.light@2x.png", "Samples/Chip/subtle.dark@2x.png",
            "Samples/Card/plain.light@2x.png", "Samples/Card/plain.dark@2x.png",
            "Samples/Screen/blank.light@2x.png", "Samples/Screen/blank.dark@2x.png",
        ])
        let written = try files(in: out)
        for image in manifest.images {
            let data = try #require(written[image.file])
            #expect(SHA256.hexDigest(data) == image.sha256)
            #expect(image.width == 750 || image.file.hasPrefix("Samples/Screen"))
        }
        let screen = try #require(manifest.images.first { $0.variant == "blank" })
        #expect((screen.width, screen.height) == (240, 400))
        #expect(manifest.contactSheets.map(\.file).sorted() == [
            "_contact-sheets/Samples/Card.dark.png", "_contact-sheets/Samples/Card.light.png",
            "_contact-sheets/Samples/Chip.dark.png", "_contact-sheets/Samples/Chip.light.png",
            "_contact-sheets/Samples/Screen.dark.png", "_contact-sheets/Samples/Screen.light.png",
        ])
        #expect(try Manifest.read(from: out) == manifest)
        #expect(report.medianMilliseconds != nil)
    }

    @Test func oneJobAndManyJobsWriteTheSameBytes() throws {
        let one = try temporaryFolder(), many = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: one); try? FileManager.default.removeItem(at: many) }
        let a = try GalleryRun(settings: settings(one, jobs: 1), stories: sampleStories).run().manifest
        let b = try GalleryRun(settings: settings(many, jobs: 8), stories: sampleStories).run().manifest
        #expect(a.withoutTimings == b.withoutTimings)
        var filesA = try files(in: one), filesB = try files(in: many)
        // The manifest differs only in its timings (compared above).
        filesA[Manifest.fileName] = nil
        filesB[Manifest.fileName] = nil
        #expect(filesA.keys.sorted() == filesB.keys.sorted())
        for (name, data) in filesA { #expect(filesB[name] == data, "\(name) differs between --jobs 1 and --jobs 8") }
    }

    @Test func aFailingStoryIsReportedByNameAndTheRestRender() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let broken = Story(group: "Samples/Broken", name: "missing-image", summary: "Refers to a file that is not there.") {
            Image(file: "/nonexistent/picture.png")
        }
        let badName = Story(group: "Samples/../Escape", name: "x", summary: "A path that would leave the output.") { Text("x") }
        let manifest = try GalleryRun(settings: settings(out, contactSheets: false), stories: sampleStories + [broken, badName]).run().manifest
        #expect(manifest.images.count == sampleStories.count * 2)
        #expect(manifest.failures.map { "\($0.story)/\($0.variant).\($0.theme)" } == [
            "Samples/Broken/missing-image.light", "Samples/Broken/missing-image.dark",
            "Samples/../Escape/x.light", "Samples/../Escape/x.dark",
        ])
        #expect(manifest.failures[0].error.contains("/nonexistent/picture.png"))
        #expect(manifest.failures[2].error.contains("\"..\""))
        #expect(!FileManager.default.fileExists(atPath: out.deletingLastPathComponent().appendingPathComponent("Escape").path))
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let data = try #require(embeddedData(in: html))
        #expect((data["summary"] as? String)?.hasSuffix("4 failed") == true)
        let brokenPage = try #require((data["stories"] as? [[String: Any]])?.first { $0["id"] as? String == "Samples/Broken" })
        let variant = try #require((brokenPage["variants"] as? [[String: Any]])?.first)
        #expect(variant["name"] as? String == "missing-image")
        #expect((variant["failures"] as? [[String: Any]])?.count == 2)
    }

    @Test func duplicateStoryIdsAreAnError() throws {
        #expect(throws: GalleryError.duplicateStory("Samples/Chip/accent")) {
            try GalleryRun(settings: settings(FileManager.default.temporaryDirectory), stories: sampleStories + [sampleStories[0]])
        }
    }

    @Test func filterSelectsByGlobOverGroupAndName() throws {
        let run = try GalleryRun(settings: settings(FileManager.default.temporaryDirectory, filter: "Samples/Chip/*"), stories: sampleStories)
        #expect(run.selection.map(\.story.id) == ["Samples/Chip/accent", "Samples/Chip/subtle"])
        #expect(run.selection.map(\.order) == [0, 1])
    }

    @Test func catalogIdsAreUniqueAndUsableAsPaths() throws {
        let stories = Catalog.stories
        #expect(Set(stories.map(\.id)).count == stories.count)
        for story in stories { #expect(StoryFile.problem(with: story) == nil, "\(story.id)") }
        #expect(stories.contains { $0.id == "Tokens/colors" })
    }
}
