/// Why a tree cannot be laid out. Every case names the node (by its index in the tree, which is
/// also its position in a depth-first walk of a JSON tree) and the property at fault.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A style number is NaN, infinite, negative where CSS forbids it, or absurdly large.
    case invalidStyle(node: Int, property: String, value: Double)
    /// The viewport passed to `computeLayout` is not a finite, non-negative size or scale.
    case invalidViewport(String)
    /// A measure closure returned a NaN, infinite or negative size.
    case invalidMeasurement(node: Int, width: Double, height: Double)
    /// A node was added as a child twice, or as its own ancestor.
    case invalidHierarchy(String)
    /// The tree nests deeper than `LayoutTree.maximumDepth` levels.
    case treeTooDeep(node: Int, depth: Int)

    public var description: String {
        switch self {
        case .invalidStyle(let node, let property, let value):
            return "node \(node): \(property) has invalid value \(value)"
        case .invalidViewport(let reason):
            return "invalid viewport: \(reason)"
        case .invalidMeasurement(let node, let width, let height):
            return "node \(node): measure returned invalid size \(width)x\(height)"
        case .invalidHierarchy(let reason):
            return "invalid hierarchy: \(reason)"
        case .treeTooDeep(let node, let depth):
            return "node \(node) is nested \(depth) levels deep; at most \(LayoutTree.maximumDepth) are supported"
        }
    }
}

/// Sizes above this are treated as mistakes, not layouts: a billion points is far beyond any
/// screen or document, and keeping values below it keeps sums of many nodes exact enough.
let maximumLength = 1_000_000_000.0
