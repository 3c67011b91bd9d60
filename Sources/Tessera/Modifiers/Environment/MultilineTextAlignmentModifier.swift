/// How the lines of text below align to each other (leading and trailing follow the direction).
struct MultilineTextAlignmentModifier: EnvironmentStep {
    let alignment: TextAlignment

    func apply(to environment: inout EnvironmentValues, in context: LoweringContext) {
        environment.multilineTextAlignment = alignment
    }
}

extension Modifier {
    public static func multilineTextAlignment(_ alignment: TextAlignment) -> Modifier {
        Modifier(MultilineTextAlignmentModifier(alignment: alignment))
    }
}

extension View {
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self> {
        modifier(.multilineTextAlignment(alignment))
    }
}

extension SceneModifier {
    static let multilineTextAlignment = SceneModifier(
        "multilineTextAlignment", value: "`leading`, `center`, `trailing`"
    ) { value throws(RenderError) in .multilineTextAlignment(try value.choice(TextAlignment.self)) }
}
