/// Why a raster operation refused its input; the message says what and where.
public enum RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A canvas or bitmap size that is not positive, not finite, or too large.
    case invalidSize(String)
    case invalidBitmap(String)
    /// A value (scale, stroke width, blur, gradient stop...) out of its domain.
    case invalidValue(String)
    /// Unbalanced clip/layer pushes and pops.
    case unbalancedStack(String)
    /// A display-list document that does not decode; the message starts with the JSON path.
    case invalidDocument(String)
    /// Drawing would go over a `RenderBudget`; the message names the budget and the operation.
    case overBudget(String)
    /// libpng rejected the data (its message), the image is too large, or the writer failed.
    case png(String)

    public var description: String {
        switch self {
        case .invalidSize(let m): "invalid size: \(m)"
        case .invalidBitmap(let m): "invalid bitmap: \(m)"
        case .invalidValue(let m): "invalid value: \(m)"
        case .unbalancedStack(let m): "unbalanced clip/layer stack: \(m)"
        case .invalidDocument(let m): "invalid display list: \(m)"
        case .overBudget(let m): "over budget: \(m)"
        case .png(let m): "PNG: \(m)"
        }
    }
}
