import Foundation

extension Scene {
    /// Audits the scene as `render(with:…)` would draw it (see `Renderer.audit`).
    public func audit(with renderer: Renderer, width: Double? = nil, components: SceneComponents = SceneComponents(),
                      assetRoot: URL) throws(RenderError) -> [AuditFinding] {
        let width = width ?? self.width ?? 375
        guard width.isFinite, width > 0, width <= limits.maximumSide else {
            throw .scene(path: "width", reason: "\(width) must be a number in (0, \(Int(limits.maximumSide))] points")
        }
        let view = try view(for: renderer, components: components, assetRoot: assetRoot)
        return try renderer.audit(view, width: width, height: height)
    }
}
