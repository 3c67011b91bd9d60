import Foundation
import Testing
import TesseraGeometry
import TesseraRaster
import TesseraSnapshotTesting

/// The HTML report lists every current failure, survives parallel writers, and forgets fixed ones.
@Suite struct FailureReportTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func verify(_ bitmap: Bitmap, name: String) throws -> SnapshotResult {
        try verifySnapshot(
            png: try Fixtures.png(bitmap), named: name, theme: "light", scale: 2, suite: "Cards", record: .missing,
            snapshotDirectory: folder.file("Snapshots").path, artifactsDirectory: folder.file("artifacts").path,
            environment: SnapshotEnvironment([:]))
    }

    @Test func theReportShowsEachFailureWithItsImagesInline() throws {
        _ = try verify(try Fixtures.card(), name: "plain")
        let result = try verify(try Fixtures.card(padding: 14), name: "plain")
        let report = try #require(folder.text("artifacts/report.html"))
        #expect(result.artifacts?.report == folder.file("artifacts/report.html").path)
        #expect(report.contains("1 failing snapshot."))
        #expect(report.contains("<h2>Cards/plain.light@2x</h2>"))
        #expect(report.contains(try #require(result.mismatch).summary))
        // reference, diff, actual and the two blink images, all inline: it works from file://.
        #expect(report.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 5)
        #expect(report.contains("class=\"blink\""))
        #expect(!report.contains("src=\"file:") && !report.contains("src=\"http"))
    }

    @Test func namesAreEscaped() throws {
        _ = try verify(try Fixtures.card(), name: "<b>&")
        _ = try verify(try Fixtures.card(padding: 14), name: "<b>&")
        let report = try #require(folder.text("artifacts/report.html"))
        #expect(report.contains("Cards/&lt;b&gt;&amp;.light@2x"))
        #expect(!report.contains("<b>&"))
    }

    @Test func parallelFailuresAllReachTheReport() async throws {
        let names = (0..<12).map { "story-\($0)" }
        for name in names { _ = try verify(try Fixtures.card(), name: name) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for name in names {
                group.addTask { _ = try verify(try Fixtures.card(padding: 14), name: name) }
            }
            try await group.waitForAll()
        }
        let report = try #require(folder.text("artifacts/report.html"))
        #expect(report.contains("12 failing snapshots."))
        for name in names { #expect(report.contains("<h2>Cards/\(name).light@2x</h2>")) }
        // Sorted by name, whatever order the tasks finished in.
        let positions = names.sorted().compactMap { report.range(of: "Cards/\($0).light")?.lowerBound }
        #expect(positions == positions.sorted())
    }

    @Test func reRecordingAFailedSnapshotLeavesTheReport() throws {
        _ = try verify(try Fixtures.card(), name: "a")
        _ = try verify(try Fixtures.card(padding: 14), name: "a")
        _ = try verifySnapshot(
            png: try Fixtures.png(try Fixtures.card(padding: 14)), named: "a", theme: "light", scale: 2, suite: "Cards",
            record: .all, snapshotDirectory: folder.file("Snapshots").path, artifactsDirectory: folder.file("artifacts").path,
            environment: SnapshotEnvironment([:]))
        #expect(folder.text("artifacts/report.html")?.contains("No snapshot failures.") == true)
    }

    @Test func aFixedSnapshotLeavesTheReport() throws {
        _ = try verify(try Fixtures.card(), name: "a")
        _ = try verify(try Fixtures.card(), name: "b")
        _ = try verify(try Fixtures.card(padding: 14), name: "a")
        _ = try verify(try Fixtures.card(padding: 14), name: "b")
        #expect(try verify(try Fixtures.card(), name: "a").passed)
        let report = try #require(folder.text("artifacts/report.html"))
        #expect(report.contains("1 failing snapshot."))
        #expect(!report.contains("Cards/a.light") && report.contains("Cards/b.light"))
        #expect(!folder.exists("artifacts/Cards/a.light@2x.actual.png"))
    }
}
