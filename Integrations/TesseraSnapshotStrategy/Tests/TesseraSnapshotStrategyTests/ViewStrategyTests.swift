import Foundation
import SnapshotTesting
import Tessera
import TesseraSnapshotStrategy
import Testing

/// `.tessera(…)` as a swift-snapshot-testing user writes it, against references recorded in
/// `__Snapshots__/ViewStrategyTests/` and in fresh folders.
@Suite struct ViewStrategyTests {
    /// The call shape the strategy exists for, against committed references in both themes.
    @Test func matchesCommittedReferences() {
        assertSnapshot(of: Receipt(total: "12.50 €"), as: .tessera(width: 240), named: "light")
        assertSnapshot(of: Receipt(total: "12.50 €"), as: .tessera(width: 240, theme: .dark), named: "dark")
        assertSnapshot(of: Receipt(total: "12.50 €"), as: .tessera(size: Size(width: 200, height: 120), layoutDirection: .rightToLeft),
                       named: "fixed-rtl")
    }

    @Test func recordsThenMatchesThenFailsWhenTheTextChanges() throws {
        let folder = try temporaryFolder().path
        let recorded = verifySnapshot(of: Receipt(total: "12.50 €"), as: .tessera(width: 240),
                                      named: "receipt", record: .all, snapshotDirectory: folder)
        #expect(recorded?.contains("Record mode is on") == true)
        // swift-snapshot-testing's naming: <test>.<name>.png in the snapshot folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["recordsThenMatchesThenFailsWhenTheTextChanges.receipt.png"])

        #expect(verifySnapshot(of: Receipt(total: "12.50 €"), as: .tessera(width: 240),
                               named: "receipt", record: .never, snapshotDirectory: folder) == nil)

        let failure = try #require(verifySnapshot(of: Receipt(total: "13.50 €"), as: .tessera(width: 240),
                                                  named: "receipt", record: .never, snapshotDirectory: folder))
        #expect(failure.contains("Tessera: "), "\(failure)")
        #expect(failure.contains("pixels differ"), "\(failure)")
        #expect(failure.contains("within x"), "\(failure)")
    }

    @Test func aDarkRenderDoesNotMatchALightReference() throws {
        let folder = try temporaryFolder().path
        _ = verifySnapshot(of: Receipt(total: "1 €"), as: .tessera(width: 240), named: "r", record: .all,
                           snapshotDirectory: folder)
        let failure = verifySnapshot(of: Receipt(total: "1 €"), as: .tessera(width: 240, theme: .dark), named: "r",
                                     record: .never, snapshotDirectory: folder)
        #expect(failure?.contains("pixels differ") == true, "\(failure ?? "matched")")
    }

    @Test func aViewThatCannotRenderFailsAtTheCall() throws {
        let folder = try temporaryFolder().path
        let missing = URL(fileURLWithPath: folder).appendingPathComponent("no-tokens")
        withKnownIssue {
            _ = verifySnapshot(of: Receipt(total: "1 €"), as: .tessera(width: 240, tokens: .folder(missing)), named: "r", record: .never,
                               snapshotDirectory: folder)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Tessera could not render the view") && $0.rawValue.contains("no-tokens") }
        }
    }

    @Test func aToleranceOutOfRangeIsReported() throws {
        let folder = try temporaryFolder().path
        withKnownIssue {
            _ = verifySnapshot(of: Receipt(total: "1 €"), as: .tessera(width: 240, precision: 2), named: "r",
                               record: .all, snapshotDirectory: folder)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("tolerance") }
        }
    }
}
