/// A subtree with an environment value overridden (`.environment(\.colorScheme, .dark)`).
public struct EnvironmentWriter<Content: View, Value>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        var environment = context.environment
        environment[keyPath: keyPath] = value
        let rethemes = environment.colorScheme != context.environment.colorScheme || keyPath == \EnvironmentValues.themes
        if rethemes, environment.themes[environment.colorScheme] == nil {
            throw .invalidValue(path: context.path, name: "colorScheme", value: environment.colorScheme.rawValue,
                                reason: "has no theme: build the renderer with both (Renderer(tokens:) loads light and dark) or set \\.themes")
        }
        if keyPath == \EnvironmentValues.themes || keyPath == \EnvironmentValues.theme {
            environment.themes = try environment.themes.checkedForRendering()
        }
        return try context.with(environment: environment).lower(content)
    }
}

extension View {
    /// Overrides one environment value for this subtree. Setting `colorScheme` re-themes the
    /// subtree from the environment's `themes` (a dark card on a light page); `theme` or
    /// `themes` re-style it from other tokens; `textSize` rescales its typography.
    ///
    /// ```swift
    /// VStack { Summary(); Promo().environment(\.colorScheme, .dark) }
    /// ```
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> EnvironmentWriter<Self, Value> {
        EnvironmentWriter(content: self, keyPath: keyPath, value: value)
    }
}
