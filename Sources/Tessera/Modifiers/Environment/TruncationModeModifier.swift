/// Where text below that does not fit loses characters (`tail`, `head`, `middle`).
struct TruncationModeModifier: EnvironmentStep {
    let mode: TruncationMode

    func apply(to environment: inout EnvironmentValues, in context: LoweringContext) { environment.truncationMode = mode }
}

extension Modifier {
    public static func truncationMode(_ mode: TruncationMode) -> Modifier { Modifier(TruncationModeModifier(mode: mode)) }
}

extension View {
    public func truncationMode(_ mode: TruncationMode) -> ModifiedContent<Self> { modifier(.truncationMode(mode)) }
}

extension SceneModifier {
    static let truncationMode = SceneModifier("truncationMode", value: "`tail`, `head`, `middle`") { value throws(RenderError) in
        .truncationMode(try value.choice(TruncationMode.self))
    }
}
