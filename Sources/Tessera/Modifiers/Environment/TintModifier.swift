extension Modifier {
    /// The accent controls and `.tint`-colored content draw in. `.foreground` takes the inherited
    /// foreground color, `.tint` keeps the inherited tint.
    public static func tint(_ color: ColorValue) -> Modifier { Modifier(EnvironmentColorModifier(keyPath: \.tint, color: color)) }
}

extension View {
    public func tint(_ color: ColorValue) -> ModifiedContent<Self> { modifier(.tint(color)) }
}

extension SceneModifier {
    static let tint = SceneModifier("tint", value: "color") { value throws(RenderError) in .tint(try value.color()) }
}
