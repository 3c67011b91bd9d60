/// Keeps the view's ideal size: it no longer shrinks (text stops wrapping or truncating) to fit
/// a narrow parent.
struct FixedSizeModifier: ElementStep {
    let horizontal: Bool, vertical: Bool

    func apply(to element: Element, in context: LoweringContext) -> Element {
        if horizontal || vertical { element.shrinks = false }
        return element
    }
}

extension Modifier {
    /// Keeps the ideal size: text no longer wraps or truncates to fit a narrow parent.
    public static func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> Modifier {
        Modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}

extension View {
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ModifiedContent<Self> {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }
}

extension SceneModifier {
    static let fixedSize = SceneModifier("fixedSize", value: "`true`") { value throws(RenderError) in
        try value.bool() ? .fixedSize() : nil
    }
}
