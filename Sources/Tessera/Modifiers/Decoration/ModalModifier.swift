/// Marks the view a modal layer over what was drawn before it; draws nothing.
struct ModalModifier: ElementStep {
    func apply(to element: Element, in context: LoweringContext) -> Element {
        element.isModal = true
        return element
    }
}

extension Modifier {
    /// Declares the view a modal layer over what was drawn before it (a spotlight's scrim and
    /// message, a sheet): what it covers is inert, as UIKit's `accessibilityViewIsModal` makes
    /// it for VoiceOver, so the audit does not judge text drawn earlier beneath its frame for
    /// contrast or overlap. It draws nothing.
    public static let modal = Modifier(ModalModifier())
}

extension View {
    /// Declares the view a modal layer over what was drawn before it (see `Modifier.modal`).
    public func modal() -> ModifiedContent<Self> { modifier(.modal) }
}

extension SceneModifier {
    static let modal = SceneModifier(
        "modal", value: "`true` — a modal layer over what was drawn before it: the audit leaves what it covers alone (docs/audit.md)"
    ) { value throws(RenderError) in try value.bool() ? .modal : nil }
}
