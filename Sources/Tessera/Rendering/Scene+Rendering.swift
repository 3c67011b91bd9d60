import Foundation

/// A scene read into views and rendered: with Tessera's standard vocabulary unless the caller
/// registers its own, and with a renderer's themes. Here rather than beside `Scene`, because the
/// standard vocabulary is the modifiers' (Modifiers/) and rendering needs the renderer, both
/// layers above the scene reader.
extension Scene {
    /// The scene's view for one theme (names of tokens are looked up in it), with images
    /// resolved inside `assetRoot` and modifiers and components from `vocabulary`.
    public func view(theme: Theme, vocabulary: SceneVocabulary = .standard, assetRoot: URL) throws(RenderError) -> AnyView {
        try SceneReader(theme: theme, vocabulary: vocabulary, assetRoot: assetRoot, limits: limits).view(body, path: "$.body")
    }

    /// As `view(theme:vocabulary:assetRoot:)`, with Tessera's modifiers and `components`.
    public func view(theme: Theme, components: SceneComponents, assetRoot: URL) throws(RenderError) -> AnyView {
        try view(theme: theme, vocabulary: .standard.with(components: components), assetRoot: assetRoot)
    }

    /// The scene's view for a renderer: as `view(theme:…)`, and a `colorScheme` the renderer has
    /// no theme for is an error at its JSON path (rather than at render time, by view path).
    func view(for renderer: Renderer, vocabulary: SceneVocabulary, assetRoot: URL) throws(RenderError) -> AnyView {
        try SceneReader(theme: renderer.theme, themes: renderer.themes, vocabulary: vocabulary, assetRoot: assetRoot,
                        limits: limits).view(body, path: "$.body")
    }

    func view(for renderer: Renderer, components: SceneComponents, assetRoot: URL) throws(RenderError) -> AnyView {
        try view(for: renderer, vocabulary: .standard.with(components: components), assetRoot: assetRoot)
    }

    /// Renders the scene: `width` overrides the scene's own (default 375), the height is the
    /// scene's or the content's. Canvases over the limits are refused before any pixel is
    /// allocated. Modifiers and components are `vocabulary`'s (default: Tessera's modifiers).
    public func render(with renderer: Renderer, width: Double? = nil, vocabulary: SceneVocabulary = .standard,
                       assetRoot: URL) throws(RenderError) -> RenderResult {
        try renderer.rasterize(displayList(with: renderer, width: width, vocabulary: vocabulary, assetRoot: assetRoot))
    }

    /// As `render(with:width:vocabulary:assetRoot:)`, with Tessera's modifiers and `components`.
    public func render(with renderer: Renderer, width: Double? = nil, components: SceneComponents,
                       assetRoot: URL) throws(RenderError) -> RenderResult {
        try render(with: renderer, width: width, vocabulary: .standard.with(components: components), assetRoot: assetRoot)
    }

    /// As `displayList(with:width:vocabulary:assetRoot:)`, with Tessera's modifiers and `components`.
    public func displayList(with renderer: Renderer, width: Double? = nil, components: SceneComponents,
                            assetRoot: URL) throws(RenderError) -> RenderedList {
        try displayList(with: renderer, width: width, vocabulary: .standard.with(components: components), assetRoot: assetRoot)
    }

    /// The scene's display list, laid out and checked against the canvas limits (not drawn).
    public func displayList(with renderer: Renderer, width: Double? = nil, vocabulary: SceneVocabulary = .standard,
                            assetRoot: URL) throws(RenderError) -> RenderedList {
        let width = width ?? self.width ?? 375
        guard width.isFinite, width > 0, width <= limits.maximumSide else {
            throw .scene(path: "width", reason: "\(width) must be a number in (0, \(Int(limits.maximumSide))] points")
        }
        let view = try view(for: renderer, vocabulary: vocabulary, assetRoot: assetRoot)
        let list = try renderer.displayList(for: view, width: width, height: height)
        let pixels = (list.size.width * renderer.scale).rounded(.up) * (list.size.height * renderer.scale).rounded(.up)
        guard list.size.height <= limits.maximumSide, pixels <= Double(limits.maximumPixels) else {
            throw .scene(path: "$", reason: "the rendered canvas \(list.size.width)×\(list.size.height) points at \(renderer.scale)x exceeds the limits (\(Int(limits.maximumSide)) points a side, \(limits.maximumPixels) pixels)")
        }
        return list
    }
}
