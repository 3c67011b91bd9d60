extension Modifier {
    /// Whether text below may break inside words with a hyphen drawn (CSS `hyphens`; see `Hyphens`).
    public static func hyphens(_ mode: Hyphens) -> Modifier { Modifier(EnvironmentValueModifier(\.hyphens, mode)) }
}

extension View {
    public func hyphens(_ mode: Hyphens) -> ModifiedContent<Self> { modifier(.hyphens(mode)) }
}

extension SceneModifier {
    static let hyphens = SceneModifier(
        "hyphens",
        value: "`none`, `manual`, `auto` — break a word wider than its line at a hyphenation point of the locale's dictionary, with a hyphen drawn (`docs/text.md`)"
    ) { value throws(RenderError) in
        .hyphens(try value.choice(Hyphens.self))
    }
}
