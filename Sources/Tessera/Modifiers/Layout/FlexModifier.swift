/// CSS `flex` on the view itself: how it grows and shrinks along its container's main axis.
struct FlexModifier: ElementStep {
    let grow: Double, shrink: Double, basis: Double?

    func apply(to element: Element, in context: LoweringContext) throws(RenderError) -> Element {
        try context.check(grow, "flex grow")
        try context.check(shrink, "flex shrink")
        if let basis { try context.check(basis, "flex basis") }
        element.style.flexGrow = grow
        element.style.flexShrink = shrink
        element.style.flexBasis = basis.map { .points($0) } ?? .auto
        element.hasExplicitFlex = true
        return element
    }
}

extension Modifier {
    /// CSS `flex`: how the view grows and shrinks along its container's main axis, from `basis`
    /// points (nil: its content size).
    public static func flex(grow: Double = 0, shrink: Double = 1, basis: Double? = nil) -> Modifier {
        Modifier(FlexModifier(grow: grow, shrink: shrink, basis: basis))
    }
}

extension View {
    public func flex(grow: Double = 0, shrink: Double = 1, basis: Double? = nil) -> ModifiedContent<Self> {
        modifier(.flex(grow: grow, shrink: shrink, basis: basis))
    }
}

extension SceneModifier {
    static let flex = SceneModifier("flex", value: #"`{"grow", "shrink", "basis"}`"#) { value throws(RenderError) in
        let flex = try value.object(known: ["grow", "shrink", "basis"])
        return .flex(grow: try flex.optionalNumber("grow") ?? 0, shrink: try flex.optionalNumber("shrink") ?? 1,
                     basis: try flex.optionalNumber("basis"))
    }
}
