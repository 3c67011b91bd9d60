/// The result of verifying one snapshot: what happened, where the files are, and a message
/// that a test failure can show as is.
public struct SnapshotResult: Sendable {
    public let identity: SnapshotIdentity
    public let outcome: SnapshotOutcome
    /// The reference PNG's path.
    public let referencePath: String
    /// Why the image did not match (also set when `failed` mode re-recorded it).
    public let mismatch: SnapshotMismatch?
    /// The pixel comparison, when one ran (nil for byte-equal images and for recordings).
    public let difference: PixelDifference?
    /// Files written for a mismatch, or for a reference missing under record mode `never`.
    public let artifacts: SnapshotArtifacts?
    /// How the fonts of the actual render differ from those recorded with the reference, one
    /// sentence per font; empty when they are the same or either side is unknown.
    public let fontChanges: [String]

    public var passed: Bool { outcome == .matched }

    /// What to tell the developer; nil when the snapshot passed.
    public var failureMessage: String? {
        let name = "Snapshot \"\(identity)\""
        switch outcome {
        case .matched:
            return nil
        case .recordedMissing:
            return "\(name) had no reference; recorded it at \(referencePath). Look at it, commit it, and re-run the test."
        case .recordedAll:
            return "\(name) was recorded at \(referencePath) (record mode all). Turn recording off and re-run the test."
        case .missingReference:
            var text = "\(name) has no reference at \(referencePath) and the record mode is never (the default on CI). Record it locally (TESSERA_RECORD=missing) and commit it."
            if let artifacts {
                text += "\n  actual:    \(artifacts.actual)\n  report:    \(artifacts.report)"
            }
            return text
        case .mismatched, .rerecordedMismatch:
            var text = "\(name) does not match its reference: \(mismatch?.summary ?? "unknown difference")."
            if outcome == .rerecordedMismatch {
                text += " Re-recorded the reference (record mode failed); review and commit it."
            }
            if !fontChanges.isEmpty {
                text += "\n  The fonts differ from the reference's — likely the cause:"
                for change in fontChanges { text += "\n    \(change)" }
            }
            text += "\n  reference: \(referencePath)"
            if let artifacts {
                text += "\n  actual:    \(artifacts.actual)"
                if let diff = artifacts.diff { text += "\n  diff:      \(diff)" }
                text += "\n  report:    \(artifacts.report)"
            }
            return text
        }
    }
}
