extension Modifier {
    /// How the lines of text below align to each other (leading and trailing follow the direction).
    public static func multilineTextAlignment(_ alignment: TextAlignment) -> Modifier {
        Modifier(EnvironmentValueModifier(\.multilineTextAlignment, alignment))
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
