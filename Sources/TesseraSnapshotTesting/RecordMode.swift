/// When a snapshot assertion writes the reference image instead of only comparing with it, with
/// swift-snapshot-testing's names and meanings so Swift developers need nothing new.
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
    /// Record every snapshot, then fail so the run cannot pass while recording.
    case all
    /// Record references that do not exist yet (and fail, saying so); compare the others.
    case missing
    /// Re-record references that are missing or do not match (and fail, saying so).
    case failed
    /// Never write a reference: a missing one fails. The default on CI.
    case never
}
