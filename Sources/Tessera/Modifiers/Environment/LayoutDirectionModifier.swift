extension Modifier {
    /// Left to right or right to left for the subtree: leading and trailing, stacks and mirrored
    /// images follow it.
    public static func layoutDirection(_ direction: LayoutDirection) -> Modifier {
        Modifier(EnvironmentValueModifier(\.layoutDirection, direction))
    }
}

extension View {
    public func layoutDirection(_ direction: LayoutDirection) -> ModifiedContent<Self> { modifier(.layoutDirection(direction)) }
}

extension SceneModifier {
    static let layoutDirection = SceneModifier("layoutDirection", value: "`leftToRight`, `rightToLeft`") { value throws(RenderError) in
        .layoutDirection(try value.choice(LayoutDirection.self))
    }
}
