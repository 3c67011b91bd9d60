extension Modifier {
    /// The text-size category (Dynamic Type) typography below is scaled to.
    public static func textSize(_ size: TextSize) -> Modifier { Modifier(EnvironmentValueModifier(\.textSize, size)) }
}

extension View {
    public func textSize(_ size: TextSize) -> ModifiedContent<Self> { modifier(.textSize(size)) }
}

extension SceneModifier {
    static let textSize = SceneModifier(
        "textSize", value: "text-size category: `xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`"
    ) { value throws(RenderError) in .textSize(try value.choice(TextSize.self)) }
}
