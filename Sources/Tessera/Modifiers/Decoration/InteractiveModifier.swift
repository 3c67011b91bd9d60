/// Marks the view as one people tap or click, for the audit's touch-target check; draws nothing.
struct InteractiveModifier: ElementStep {
    func apply(to element: Element, in context: LoweringContext) -> Element {
        element.interactivePath = context.path
        return element
    }
}

extension Modifier {
    /// Declares that people tap or click the view (a button, toggle, chip, tappable row), as
    /// SwiftUI's `.accessibilityAddTraits(.isButton)`: the audit checks its frame against the
    /// `size.touchTarget` token (44 × 44 points). It draws nothing.
    public static let interactive = Modifier(InteractiveModifier())
}

extension View {
    /// Declares the view interactive (see `Modifier.interactive`): the audit checks its touch target.
    public func interactive() -> ModifiedContent<Self> { modifier(.interactive) }
}

extension SceneModifier {
    static let interactive = SceneModifier(
        "interactive", value: "`true` — people tap the view: `tessera audit` checks it against the touch target (docs/audit.md)"
    ) { value throws(RenderError) in try value.bool() ? .interactive : nil }
}
