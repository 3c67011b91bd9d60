/// One primitive modifier, as `Modifier` values hold them.
///
/// Each built-in modifier is one type in its own file (Modifiers/Environment, Layout and
/// Decoration) that keeps together its Swift API (the `Modifier` factory and the `View`
/// method), its lowering (one of the two protocols below) and its JSON name and decoding (a
/// `SceneModifier` registered in `SceneVocabulary.standard`). The kind is the case, so lowering
/// walks a chain's steps without casts.
enum ModifierStep: Sendable {
    /// Changes what the content inherits: applied outermost first, before the content lowers.
    case environment(any EnvironmentStep)
    /// Changes the lowered element (wrapping it when it changes layout, decorating it
    /// otherwise): applied innermost first, after the content lowers.
    case element(any ElementStep)
}

/// A modifier that changes the environment the content lowers in (`font`, `tint`, …).
protocol EnvironmentStep: Sendable {
    /// Changes `environment`; `context` is the one outside the modifier (for error paths).
    func apply(to environment: inout EnvironmentValues, in context: LoweringContext) throws(RenderError)
}

/// A modifier that changes a lowered element (`padding`, `background`, …).
protocol ElementStep: Sendable {
    /// The element the parent now sees: `element` itself, changed, or a wrapper around it.
    /// `context` is the content's (its environment is the one the modifier resolves tokens in).
    func apply(to element: Element, in context: LoweringContext) throws(RenderError) -> Element
}

extension Modifier {
    init(_ step: some EnvironmentStep) { self.init(steps: [.environment(step)]) }
    init(_ step: some ElementStep) { self.init(steps: [.element(step)]) }
}
