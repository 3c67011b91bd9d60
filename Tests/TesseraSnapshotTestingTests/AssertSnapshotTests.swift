import Testing
import TesseraRaster
import TesseraSnapshotTesting

/// `assertSnapshot` turns results into Swift Testing issues: silent on a match, an issue otherwise.
@Suite struct AssertSnapshotTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func assert(_ bitmap: Bitmap, record: RecordMode) {
        assertSnapshot(
            of: bitmap, named: "card", theme: "light", scale: 2, record: record,
            snapshotDirectory: folder.file("Snapshots").path, artifactsDirectory: folder.file("artifacts").path,
            environment: SnapshotEnvironment([:]))
    }

    @Test func recordingMatchingAndMismatchingAsIssues() throws {
        let card = try Fixtures.card()
        withKnownIssue("a missing reference is recorded and fails") {
            assert(card, record: .missing)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("had no reference; recorded it") }
        }
        // The suite folder defaults to this file's name.
        #expect(folder.exists("Snapshots/AssertSnapshotTests/card.light@2x.png"))

        assert(card, record: .never)  // must record no issue

        let changed = try Fixtures.card(padding: 13)
        withKnownIssue("a changed render fails") {
            assert(changed, record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("pixels differ") }
                && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
        }
    }

    @Test func unverifiableSnapshotsAreIssuesToo() {
        withKnownIssue("a bad name cannot be verified") {
            assertSnapshot(
                png: [], named: "a/b", theme: "light", scale: 1, snapshotDirectory: folder.path,
                environment: SnapshotEnvironment([:]))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("could not be verified") }
        }
    }
}
