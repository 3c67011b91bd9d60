extension Modifier {
    /// The color text, icons and shapes without a paint of their own draw in. `.tint` takes the
    /// inherited tint, `.foreground` keeps the inherited foreground color.
    public static func foregroundColor(_ color: ColorValue) -> Modifier {
        Modifier(EnvironmentColorModifier(keyPath: \.foregroundColor, color: color))
    }
}

extension View {
    public func foregroundColor(_ color: ColorValue) -> ModifiedContent<Self> { modifier(.foregroundColor(color)) }
}

extension SceneModifier {
    static let foregroundColor = SceneModifier("foregroundColor", value: "color") { value throws(RenderError) in
        .foregroundColor(try value.color())
    }
}
