import ArgumentParser
import Foundation
import Tessera
import Testing
@testable import GalleryKit
@testable import TesseraGallery

/// Stories with one problem each: a small tap target, waived in one of them.
let auditStories: [Story] = [
    Story(group: "Audit/Target", name: "small", summary: "A 28-point button.") {
        ColorFill(.accent).frame(width: 28, height: 28).interactive().key("tiny").padding(.m)
    },
    Story(group: "Audit/Target", name: "waived", summary: "The same, waived.") {
        ColorFill(.accent).frame(width: 28, height: 28).interactive().key("tiny").padding(.m)
    }.waiving(.touchTarget, key: "tiny", because: "the row around it is the target"),
]

enum AuditCatalog: StoryCatalog {
    static let title = "Audit"
    static var stories: [Story] { auditStories }
}

@Suite struct GalleryAuditTests {
    @Test func everyImageIsAuditedIntoAuditJSON() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try GalleryRun(settings: settings(out, contactSheets: false), stories: auditStories).run()
        #expect(report.audit.images == 4)
        #expect(report.audit.entries.map { "\($0.variant) \($0.finding.theme) \($0.waiver ?? "-")" } == [
            "small dark -", "small light -",
            "waived dark the row around it is the target", "waived light the row around it is the target",
        ])
        #expect(report.audit.unwaived.count == 2)
        #expect(report.audit.summary == "audit: 4 findings in 4 images, 2 waived (touchTarget 4)")
        let json = try String(contentsOf: out.appendingPathComponent(GalleryAudit.fileName), encoding: .utf8)
        #expect(json.hasPrefix("{\"images\": 4, \"findings\": [\n  {\"story\":\"Audit/Target\",\"variant\":\"small\",\"layoutDirection\":\"leftToRight\",\"kind\":\"touchTarget\",\"key\":\"tiny\""))
        #expect(json.contains("\"waived\":\"the row around it is the target\""))
    }

    @Test func theSampleStoriesAreClean() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try GalleryRun(settings: settings(out, contactSheets: false), stories: sampleStories).run()
        #expect(report.audit.entries.isEmpty, "\(report.audit.jsonText)")
    }

    @Test func strictFailsOnUnwaivedFindingsOnly() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let arguments = ["render", "--strict", "--scale", "1", "-o", out.path]
        var failing = try GalleryCommand<AuditCatalog>.parseAsRoot(arguments)
        #expect(throws: ExitCode.failure) { try failing.run() }
        var waived = try GalleryCommand<AuditCatalog>.parseAsRoot(arguments + ["--filter", "*/waived"])
        try waived.run()
    }

    @Test func noAuditWritesNoAuditFile() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        var unaudited = try settings(out, contactSheets: false)
        unaudited.audits = false
        let report = try GalleryRun(settings: unaudited, stories: auditStories).run()
        #expect(report.audit.entries.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(GalleryAudit.fileName).path))
        #expect(GalleryCommand<AuditCatalog>.message(for: GalleryCommandTests().parseError(["render", "--strict", "--no-audit"]))
            .contains("--strict needs the audit"))
    }

    @Test func mergeJoinsTheShardsAuditsIntoTheWholeRunsAndTheIndexShowsThem() throws {
        let whole = try temporaryFolder(), first = try temporaryFolder(), second = try temporaryFolder()
        let merged = try temporaryFolder(), partly = try temporaryFolder()
        defer { for url in [whole, first, second, merged, partly] { try? FileManager.default.removeItem(at: url) } }
        let stories = sampleStories + auditStories
        _ = try GalleryRun(settings: settings(whole, contactSheets: false), stories: stories).run()
        _ = try GalleryRun(settings: settings(first, shard: Shard(parsing: "1/2"), contactSheets: false), stories: stories).run()
        _ = try GalleryRun(settings: settings(second, shard: Shard(parsing: "2/2"), contactSheets: false), stories: stories).run()
        _ = try GalleryMerge.merge([first, second], into: merged)
        let expected = try String(contentsOf: whole.appendingPathComponent(GalleryAudit.fileName), encoding: .utf8)
        #expect(expected.contains("Audit/Target"))
        #expect(try String(contentsOf: merged.appendingPathComponent(GalleryAudit.fileName), encoding: .utf8) == expected)
        let index = try String(contentsOf: merged.appendingPathComponent("index.html"), encoding: .utf8)
        #expect((embeddedData(in: index)?["audit"] as? [String: Any])?["findings"] as? Int == 4)
        // A shard rendered without the audit: the merged gallery has none rather than a part of one.
        try FileManager.default.removeItem(at: second.appendingPathComponent(GalleryAudit.fileName))
        _ = try GalleryMerge.merge([first, second], into: partly)
        #expect(!FileManager.default.fileExists(atPath: partly.appendingPathComponent(GalleryAudit.fileName).path))
        #expect(embeddedData(in: try String(contentsOf: partly.appendingPathComponent("index.html"), encoding: .utf8))?["audit"] == nil)
    }
}

extension GalleryCommandTests {
    func parseError(_ arguments: [String]) -> Error {
        do { _ = try GalleryCommand<SampleCatalog>.parseAsRoot(arguments); return CancellationError() } catch { return error }
    }
}
