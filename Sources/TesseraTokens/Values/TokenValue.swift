import TesseraGeometry

/// A resolved token value: every alias followed, every color converted to sRGB, every unit known.
public enum TokenValue: Hashable, Sendable {
    case color(Color)
    case dimension(Length)
    case fontFamily([String])
    case fontWeight(FontWeight)
    case duration(AnimationDuration)
    case cubicBezier(CubicBezier)
    case number(Double)
    case typography(Typography)
    /// One shadow or a stack of them, drawn in order.
    case shadow([BoxShadow])
    case border(Border)
    case gradient([ColorStop])
    case strokeStyle(LineStyle)
    case transition(Transition)
    case icon(Icon)

    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .typography: .typography
        case .shadow: .shadow
        case .border: .border
        case .gradient: .gradient
        case .strokeStyle: .strokeStyle
        case .transition: .transition
        case .icon: .icon
        }
    }
}
