import Testing
import TesseraSnapshotTesting

/// Record modes chosen by environment variables, and the CI default.
@Suite struct SnapshotEnvironmentTests {
    @Test func withoutCIMissingReferencesAreRecorded() throws {
        #expect(try SnapshotEnvironment([:]).recordMode() == .missing)
        #expect(try SnapshotEnvironment(["CI": "false"]).recordMode() == .missing)
        #expect(try SnapshotEnvironment(["CI": ""]).recordMode() == .missing)
    }

    @Test func onCINothingIsRecordedByDefault() throws {
        #expect(try SnapshotEnvironment(["CI": "true"]).recordMode() == .never)
        #expect(try SnapshotEnvironment(["CI": "1"]).recordMode() == .never)
    }

    @Test func theRecordVariablesChooseTheMode() throws {
        #expect(try SnapshotEnvironment(["TESSERA_RECORD": "all"]).recordMode() == .all)
        #expect(try SnapshotEnvironment(["TESSERA_RECORD": "Failed", "CI": "true"]).recordMode() == .failed)
        #expect(try SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": "never"]).recordMode() == .never)
        // Tessera's own variable wins over swift-snapshot-testing's.
        #expect(try SnapshotEnvironment(["TESSERA_RECORD": "missing", "SNAPSHOT_TESTING_RECORD": "all"]).recordMode() == .missing)
    }

    @Test func anUnknownRecordModeIsAnErrorNamingTheVariable() {
        #expect(throws: SnapshotError.invalidEnvironment(
            variable: "TESSERA_RECORD", value: "yes", expected: "all, missing, failed, never")) {
            try SnapshotEnvironment(["TESSERA_RECORD": "yes"]).recordMode()
        }
    }

    @Test func artifactsGoWhereTheVariableSays() {
        #expect(SnapshotEnvironment(["SNAPSHOT_ARTIFACTS": "/tmp/a"]).artifactsDirectory == "/tmp/a")
        #expect(SnapshotEnvironment([:]).artifactsDirectory == nil)
    }
}
