extension SceneModifier {
    /// A scene's `.environment(\.colorScheme, …)`: checked against the renderer's themes while
    /// reading, so a scheme it cannot draw is an error at the JSON path rather than at render.
    static let colorScheme = SceneModifier(
        "colorScheme",
        value: "`light`, `dark` — the view and its subtree draw their token colors, shadows and inherited foreground color "
            + #"from that scheme's theme (a dark card on a light page), as `.environment(\.colorScheme, .dark)`"#
    ) { value, view throws(RenderError) in
        let scheme = try value.choice(ColorScheme.self)
        if let themes = value.reader.themes, themes[scheme] == nil {
            throw .scene(path: value.path, reason: "the renderer has no \(scheme.rawValue) theme (build it with Renderer(tokens:), which loads both, or Renderer(themes:) to force a scheme)")
        }
        return AnyView(view.environment(\.colorScheme, scheme))
    }
}
