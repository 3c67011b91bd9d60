/// Marks the view as one people tap or click, for the audit's touch-target check; draws nothing.
struct InteractiveModifier: ElementStep {
    let interaction: Interaction

    func apply(to element: Element, in context: LoweringContext) -> Element {
        element.interactivePath = context.path
        element.interaction = interaction
        return element
    }
}

extension Modifier {
    /// Declares that people tap or click the view (a button, toggle, chip, tappable row), as
    /// SwiftUI's `.accessibilityAddTraits(.isButton)`: the audit checks its frame against the
    /// `size.touchTarget` token (44 × 44 points). It draws nothing.
    public static let interactive = Modifier(InteractiveModifier(interaction: Interaction()))

    /// Declares the view interactive, disabled or with a tap region grown to the touch target
    /// (see `Interaction`).
    public static func interactive(isEnabled: Bool = true, expandsHitArea: Bool = false) -> Modifier {
        Modifier(InteractiveModifier(interaction: Interaction(isEnabled: isEnabled, expandsHitArea: expandsHitArea)))
    }
}

extension View {
    /// Declares the view interactive (see `Modifier.interactive`): the audit checks its touch
    /// target; `isEnabled: false` for a disabled control, `expandsHitArea` for a tap region grown
    /// to the touch target (see `Interaction`).
    public func interactive(isEnabled: Bool = true, expandsHitArea: Bool = false) -> ModifiedContent<Self> {
        modifier(.interactive(isEnabled: isEnabled, expandsHitArea: expandsHitArea))
    }
}

extension SceneModifier {
    static let interactive = SceneModifier(
        "interactive",
        value: "`true`, or `{\"isEnabled\": bool, \"expandsHitArea\": bool}` — people tap the view: `tessera audit` checks it against the touch target; a disabled one is exempt from contrast, a grown hit area is checked at 44 × 44 (docs/audit.md)"
    ) { value throws(RenderError) in
        guard value.isObject else { return try value.bool() ? .interactive : nil }
        let options = try value.properties(known: ["isEnabled", "expandsHitArea"])
        return .interactive(isEnabled: try options.bool("isEnabled", default: true),
                            expandsHitArea: try options.bool("expandsHitArea", default: false))
    }
}
