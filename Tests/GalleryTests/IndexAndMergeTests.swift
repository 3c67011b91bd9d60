import Foundation
import GalleryCatalog
import Testing
@testable import GalleryKit

struct IndexPageTests {
    /// Every `src`/`href` in the page, percent-decoded.
    func references(in html: String) -> [String] {
        var found: [String] = []
        for attribute in ["src=\"", "href=\""] {
            var rest = html[...]
            while let range = rest.range(of: attribute) {
                rest = rest[range.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                found.append(String(rest[..<end]).removingPercentEncoding ?? String(rest[..<end]))
                rest = rest[end...]
            }
        }
        return found
    }

    @Test func everyReferencedFileExistsEveryStoryAppearsAndNothingIsRemote() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let tokenPage = try #require(Catalog.stories.first { $0.id == "Tokens/radii" })
        let stories = sampleStories + [tokenPage]
        let manifest = try GalleryRun(settings: settings(out), stories: stories).run().manifest
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let refs = references(in: html)
        #expect(!refs.isEmpty)
        for ref in refs {
            #expect(!ref.contains(":"), "\(ref) is not a relative path")
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(ref).path), "\(ref) is referenced but missing")
        }
        for image in manifest.images { #expect(refs.contains(image.file), "\(image.file) is not in the index") }
        for sheet in manifest.contactSheets { #expect(refs.contains(sheet.file)) }
        for story in stories { #expect(html.contains("data-search=\"\("\(story.id) \(story.summary)".lowercased().replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"))\"")) }
        #expect(html.contains("A subtle chip &amp; &lt;friends&gt;."))
        #expect(html.contains("<input id=\"search\""))
        #expect(!html.contains("http://") && !html.contains("https://"))
        // Light and dark of a story sit side by side in one row.
        #expect(html.contains("<figure class=\"light\">") && html.contains("<figure class=\"dark\">"))
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
        // audit.json included: the shards' files join into the whole run's.
        #expect(wholeFiles[GalleryAudit.fileName] != nil)
        #expect(wholeFiles == mergedFiles)
    }

    /// Findings from several shards come back in the whole run's order, waivers and all.
    @Test func shardsAuditFilesMergeIntoTheWholeRunsFile() throws {
        let whole = try temporaryFolder(), first = try temporaryFolder(), second = try temporaryFolder(), merged = try temporaryFolder()
        defer { for url in [whole, first, second, merged] { try? FileManager.default.removeItem(at: url) } }
        _ = try GalleryRun(settings: settings(whole, contactSheets: false), stories: auditStories).run()
        _ = try GalleryRun(settings: settings(first, shard: Shard(parsing: "1/2"), contactSheets: false), stories: auditStories).run()
        _ = try GalleryRun(settings: settings(second, shard: Shard(parsing: "2/2"), contactSheets: false), stories: auditStories).run()
        _ = try GalleryMerge.merge([second, first], into: merged)
        let read = { (folder: URL) in try String(contentsOf: folder.appendingPathComponent(GalleryAudit.fileName), encoding: .utf8) }
        #expect(try read(whole).contains("\"waived\":"))
        #expect(try read(merged) == read(whole))
    }

    /// A shard rendered with --no-audit beside audited ones would drop its findings silently.
    @Test func mergeRefusesAMixOfAuditedAndUnauditedShards() throws {
        let first = try temporaryFolder(), second = try temporaryFolder(), merged = try temporaryFolder()
        defer { for url in [first, second, merged] { try? FileManager.default.removeItem(at: url) } }
        _ = try GalleryRun(settings: settings(first, shard: Shard(parsing: "1/2"), contactSheets: false), stories: auditStories).run()
        var unaudited = try settings(second, shard: Shard(parsing: "2/2"), contactSheets: false)
        unaudited.audits = false
        _ = try GalleryRun(settings: unaudited, stories: auditStories).run()
        #expect { try GalleryMerge.merge([first, second], into: merged) } throws: { error in
            "\(error)".contains("has no audit.json")
        }
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
