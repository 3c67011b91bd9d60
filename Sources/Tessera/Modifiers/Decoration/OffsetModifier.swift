import TesseraGeometry

/// Moves the drawing, not the layout, by x, y points (x mirrored right to left).
struct OffsetModifier: ElementStep {
    let x: Double, y: Double

    func apply(to element: Element, in context: LoweringContext) throws(RenderError) -> Element {
        guard x.isFinite, y.isFinite, abs(x) <= 1_000_000, abs(y) <= 1_000_000 else {
            throw .invalidValue(path: context.path, name: "offset", value: "(\(x), \(y))", reason: "must be finite numbers of points")
        }
        element.decorations.append(.offset(Point(x: context.environment.isRightToLeft ? -x : x, y: y)))
        return element
    }
}

extension Modifier {
    /// Moves the drawing (not the layout) by x, y points (x mirrored right to left).
    public static func offset(x: Double = 0, y: Double = 0) -> Modifier { Modifier(OffsetModifier(x: x, y: y)) }
}

extension View {
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedContent<Self> { modifier(.offset(x: x, y: y)) }
}

extension SceneModifier {
    static let offset = SceneModifier("offset", value: #"`{"x", "y"}` — moves drawing, not layout"#) { value throws(RenderError) in
        let offset = try value.object(known: ["x", "y"])
        return .offset(x: try offset.optionalNumber("x") ?? 0, y: try offset.optionalNumber("y") ?? 0)
    }
}
