/// What a snapshot assertion did. Only `matched` passes: recording fails the test too (as in
/// swift-snapshot-testing), so a run that wrote references can never be mistaken for a run
/// that verified them.
public enum SnapshotOutcome: String, Hashable, Sendable {
    /// The image matches the reference (byte-equal, or within the tolerance).
    case matched
    /// There was no reference; the image was recorded as the new one.
    case recordedMissing
    /// Record mode `all`: the image was recorded without comparing.
    case recordedAll
    /// Record mode `failed`: the image did not match and replaced the reference.
    case rerecordedMismatch
    /// There is no reference and the record mode is `never`.
    case missingReference
    /// The image does not match the reference.
    case mismatched
}
