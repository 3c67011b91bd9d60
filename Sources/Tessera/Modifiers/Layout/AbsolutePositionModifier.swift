import TesseraLayout

/// CSS `position: absolute` with insets: out of the parent's flow, pinned to its edges
/// (leading and trailing follow the layout direction).
struct AbsolutePositionModifier: ElementStep {
    let top: Double?, leading: Double?, bottom: Double?, trailing: Double?

    func apply(to element: Element, in context: LoweringContext) throws(RenderError) -> Element {
        for value in [top, leading, bottom, trailing] {
            if let value, !value.isFinite || abs(value) > 1_000_000 {
                throw .invalidValue(path: context.path, name: "position", value: "\(value)", reason: "must be a finite number of points")
            }
        }
        let (left, right) = context.environment.isRightToLeft ? (trailing, leading) : (leading, trailing)
        element.style.position = .absolute
        element.style.inset = TesseraLayout.Edges(
            top: top.map { .points($0) } ?? .auto, right: right.map { .points($0) } ?? .auto,
            bottom: bottom.map { .points($0) } ?? .auto, left: left.map { .points($0) } ?? .auto)
        return element
    }
}

extension Modifier {
    /// Takes the view out of its parent's flow and pins it to the parent's edges (CSS `position:
    /// absolute` with insets; leading and trailing follow the layout direction).
    public static func absolutePosition(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil,
                                        trailing: Double? = nil) -> Modifier {
        Modifier(AbsolutePositionModifier(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }
}

extension View {
    public func absolutePosition(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil,
                                 trailing: Double? = nil) -> ModifiedContent<Self> {
        modifier(.absolutePosition(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }
}

extension SceneModifier {
    static let position = SceneModifier(
        "position", value: #"`{"top", "leading", "bottom", "trailing"}` — absolute position in the parent"#
    ) { value throws(RenderError) in
        let position = try value.object(known: ["top", "leading", "bottom", "trailing"])
        return .absolutePosition(top: try position.optionalNumber("top"), leading: try position.optionalNumber("leading"),
                                 bottom: try position.optionalNumber("bottom"), trailing: try position.optionalNumber("trailing"))
    }
}
