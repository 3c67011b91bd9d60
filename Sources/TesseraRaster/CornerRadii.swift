/// Per-corner radii of a rounded rectangle, in points.
public struct CornerRadii: Hashable, Sendable {
    public var topLeading: Double
    public var topTrailing: Double
    public var bottomTrailing: Double
    public var bottomLeading: Double

    public init(topLeading: Double, topTrailing: Double, bottomTrailing: Double, bottomLeading: Double) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomTrailing = bottomTrailing
        self.bottomLeading = bottomLeading
    }

    /// The same radius on every corner.
    public init(_ all: Double) {
        self.init(topLeading: all, topTrailing: all, bottomTrailing: all, bottomLeading: all)
    }

    public static let zero = CornerRadii(0)
}

/// How a rounded rectangle's corner bends.
public enum CornerStyle: String, Hashable, Sendable, CaseIterable {
    /// A quarter circle (CSS `border-radius`).
    case circular
    /// iOS-style continuous curvature ("squircle"): the curve eases out of the straight edge,
    /// which reads softer at the same nominal radius, as `RoundedCornerStyle.continuous` does.
    case continuous
}
