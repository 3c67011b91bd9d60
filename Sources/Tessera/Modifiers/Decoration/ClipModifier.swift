/// Clips the content (and what is drawn after it) to a shape in its frame.
struct ClipModifier: ElementStep {
    let shape: AnyShape

    func apply(to element: Element, in context: LoweringContext) -> Element {
        element.decorations.append(.clip(shape))
        return element
    }
}

extension Modifier {
    public static func clipShape(_ shape: some Shape) -> Modifier { Modifier(ClipModifier(shape: AnyShape(shape))) }
}

extension View {
    public func clipShape(_ shape: some Shape) -> ModifiedContent<Self> { modifier(.clipShape(shape)) }
}

extension SceneModifier {
    static let clipShape = SceneModifier("clipShape", value: "shape") { value throws(RenderError) in .clipShape(try value.shape()) }
}
