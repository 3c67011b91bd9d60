/// Where the files of one failure were written: copies of both images (the reference copy
/// survives re-recording), the pixelmatch-style diff, and the run's report.
public struct SnapshotArtifacts: Hashable, Sendable {
    /// Absent when there is no reference (record mode `never`): then the actual image is what
    /// a reviewer needs, e.g. downloaded from CI.
    public let reference: String?
    public let actual: String
    /// Absent when the sizes differ: there is no pixel-by-pixel diff then.
    public let diff: String?
    public let report: String
}
