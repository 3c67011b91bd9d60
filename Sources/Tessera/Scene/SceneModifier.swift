/// A modifier JSON scenes understand: `{"<name>": value}` in a view's `modifiers` array.
///
/// A modifier is its name, the line docs/scenes.md's modifier table shows for its value, and a
/// function from the value (read with `SceneValue`, whose errors name the JSON path) to the
/// modified view. Tessera's own are in `SceneVocabulary.standard`, each declared beside the
/// Swift modifier it reads into; an adopter registers theirs in a vocabulary of their own:
///
/// ```swift
/// var vocabulary = SceneVocabulary.standard
/// vocabulary.register(SceneModifier("cardStyle", value: "`true`") { value throws(RenderError) in
///     try value.bool() ? .padding(.m) <> .background(.card) <> .cornerRadius(.card) : nil
/// })
/// ```
///
/// The functions are `@Sendable` so a vocabulary is a value built once and shared by every
/// render, on any thread.
public struct SceneModifier: Sendable {
    /// Reads the value and returns the modified view (`view` itself to change nothing).
    public typealias Apply = @Sendable (SceneValue, AnyView) throws(RenderError) -> AnyView
    /// Reads the value into a `Modifier` value (nil to leave the view as it is).
    public typealias Read = @Sendable (SceneValue) throws(RenderError) -> Modifier?

    /// The member name in a scene (`padding`).
    public let name: String
    /// What the value may be, in Markdown: the "value" column of docs/scenes.md.
    public let value: String
    let apply: Apply

    /// A modifier that may change the view in any way: wrap it in other views, set an
    /// environment value (`view.environment(\.colorScheme, .dark)`), or leave it.
    public init(_ name: String, value: String, apply: @escaping Apply) {
        self.name = name
        self.value = value
        self.apply = apply
    }

    /// A modifier that reads into a `Modifier` value: the view gets `view.modifier(…)`.
    public init(_ name: String, value: String, modifier read: @escaping Read) {
        self.init(name, value: value) { json, view throws(RenderError) in
            guard let modifier = try read(json) else { return view }
            return AnyView(view.modifier(modifier))
        }
    }
}
