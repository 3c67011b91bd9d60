/// Keeps the view's room but draws nothing of it.
struct HiddenModifier: ElementStep {
    func apply(to element: Element, in context: LoweringContext) -> Element {
        element.decorations.append(.hidden)
        return element
    }
}

extension Modifier {
    /// Keeps the room but draws nothing.
    public static let hidden = Modifier(HiddenModifier())
}

extension View {
    public func hidden() -> ModifiedContent<Self> { modifier(.hidden) }
}

extension SceneModifier {
    static let hidden = SceneModifier("hidden", value: "`true`") { value throws(RenderError) in try value.bool() ? .hidden : nil }
}
