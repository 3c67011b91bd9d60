/// Design-library components a JSON scene may name: `{"type": "component", "name": "banner",
/// "properties": {...}}`. The library registers a builder per name that reads its properties
/// (errors from `SceneProperties` name the JSON path) and returns the view, with a line saying
/// which properties it reads (the documentation table, `table`).
///
/// ```swift
/// var components = SceneComponents()
/// components.register("banner", properties: "`text`, `icon` (an icon name)") { p throws(RenderError) in
///     AnyView(Banner(text: try p.string("text"), icon: try p.optionalIcon("icon")))
/// }
/// ```
///
/// Builders are `@Sendable` so a set of components is a value shared by every render.
public struct SceneComponents: Sendable {
    public typealias Builder = @Sendable (SceneProperties) throws(RenderError) -> AnyView
    var builders: [String: Builder] = [:]
    /// Names in registration order, with their properties' documentation.
    private var documented: [(name: String, properties: String)] = []

    public init() {}

    /// Registers `name` (replacing one of the same name); `properties` documents what the
    /// builder reads, in Markdown, for `table`.
    public mutating func register(_ name: String, properties: String = "", _ build: @escaping Builder) {
        if let index = documented.firstIndex(where: { $0.name == name }) {
            documented[index].properties = properties
        } else {
            documented.append((name, properties))
        }
        builders[name] = build
    }

    /// Registered names, sorted (for error messages and documentation).
    public var names: [String] { builders.keys.sorted() }

    /// The components as a Markdown table (`| name | properties |`), in registration order: the
    /// table docs are checked against.
    public var table: String {
        let lines = documented.map { "| `\($0.name)` | \($0.properties) |" }
        return (["| name | properties |", "| --- | --- |"] + lines).joined(separator: "\n") + "\n"
    }
}

/// The properties of one component in a scene, read by name with typed getters whose errors
/// name the JSON path.
public struct SceneProperties {
    let members: [SceneMember]
    /// JSON path of the properties object (`$.body.children[1].properties`).
    public let path: String
    let reader: SceneReader

    private func member(_ name: String) -> SceneJSON? {
        guard let value = members.first(where: { $0.key == name })?.value else { return nil }
        if case .null = value { return nil }
        return value
    }

    private func fail(_ name: String, _ reason: String) -> RenderError {
        .scene(path: "\(path).\(name)", reason: reason)
    }

    public func optionalString(_ name: String) throws(RenderError) -> String? {
        guard let value = member(name) else { return nil }
        guard case .string(let string) = value else { throw fail(name, "must be a string, not \(value.kind)") }
        guard string.count <= reader.limits.maximumTextLength else {
            throw fail(name, "is longer than \(reader.limits.maximumTextLength) characters")
        }
        return string
    }

    public func string(_ name: String) throws(RenderError) -> String {
        guard let string = try optionalString(name) else { throw fail(name, "is required") }
        return string
    }

    public func optionalNumber(_ name: String) throws(RenderError) -> Double? {
        guard let value = member(name) else { return nil }
        guard case .number(let number) = value else { throw fail(name, "must be a number, not \(value.kind)") }
        return number
    }

    public func number(_ name: String) throws(RenderError) -> Double {
        guard let number = try optionalNumber(name) else { throw fail(name, "is required") }
        return number
    }

    public func bool(_ name: String, default defaultValue: Bool = false) throws(RenderError) -> Bool {
        guard let value = member(name) else { return defaultValue }
        guard case .bool(let bool) = value else { throw fail(name, "must be true or false, not \(value.kind)") }
        return bool
    }

    /// A color: a short name (`card`, `secondary`), a token name (`color.text.primary`) or `#RRGGBB[AA]`.
    public func optionalColor(_ name: String) throws(RenderError) -> ColorValue? {
        guard let value = member(name) else { return nil }
        return try reader.color(value, path: "\(path).\(name)")
    }

    /// An icon token by name (`star` or `icon.star`), as an image tinted with the foreground color.
    public func optionalIcon(_ name: String) throws(RenderError) -> Image? {
        guard let value = member(name) else { return nil }
        return try reader.icon(value, path: "\(path).\(name)")
    }

    /// A nested view (any scene node).
    public func optionalView(_ name: String) throws(RenderError) -> AnyView? {
        guard let value = member(name) else { return nil }
        return try reader.view(value, path: "\(path).\(name)")
    }

    /// An array of nested views.
    public func views(_ name: String) throws(RenderError) -> [AnyView] {
        guard let value = member(name) else { return [] }
        return try reader.children(value, path: "\(path).\(name)")
    }
}
