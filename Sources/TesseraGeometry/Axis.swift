/// The horizontal or vertical dimension.
public enum Axis: String, Hashable, Sendable, Codable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
