/// Why two images could not be compared pixel by pixel.
public enum PixelDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The images' sizes, "750×1624" each: only images of one size compare pixel by pixel.
    case sizeMismatch(reference: String, actual: String)
    /// A per-pixel threshold outside 0...1 (or not a number).
    case invalidThreshold(Double)
    /// The diff image could not be made (unreachable for images of one size).
    case diffImage(String)

    public var description: String {
        switch self {
        case .sizeMismatch(let reference, let actual): "the reference is \(reference) but the actual image is \(actual)"
        case .invalidThreshold(let threshold): "the per-pixel threshold must be in 0...1, got \(threshold)"
        case .diffImage(let reason): "could not build the diff image: \(reason)"
        }
    }
}
