import Foundation
import Testing
import TesseraGeometry
import TesseraRaster
import TesseraSnapshotTesting

/// Record modes behave as in swift-snapshot-testing: recording always fails the test and says so.
@Suite struct RecordModeTests {
    let folder: TemporaryFolder
    let reference: [UInt8]
    let changed: [UInt8]

    init() throws {
        folder = try TemporaryFolder()
        reference = try Fixtures.png(try Fixtures.card())
        changed = try Fixtures.png(try Fixtures.card(padding: 13))
    }

    func verify(_ png: [UInt8], record: RecordMode? = nil, environment: [String: String] = [:]) throws -> SnapshotResult {
        try verifySnapshot(
            png: png, named: "card", theme: "light", scale: 2, suite: "Cards", record: record,
            snapshotDirectory: folder.file("Snapshots").path, artifactsDirectory: folder.file("artifacts").path,
            environment: SnapshotEnvironment(environment))
    }

    let referencePath = "Snapshots/Cards/card.light@2x.png"

    @Test func missingRecordsTheReferenceAndFailsSayingSo() throws {
        let first = try verify(reference, record: .missing)
        #expect(first.outcome == .recordedMissing)
        #expect(!first.passed)
        #expect(first.failureMessage?.contains("recorded it at \(folder.file(referencePath).path)") == true)
        #expect(folder.bytes(referencePath) == reference)
        // The next run compares with what was recorded.
        #expect(try verify(reference, record: .missing).passed)
        #expect(try verify(changed, record: .missing).outcome == .mismatched)
    }

    @Test func neverFailsWithoutWritingAReference() throws {
        let result = try verify(reference, record: .never)
        #expect(result.outcome == .missingReference)
        #expect(result.failureMessage?.contains("no reference") == true)
        #expect(!folder.exists(referencePath))
        // The render is kept as an artifact (on CI: downloadable for review) and reported.
        #expect(folder.bytes("artifacts/Cards/card.light@2x.actual.png") == reference)
        #expect(result.failureMessage?.contains(folder.file("artifacts/Cards/card.light@2x.actual.png").path) == true)
        #expect(result.artifacts?.reference == nil)
        let report = try #require(folder.text("artifacts/report.html"))
        #expect(report.contains("No reference: there is no reference and the record mode is never"))
        // Recording it later removes the failure from the report.
        _ = try verify(reference, record: .missing)
        #expect(folder.text("artifacts/report.html")?.contains("No snapshot failures.") == true)
    }

    @Test func onCIAMissingReferenceFails() throws {
        let result = try verify(reference, environment: ["CI": "true"])
        #expect(result.outcome == .missingReference)
        #expect(!folder.exists(referencePath))
        // Locally the same call records.
        #expect(try verify(reference).outcome == .recordedMissing)
    }

    @Test func allReRecordsEvenAMatchingReference() throws {
        _ = try verify(reference, record: .missing)
        let result = try verify(changed, record: .all)
        #expect(result.outcome == .recordedAll)
        #expect(!result.passed)
        #expect(folder.bytes(referencePath) == changed)
    }

    @Test func failedReRecordsOnlyOnMismatch() throws {
        _ = try verify(reference, record: .missing)
        #expect(try verify(reference, record: .failed).passed)
        #expect(folder.bytes(referencePath) == reference)

        let result = try verify(changed, record: .failed)
        #expect(result.outcome == .rerecordedMismatch)
        #expect(result.failureMessage?.contains("Re-recorded the reference") == true)
        #expect(folder.bytes(referencePath) == changed)
        // The artifacts keep the old reference for review.
        let referenceCopy = try #require(result.artifacts?.reference)
        #expect(FileManager.default.contents(atPath: referenceCopy).map { Array($0) } == reference)
    }

    @Test func theEnvironmentChoosesTheModeWhenTheCallDoesNot() throws {
        _ = try verify(reference, record: .missing)
        #expect(try verify(changed, environment: ["TESSERA_RECORD": "all"]).outcome == .recordedAll)
        #expect(try verify(reference, environment: ["SNAPSHOT_TESTING_RECORD": "failed"]).outcome == .rerecordedMismatch)
    }

    @Test func recordingRefusesDataThatIsNotAPNG() throws {
        #expect(throws: SnapshotError.self) { try verify([1, 2, 3], record: .all) }
        #expect(!folder.exists(referencePath))
    }
}
