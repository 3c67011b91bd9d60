import Foundation
import GalleryCatalog
import Testing
@testable import GalleryKit

struct IndexPageTests {
    /// Every file the page data names (images and contact sheets).
    func files(in data: [String: Any]) -> [String] {
        let stories = data["stories"] as? [[String: Any]] ?? []
        let variants = stories.flatMap { $0["variants"] as? [[String: Any]] ?? [] }
        let images = variants.flatMap { $0["images"] as? [[String: Any]] ?? [] } + stories.flatMap { $0["sheets"] as? [[String: Any]] ?? [] }
        return images.compactMap { $0["file"] as? String }
    }

    @Test func everyFileTheIndexNamesExistsEveryStoryAppearsAndNothingIsRemote() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let tokenPage = try #require(Catalog.stories.first { $0.id == "Tokens/radii" })
        let stories = sampleStories + [tokenPage]
        let manifest = try GalleryRun(settings: settings(out), stories: stories).run().manifest
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let data = try #require(embeddedData(in: html))
        let named = files(in: data)
        #expect(!named.isEmpty)
        for file in named {
            #expect(!file.contains(":"), "\(file) is not a relative path")
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(file).path), "\(file) is named but missing")
        }
        #expect(Set(named) == Set(manifest.images.map(\.file) + manifest.contactSheets.map(\.file)))
        let pages = (data["stories"] as? [[String: Any]] ?? []).map { page in
            (page["variants"] as? [[String: Any]] ?? []).map { "\(page["id"] ?? "")/\($0["name"] ?? "") \($0["summary"] ?? "")" }
        }.joined()
        #expect(Array(pages) == stories.map { "\($0.id) \($0.summary)" })
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("<input id=\"search\""))
        // The sample stories are clean: an audit with no findings.
        #expect((data["audit"] as? [String: Any])?["findings"] as? Int == 0)
    }
}

struct MergeTests {
    @Test func shardsMergeIntoTheWholeGallery() throws {
        let whole = try temporaryFolder(), first = try temporaryFolder(), second = try temporaryFolder(), merged = try temporaryFolder()
        defer { for url in [whole, first, second, merged] { try? FileManager.default.removeItem(at: url) } }
        let all = try GalleryRun(settings: settings(whole), stories: sampleStories).run().manifest
        let a = try GalleryRun(settings: settings(first, shard: Shard(parsing: "1/2")), stories: sampleStories).run().manifest
        let b = try GalleryRun(settings: settings(second, shard: Shard(parsing: "2/2")), stories: sampleStories).run().manifest
        #expect(!a.images.isEmpty && !b.images.isEmpty)
        #expect(Set(a.images.map(\.file)).isDisjoint(with: b.images.map(\.file)))
        let result = try GalleryMerge.merge([first, second], into: merged)
        #expect(result.withoutTimings.images == all.withoutTimings.images)
        #expect(result.contactSheets == all.contactSheets)
        #expect(result.settings == all.settings)
        var wholeFiles = try files(in: whole), mergedFiles = try files(in: merged)
        wholeFiles[Manifest.fileName] = nil
        mergedFiles[Manifest.fileName] = nil
        // The shards' audits join into the whole run's audit.json, so the indexes are the same too.
        #expect(wholeFiles[GalleryAudit.fileName] != nil)
        #expect(wholeFiles == mergedFiles)
    }

    @Test func mergeRejectsChangedFilesAndMismatchedSettings() throws {
        let first = try temporaryFolder(), second = try temporaryFolder(), merged = try temporaryFolder()
        defer { for url in [first, second, merged] { try? FileManager.default.removeItem(at: url) } }
        let manifest = try GalleryRun(settings: settings(first, filter: "Samples/Chip/*", contactSheets: false), stories: sampleStories).run().manifest
        _ = try GalleryRun(settings: settings(second, scale: 2, filter: "Samples/Card/*", contactSheets: false), stories: sampleStories).run()
        #expect(throws: GalleryError.self) { try GalleryMerge.merge([first, second], into: merged) }
        try Data([1, 2, 3]).write(to: first.appendingPathComponent(manifest.images[0].file))
        #expect(throws: GalleryError.self) { try GalleryMerge.merge([first], into: merged) }
    }

    @Test func aBrokenManifestNamesTheFileAndThePath() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"format": 1, "settings": {"scale": "two"}}"#.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        do {
            _ = try Manifest.read(from: folder)
            Issue.record("a broken manifest was read")
        } catch {
            #expect(error.description.contains("manifest.json"))
            #expect(error.description.contains("settings"))
        }
    }
}
