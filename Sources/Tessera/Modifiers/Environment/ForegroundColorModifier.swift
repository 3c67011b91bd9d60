/// The color text, icons and shapes without a paint of their own draw in. `.tint` takes the
/// inherited tint, `.foreground` keeps the inherited foreground color.
struct ForegroundColorModifier: EnvironmentStep {
    let color: ColorValue

    func apply(to environment: inout EnvironmentValues, in context: LoweringContext) {
        environment.foregroundColor = color == .tint ? environment.tint : color == .foreground ? environment.foregroundColor : color
    }
}

extension Modifier {
    public static func foregroundColor(_ color: ColorValue) -> Modifier { Modifier(ForegroundColorModifier(color: color)) }
}

extension View {
    public func foregroundColor(_ color: ColorValue) -> ModifiedContent<Self> { modifier(.foregroundColor(color)) }
}

extension SceneModifier {
    static let foregroundColor = SceneModifier("foregroundColor", value: "color") { value throws(RenderError) in
        .foregroundColor(try value.color())
    }
}
