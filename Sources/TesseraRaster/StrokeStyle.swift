/// How a stroke ends its open subpaths.
public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }

/// How a stroke turns corners.
public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }

/// The geometry of a stroke, in points (user space), like SVG's stroke properties.
public struct StrokeStyle: Hashable, Sendable {
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// A miter longer than `miterLimit × width` is beveled (SVG's default is 4).
    public var miterLimit: Double
    /// Alternating dash and gap lengths; empty for a solid line. An odd count repeats, as in SVG.
    public var dash: [Double]
    public var dashPhase: Double

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Throws when the style cannot describe a stroke (negative or non-finite numbers, an
    /// all-zero dash pattern).
    public func validate() throws(RasterError) {
        guard width.isFinite, width >= 0 else { throw .invalidValue("stroke width \(width) must be a finite number ≥ 0") }
        guard miterLimit.isFinite, miterLimit >= 1 else { throw .invalidValue("miter limit \(miterLimit) must be a finite number ≥ 1") }
        guard dashPhase.isFinite else { throw .invalidValue("dash phase \(dashPhase) must be finite") }
        for (i, d) in dash.enumerated() where !(d.isFinite && d >= 0) {
            throw .invalidValue("dash[\(i)] = \(d) must be a finite number ≥ 0")
        }
        if !dash.isEmpty && dash.reduce(0, +) <= 0 { throw .invalidValue("dash lengths must not all be zero") }
    }
}
