/// Everything a JSON scene may name besides its built-in view types: the modifiers (`padding`,
/// `background`, …) and the components (`{"type": "component", "name": …}`).
///
/// A vocabulary is a value, built once and passed to the scene (`Scene.render(with:vocabulary:…)`);
/// there is no global registry to mutate, so renders on any thread see the vocabulary they were
/// given. Tessera's own modifiers are `standard`; an adopter extends a copy:
///
/// ```swift
/// var vocabulary = SceneVocabulary.standard
/// vocabulary.register(SceneModifier("cardStyle", value: "`true`") { value throws(RenderError) in
///     try value.bool() ? .padding(.m) <> .background(.card) : nil
/// })
/// vocabulary.components.register("badge", properties: "`text`") { p throws(RenderError) in
///     AnyView(Text(try p.string("text")).padding(.xs))
/// }
/// try scene.render(with: renderer, vocabulary: vocabulary, assetRoot: root)
/// ```
public struct SceneVocabulary: Sendable {
    /// The modifiers, in the order they were registered (docs/scenes.md's table order).
    public private(set) var modifiers: [SceneModifier] = []
    private var modifierIndex: [String: Int] = [:]
    /// The components scenes may name.
    public var components: SceneComponents

    public init(modifiers: [SceneModifier] = [], components: SceneComponents = SceneComponents()) {
        self.components = components
        for modifier in modifiers { register(modifier) }
    }

    /// Adds a modifier; one of the same name is replaced, keeping its place.
    public mutating func register(_ modifier: SceneModifier) {
        if let index = modifierIndex[modifier.name] {
            modifiers[index] = modifier
        } else {
            modifierIndex[modifier.name] = modifiers.count
            modifiers.append(modifier)
        }
    }

    /// The modifier scenes call `name`.
    public func modifier(named name: String) -> SceneModifier? { modifierIndex[name].map { modifiers[$0] } }

    /// This vocabulary with `components` in place of its own.
    public func with(components: SceneComponents) -> SceneVocabulary {
        var vocabulary = self
        vocabulary.components = components
        return vocabulary
    }
    /// The modifiers as docs/scenes.md's Markdown table; neighbours with the same value share a
    /// row (`foregroundColor`, `tint`). The docs are checked against it, so they cannot drift.
    public var modifierTable: String {
        var rows: [(names: [String], value: String)] = []
        for modifier in modifiers {
            if let last = rows.last, last.value == modifier.value {
                rows[rows.count - 1].names.append(modifier.name)
            } else {
                rows.append(([modifier.name], modifier.value))
            }
        }
        let lines = rows.map { row in "| \(row.names.map { "`\($0)`" }.joined(separator: ", ")) | \(row.value) |" }
        return (["| modifier | value |", "|----------|-------|"] + lines).joined(separator: "\n") + "\n"
    }
}
