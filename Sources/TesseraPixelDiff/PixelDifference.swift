/// What a per-pixel comparison of two equally sized images found.
public struct PixelDifference: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Pixels whose perceived difference exceeds the threshold and that are not anti-aliasing.
    public let differentPixels: Int
    /// Pixels that exceed the threshold but were classified as anti-aliasing; never counted.
    public let antiAliasedPixels: Int
    /// The largest difference among `differentPixels`, as a pixelmatch threshold in 0...1
    /// (√(squared YIQ distance / 35215)): any threshold at or above it would accept every pixel.
    /// 0 when no pixel differs.
    public let largestDifference: Double
    /// The bounding box of `differentPixels`; nil when none differ.
    public let region: PixelRegion?

    public init(width: Int, height: Int, differentPixels: Int, antiAliasedPixels: Int, largestDifference: Double, region: PixelRegion?) {
        self.width = width
        self.height = height
        self.differentPixels = differentPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.largestDifference = largestDifference
        self.region = region
    }

    public var pixelCount: Int { width * height }

    /// The fraction of pixels that differ, 0...1.
    public var differentFraction: Double {
        pixelCount == 0 ? 0 : Double(differentPixels) / Double(pixelCount)
    }
}
