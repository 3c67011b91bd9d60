import Foundation
import Tessera
import TesseraComponents
import TesseraSnapshotTesting
import TesseraSnapshotTestingViews
import Testing

/// Tests of the tester: the suite must fail when a render changes in a way a person would call
/// a regression, and only then. Each test records a real view into a temporary Snapshots folder,
/// renders it again with one small change, and verifies that against the recording.
@Suite struct SnapshotTesterTests {
    /// A card like the catalog's: a title, a subtitle and a badge on a card background.
    struct Card: View {
        var title = "Your order is ready"
        var padding: LengthValue = 16
        var shift = 0.0

        var body: some View {
            HStack(alignment: .top, spacing: .s) {
                VStack(alignment: .leading, spacing: .xxs) {
                    Label(title, style: .headline)
                    Label("Pick it up at the counter", style: .subheadline, color: .secondary)
                }
                .flex(grow: 1)
                Badge("New")
            }
            .padding(padding)
            .background(.card)
            .offset(x: shift)
            .padding(.m)
        }
    }

    /// A fresh Snapshots folder and artifacts folder, removed after `body`.
    private func withFolders(_ body: (_ snapshots: String, _ artifacts: String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-tester-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try body(root.appendingPathComponent("Snapshots").path, root.appendingPathComponent("artifacts").path)
    }

    /// Records `reference`, then verifies `changed` against it under record mode `never`.
    private func compare(
        _ reference: some View, with changed: some View, tokens: TokenLayers = .defaults, changedTokens: TokenLayers? = nil
    ) throws -> SnapshotResult {
        var result: SnapshotResult?
        try withFolders { snapshots, artifacts in
            let recorded = try verifySnapshot(
                of: reference, named: "card", tokens: tokens, suite: "Tester", record: .all,
                snapshotDirectory: snapshots, artifactsDirectory: artifacts, environment: SnapshotEnvironment([:]))
            #expect(recorded.outcome == .recordedAll)
            result = try verifySnapshot(
                of: changed, named: "card", tokens: changedTokens ?? tokens, suite: "Tester",
                record: .never, snapshotDirectory: snapshots, artifactsDirectory: artifacts,
                environment: SnapshotEnvironment([:]))
            if let artifacts = result?.artifacts {
                #expect(FileManager.default.fileExists(atPath: artifacts.actual), "a failure keeps the actual image")
            }
        }
        return try #require(result)
    }

    @Test func sameRenderPasses() throws {
        let result = try compare(Card(), with: Card())
        #expect(result.passed, "\(result.failureMessage ?? "")")
    }

    @Test func onePointPaddingChangeFails() throws {
        let result = try compare(Card(padding: 16), with: Card(padding: 17))
        #expect(result.outcome == .mismatched)
    }

    @Test func changedStringFails() throws {
        let result = try compare(Card(title: "Your order is ready"), with: Card(title: "Your order is ready."))
        #expect(result.outcome == .mismatched)
    }

    @Test func onePixelShiftFails() throws {
        // Half a point at 2x is one device pixel.
        let result = try compare(Card(), with: Card(shift: 0.5))
        #expect(result.outcome == .mismatched)
        #expect(result.difference.map { $0.differentPixels > 0 } ?? true)
    }

    @Test func colorTokenChangeFails() throws {
        let original = try PackageFolders.tokens()
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-tokens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: original, to: copy)
        // Primary text one step lighter in the light theme: gray.900 → gray.800.
        let theme = copy.appendingPathComponent("theme/light.tokens.json")
        let json = try String(contentsOf: theme, encoding: .utf8)
        let from = #""primary": { "$value": "{palette.gray.900}", "$description": "Titles and body text." }"#
        try #require(json.contains(from), "the light theme's text.primary token moved; update this test")
        let edited = json.replacingOccurrences(
            of: from, with: #""primary": { "$value": "{palette.gray.800}", "$description": "Titles and body text." }"#)
        try edited.write(to: theme, atomically: true, encoding: .utf8)

        let result = try compare(Card(), with: Card(), tokens: .folder(original), changedTokens: .folder(copy))
        #expect(result.outcome == .mismatched)
    }

    /// The same view rendered on 1, 2 and 8 threads at once, each render with its own renderer,
    /// matches one recording byte for byte: nothing depends on threads or timing.
    @Test func sameRenderPassesAcrossRunsAndThreads() throws {
        try withFolders { snapshots, artifacts in
            let recorded = try verifySnapshot(
                of: Card(), named: "card", suite: "Tester", record: .all,
                snapshotDirectory: snapshots, artifactsDirectory: artifacts, environment: SnapshotEnvironment([:]))
            #expect(recorded.outcome == .recordedAll)
            for threads in [1, 2, 8] {
                let outcomes = OutcomeList()
                DispatchQueue.concurrentPerform(iterations: threads) { _ in
                    outcomes.append(Result {
                        try verifySnapshot(
                            of: Card(), named: "card", suite: "Tester", record: .never,
                            snapshotDirectory: snapshots, artifactsDirectory: artifacts,
                            environment: SnapshotEnvironment([:])).outcome
                    })
                }
                #expect(outcomes.values.count == threads)
                for outcome in outcomes.values {
                    #expect(try outcome.get() == .matched, "on \(threads) threads")
                }
            }
        }
    }

    /// The outcomes of concurrent verifications, collected under a lock.
    private final class OutcomeList: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [Result<SnapshotOutcome, any Error>] = []
        func append(_ outcome: Result<SnapshotOutcome, any Error>) { lock.withLock { list.append(outcome) } }
        var values: [Result<SnapshotOutcome, any Error>] { lock.withLock { list } }
    }
}
