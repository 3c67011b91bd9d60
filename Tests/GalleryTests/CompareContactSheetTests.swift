import Foundation
import Testing
@testable import GalleryKit

/// Contact sheets are compared like story images, reviewed, and never approved as references.
@Suite struct CompareContactSheetTests {
    @Test func aLightOnlyEditChangesTheLightSheetsOnlyAndApproveSkipsThem() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let before = base.appendingPathComponent("before"), after = base.appendingPathComponent("after")
        let review = base.appendingPathComponent("review")
        let tokens = try CompareTests.lightEditedTokens(in: base)
        var settings = try settings(before, filter: "Samples/Chip/*")
        _ = try GalleryRun(settings: settings, stories: sampleStories).run()
        settings.output = after
        settings.tokens = .folder(tokens)
        let manifest = try GalleryRun(settings: settings, stories: sampleStories).run().manifest
        #expect(manifest.contactSheets.count == 2)
        let report = try GalleryCompare.compare(baseline: before, current: after, into: review, jobs: 2)
        let sheets = report.changes.filter { $0.contactSheet == true }
        #expect(sheets.map { "\($0.story)/\($0.variant)@\($0.theme) \($0.status)" } == [
            "Samples/Chip/contact sheet@light changed", "Samples/Chip/contact sheet@dark unchanged",
        ])
        #expect(sheets[0].scale == 1 && sheets[0].diff != nil && sheets[0].after?.file.hasPrefix("after/_contact-sheets/") == true)
        // Story images carry no flag; the review page lists the sheet without accept/reject.
        #expect(report.changes.filter { $0.contactSheet == nil }.count == manifest.images.count)
        let html = try String(contentsOf: review.appendingPathComponent(ReviewPage.fileName), encoding: .utf8)
        let article = try #require(html.components(separatedBy: "<article").first { $0.contains("Samples/Chip/contact sheet@light") })
        #expect(!article.contains("name=\"verdict-"))
        let snapshots = base.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        let outcome = try GalleryApprove.approve(review: review, selections: ["Samples/Chip/contact sheet@light"], snapshots: snapshots)
        #expect(outcome.written.isEmpty)
        #expect(outcome.skipped.count == 1 && outcome.skipped[0].contains("a contact sheet"))
    }
}
