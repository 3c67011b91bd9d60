import Foundation
import GalleryCatalog
import Tessera
import Testing
@testable import GalleryKit

/// `gallery compare` and `gallery approve` on small galleries: a light-only token edit, two
/// renders of the same code, hostile review inputs.
struct CompareTests {
    /// A copy of the token folder whose light theme's page background is another gray: every light
    /// image changes, no dark one.
    static func lightEditedTokens(in base: URL) throws -> URL {
        let copy = base.appendingPathComponent("tokens")
        try FileManager.default.copyItem(at: defaultTokensFolder, to: copy)
        let light = copy.appendingPathComponent("theme/light.tokens.json")
        let text = try String(contentsOf: light, encoding: .utf8)
        let old = "\"primary\": { \"$value\": \"{palette.gray.0}\", \"$description\": \"The page behind everything.\" }"
        #expect(text.contains(old), "the light theme's page background moved; update the test's edit")
        try text.replacingOccurrences(of: old, with: old.replacingOccurrences(of: "gray.0", with: "gray.100"))
            .write(to: light, atomically: true, encoding: .utf8)
        return copy
    }

    /// Tessera's default tokens as the repository holds them (the folder the library bundles).
    static let defaultTokensFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Tessera/Resources/Tokens")

    static func render(_ out: URL, tokens: URL? = nil) throws -> Manifest {
        var settings = try settings(out, contactSheets: false)
        settings.tokens = tokens.map(TokenLayers.folder) ?? .defaults
        return try GalleryRun(settings: settings, stories: sampleStories).run().manifest
    }

    @Test func aLightOnlyTokenEditChangesLightImagesAndNoDarkOnes() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let before = base.appendingPathComponent("before"), after = base.appendingPathComponent("after")
        let review = base.appendingPathComponent("review")
        let manifest = try Self.render(before)
        _ = try Self.render(after, tokens: Self.lightEditedTokens(in: base))
        let report = try GalleryCompare.compare(baseline: before, current: after, into: review, jobs: 2)

        // Every light story drawn on the page background changes; the screen fills itself with
        // the grouped background, which the edit leaves alone, and no dark image changes.
        func moves(_ theme: String, _ story: String) -> Bool { theme == "light" && story != "Samples/Screen" }
        let moved = manifest.images.filter { moves($0.theme, $0.story) }.count
        #expect(moved == 3)
        #expect(report.counts == ["changed": moved, "added": 0, "removed": 0, "unchanged": manifest.images.count - moved])
        for change in report.changes {
            #expect(change.status == (moves(change.theme, change.story) ? .changed : .unchanged), "\(change.approvalID)")
        }
        for change in report.reviewable {
            let pixels = try #require(change.differentPixels)
            #expect(pixels > 0)
            #expect((change.largestDifference ?? 0) > 0)
            let region = try #require(change.region)
            #expect(region.width > 0 && region.x + region.width <= (change.after?.width ?? 0))
            for file in [change.before?.file, change.after?.file, change.diff] {
                let file = try #require(file)
                #expect(FileManager.default.fileExists(atPath: review.appendingPathComponent(file).path), "\(file)")
            }
        }
        // changes.json reads back as written, and the page lists exactly the changed images.
        let json = try Data(contentsOf: review.appendingPathComponent(ChangeReport.fileName))
        #expect(try JSONDecoder().decode(ChangeReport.self, from: json) == report)
        let html = try String(contentsOf: review.appendingPathComponent(ReviewPage.fileName), encoding: .utf8)
        let listed = html.components(separatedBy: "data-id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(listed == report.reviewable.map(\.approvalID))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func twoRendersOfTheSameCodeReportNoChangeWithoutReadingTheImages() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let first = base.appendingPathComponent("first"), second = base.appendingPathComponent("second")
        let manifest = try Self.render(first)
        _ = try Self.render(second)
        // Equal SHA-256s must decide: an image that is not even a PNG any more is never opened.
        try Data("not a png".utf8).write(to: first.appendingPathComponent(manifest.images[0].file))
        let report = try GalleryCompare.compare(baseline: first, current: second, into: base.appendingPathComponent("review"))
        #expect(report.reviewable.isEmpty)
        #expect(report.counts["unchanged"] == manifest.images.count)
        let html = try String(contentsOf: base.appendingPathComponent("review/index.html"), encoding: .utf8)
        #expect(html.contains("No image changed."))
    }

    @Test func imagesMatchByRenditionNotByFileName() throws {
        func image(_ theme: String, _ textSize: String, sha: String, order: Int = 0, file: String = "A/b.light@2x.png") -> (ImageKey, Manifest.Image) {
            let image = Manifest.Image(story: "A", variant: "b", summary: "", order: order, theme: theme, textSize: textSize,
                                       layoutDirection: "leftToRight", scale: 2, part: nil, parts: nil, file: file,
                                       width: 1, height: 1, sha256: sha, renderMilliseconds: 0)
            return (ImageKey(image), image)
        }
        let pairs = ImageMatching.pairs(
            baseline: [image("light", "large", sha: "1"), image("dark", "large", sha: "2"), image("light", "xSmall", sha: "3")],
            current: [image("light", "large", sha: "1", file: "A/b.light.large@2x.png"), image("dark", "large", sha: "9"),
                      image("light", "accessibility1", sha: "3")])
        #expect(pairs.map(\.status) == [.unchanged, nil, .added, .removed])
        #expect(pairs.map(\.key.textSize) == ["large", "large", "accessibility1", "xSmall"])
        // A locale tells images apart; an image of a manifest written before locales was drawn in
        // the default one, so it matches a current image of en-US.
        var (key, manifestImage) = image("light", "large", sha: "1")
        manifestImage.locale = "ar-XB"
        #expect(ImageKey(manifestImage) != key)
        manifestImage.locale = "en-US"
        #expect(ImageKey(manifestImage) == key)
    }

    @Test func aChangedImageWhoseBytesDoNotMatchItsManifestIsAnError() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let before = base.appendingPathComponent("before"), after = base.appendingPathComponent("after")
        _ = try Self.render(before)
        let manifest = try Self.render(after, tokens: Self.lightEditedTokens(in: base))
        let light = try #require(manifest.images.first { $0.theme == "light" })
        try FileManager.default.copyItem(at: before.appendingPathComponent(light.file), to: base.appendingPathComponent("saved.png"))
        try FileManager.default.removeItem(at: after.appendingPathComponent(light.file))
        try FileManager.default.copyItem(at: base.appendingPathComponent("saved.png"), to: after.appendingPathComponent(light.file))
        #expect {
            try GalleryCompare.compare(baseline: before, current: after, into: base.appendingPathComponent("review"))
        } throws: { "\($0)".contains("does not match its SHA-256") && "\($0)".contains(light.file) }
    }

    @Test func aManifestListingAPathOutsideItsRunIsRefusedBeforeAnythingIsRead() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let before = base.appendingPathComponent("before"), after = base.appendingPathComponent("after")
        _ = try Self.render(before)
        var manifest = try Self.render(after)
        manifest.images[1].file = "../before/" + manifest.images[1].file
        try manifest.jsonData().write(to: after.appendingPathComponent(Manifest.fileName))
        #expect {
            try GalleryCompare.compare(baseline: before, current: after, into: base.appendingPathComponent("review"))
        } throws: { "\($0)".contains("images[1].file") && "\($0)".contains("uses \"..\"") }
    }

    @Test func approveWritesAcceptedImagesAsTheSuiteRecordsThemAndLeavesTheRestAlone() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let before = base.appendingPathComponent("before"), after = base.appendingPathComponent("after")
        let review = base.appendingPathComponent("review"), snapshots = base.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        let tokens = try Self.lightEditedTokens(in: base)
        _ = try Self.render(before)
        _ = try Self.render(after, tokens: tokens)
        _ = try GalleryCompare.compare(baseline: before, current: after, into: review)

        let outcome = try GalleryApprove.approve(review: review, selections: ["Samples/Chip/accent@light", "Samples/Card/plain"],
                                                 snapshots: snapshots)
        #expect(outcome.written == ["Samples-Chip/accent.light@1x.png", "Samples-Card/plain.light@1x.png"])
        #expect(outcome.skipped.isEmpty)
        // The bytes the snapshot suite records for the story: it then passes without a pixel compare.
        let story = try #require(sampleStories.first { $0.id == "Samples/Chip/accent" })
        let renderer = Story.renderer(themes: try ThemeSet(tokens: .folder(tokens)), colorScheme: .light, scale: 1)
        let expected: [UInt8] = try story.render(with: renderer).pngData()
        #expect(try Array(Data(contentsOf: snapshots.appendingPathComponent("Samples-Chip/accent.light@1x.png"))) == expected)
        // Changes not named (the subtle chip, the screen) are left alone.
        #expect(try files(in: snapshots).keys.sorted() == ["Samples-Card/plain.light@1x.png", "Samples-Chip/accent.light@1x.png"])
        // A name that matches no change is an error, not a silent no-op.
        #expect {
            try GalleryApprove.approve(review: review, selections: ["Samples/Chip/accent@dark"], snapshots: snapshots)
        } throws: { "\($0)".contains("names no change") }
    }

    @Test func approveSkipsImagesTheSuiteDoesNotCheck() {
        var change = ImageChange(story: "A", variant: "b", summary: "", theme: "light", scale: 2, textSize: "large",
                                 layoutDirection: "leftToRight", status: .changed)
        #expect(GalleryApprove.whyNotReference(change) == nil)
        change.textSize = "accessibility3"
        #expect(GalleryApprove.whyNotReference(change) != nil)
        change.textSize = "large"
        change.part = 2
        #expect(GalleryApprove.whyNotReference(change) != nil)
        change.part = nil
        change.status = .removed
        #expect(GalleryApprove.whyNotReference(change) != nil)
    }
}
