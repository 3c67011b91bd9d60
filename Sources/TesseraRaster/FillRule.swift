/// Which points a path's outline encloses, as in SVG `fill-rule`.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside when the outline winds around the point any non-zero number of times.
    case nonZero
    /// Inside when a ray from the point crosses the outline an odd number of times (holes).
    case evenOdd
}
