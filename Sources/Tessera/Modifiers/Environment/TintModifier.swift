/// The accent controls and `.tint`-colored content draw in. `.foreground` takes the inherited
/// foreground color, `.tint` keeps the inherited tint.
struct TintModifier: EnvironmentStep {
    let color: ColorValue

    func apply(to environment: inout EnvironmentValues, in context: LoweringContext) {
        environment.tint = color == .foreground ? environment.foregroundColor : color == .tint ? environment.tint : color
    }
}

extension Modifier {
    public static func tint(_ color: ColorValue) -> Modifier { Modifier(TintModifier(color: color)) }
}

extension View {
    public func tint(_ color: ColorValue) -> ModifiedContent<Self> { modifier(.tint(color)) }
}

extension SceneModifier {
    static let tint = SceneModifier("tint", value: "color") { value throws(RenderError) in .tint(try value.color()) }
}
