extension Modifier {
    /// Where text below that does not fit loses characters (`tail`, `head`, `middle`).
    public static func truncationMode(_ mode: TruncationMode) -> Modifier { Modifier(EnvironmentValueModifier(\.truncationMode, mode)) }
}

extension View {
    public func truncationMode(_ mode: TruncationMode) -> ModifiedContent<Self> { modifier(.truncationMode(mode)) }
}

extension SceneModifier {
    static let truncationMode = SceneModifier("truncationMode", value: "`tail`, `head`, `middle`") { value throws(RenderError) in
        .truncationMode(try value.choice(TruncationMode.self))
    }
}
