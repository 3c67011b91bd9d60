/// Publishes the view's frame under a name (`RenderResult.frames`, the `KeyedFrames` preference).
struct KeyModifier: ElementStep {
    let name: String

    func apply(to element: Element, in context: LoweringContext) -> Element {
        element.decorations.append(.preference(.keyedFrame(name)))
        return element
    }
}

extension Modifier {
    /// Publishes the view's frame under `name`: `RenderResult.frames[name]`, and the
    /// `KeyedFrames` preference for `overlayPreferenceValue`.
    public static func key(_ name: String) -> Modifier { Modifier(KeyModifier(name: name)) }
}

extension View {
    public func key(_ name: String) -> ModifiedContent<Self> { modifier(.key(name)) }
}

extension SceneModifier {
    static let key = SceneModifier(
        "key", value: "name — the frame is reported (`RenderResult.frames`) and published to `KeyedFrames`"
    ) { value throws(RenderError) in .key(try value.string()) }
}
