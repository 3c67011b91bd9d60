import TesseraLayout

/// CSS `align-self`: the view's own alignment on its container's cross axis.
struct AlignSelfModifier: ElementStep {
    let alignment: AlignSelf

    func apply(to element: Element, in context: LoweringContext) -> Element {
        element.style.alignSelf = alignment
        return element
    }
}

extension Modifier {
    public static func alignSelf(_ alignment: AlignSelf) -> Modifier { Modifier(AlignSelfModifier(alignment: alignment)) }
}

extension View {
    public func alignSelf(_ alignment: AlignSelf) -> ModifiedContent<Self> { modifier(.alignSelf(alignment)) }
}

extension SceneModifier {
    static let alignSelf = SceneModifier(
        "alignSelf", value: "`auto`, `flex-start`, `flex-end`, `center`, `stretch`, `baseline`"
    ) { value throws(RenderError) in .alignSelf(try value.choice(AlignSelf.self)) }
}
