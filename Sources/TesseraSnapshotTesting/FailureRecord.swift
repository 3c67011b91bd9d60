/// One failure as the report needs it, stored as a small JSON file per snapshot so parallel
/// tests never write the same file and the report can be rebuilt from whatever is on disk.
struct FailureRecord: Codable, Hashable, Sendable {
    var suite: String
    var name: String
    var theme: String
    var scale: String
    var outcome: String
    var summary: String
    /// The reference in the Snapshots folder, for the reviewer to find and replace.
    var referencePath: String
    /// Image files relative to the artifacts folder.
    var referenceFile: String?
    var actualFile: String
    var diffFile: String?

    var title: String { "\(suite)/\(name).\(theme)@\(scale)x" }

    /// The outcome in words for the report.
    var verdict: String {
        switch SnapshotOutcome(rawValue: outcome) {
        case .rerecordedMismatch: "Re-recorded (record mode failed)"
        case .missingReference: "No reference"
        default: "Does not match"
        }
    }
}
