/// How different an image may be and still match, with swift-snapshot-testing's parameters.
public struct SnapshotTolerance: Hashable, Sendable {
    /// The fraction of pixels that must match, 0...1 (1: every pixel).
    public let precision: Double
    /// How similar each pixel must be, 0...1 (1: no perceptible change). It is pixelmatch's
    /// per-pixel threshold seen from the other side: threshold = 1 − perceptualPrecision.
    public let perceptualPrecision: Double

    /// Exact: no differing pixel, and each pixel the same up to anti-aliasing.
    public static let exact = SnapshotTolerance(uncheckedPrecision: 1, perceptualPrecision: 1)

    public init(precision: Double = 1, perceptualPrecision: Double = 1) throws(SnapshotError) {
        for (name, value) in [("precision", precision), ("perceptualPrecision", perceptualPrecision)] {
            guard value.isFinite && (0...1).contains(value) else {
                throw .invalidTolerance("\(name) must be a number in 0...1, got \(value)")
            }
        }
        self.init(uncheckedPrecision: precision, perceptualPrecision: perceptualPrecision)
    }

    private init(uncheckedPrecision precision: Double, perceptualPrecision: Double) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// pixelmatch's per-pixel threshold.
    public var threshold: Double { 1 - perceptualPrecision }

    /// How many of `pixelCount` pixels may differ. The epsilon absorbs the rounding of
    /// `1 − precision`, so a precision computed as `1 − k / pixelCount` allows exactly k pixels.
    public func allowedDifferentPixels(of pixelCount: Int) -> Int {
        Int(((1 - precision) * Double(pixelCount) + 1e-6).rounded(.down))
    }

    /// Whether a comparison is within this tolerance.
    public func accepts(_ difference: PixelDifference) -> Bool {
        difference.differentPixels <= allowedDifferentPixels(of: difference.pixelCount)
    }
}
