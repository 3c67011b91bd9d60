extension Modifier {
    /// The typography token text below draws with.
    public static func font(_ typography: TokenKey<Typography>) -> Modifier { Modifier(EnvironmentValueModifier(\.font, typography)) }
}

extension View {
    public func font(_ typography: TokenKey<Typography>) -> ModifiedContent<Self> { modifier(.font(typography)) }
}

extension SceneModifier {
    static let font = SceneModifier(
        "font",
        value: "any typography token, by name (`typography.bodyEmphasized`) or without its group (`body`, `bodyEmphasized`, "
            + "`callout`, `caption1`, `caption2`, `footnote`, `headline`, `largeTitle`, `subheadline`, `title1` … `title3`, "
            + "each also `…Emphasized`)"
    ) { value throws(RenderError) in .font(try value.typography()) }
}
