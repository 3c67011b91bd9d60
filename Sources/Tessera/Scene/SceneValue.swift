/// The value of one modifier in a scene, with its JSON path: typed reads whose errors name the
/// path and, for names (colors, lengths), the nearest token name.
public struct SceneValue {
    let json: SceneJSON
    /// JSON path of the value (`$.body.modifiers[0].padding`).
    public let path: String
    let reader: SceneReader

    /// Whether the value is a JSON object (modifiers that take a short form and a long one).
    public var isObject: Bool {
        if case .object = json { return true }
        return false
    }

    public func string() throws(RenderError) -> String { try SceneObject.stringValue(json, path: path) }
    public func number() throws(RenderError) -> Double { try SceneObject.numberValue(json, path: path) }
    public func bool() throws(RenderError) -> Bool { try SceneObject.boolValue(json, path: path) }

    /// A color: a short name (`card`), a color token name or `#RRGGBB[AA]`.
    public func color() throws(RenderError) -> ColorValue { try reader.color(json, path: path) }

    /// A length: points, a spacing short name (`m`) or a dimension token name.
    public func length() throws(RenderError) -> LengthValue { try reader.length(json, path: path) }

    /// A nested view (any scene node).
    public func view() throws(RenderError) -> AnyView { try reader.view(json, path: path) }

    /// The value as an object whose members are all named in `known` (read them by name).
    public func properties(known: [String]) throws(RenderError) -> SceneProperties {
        let object = try self.object(known: known)
        return SceneProperties(members: object.members, path: path, reader: reader)
    }

    /// The value as an object whose members are all named in `known`.
    func object(known: [String]) throws(RenderError) -> SceneObject {
        let object = try SceneObject(json, path: path)
        try object.checkKnown(known)
        return object
    }

    /// The member `name` of `object` (this value, read as an object), when present and not null.
    func member(_ name: String, of object: SceneObject) -> SceneValue? {
        object.optional(name).map { SceneValue(json: $0, path: "\(path).\(name)", reader: reader) }
    }
}

extension SceneValue {
    /// One case of `E` by its raw value (`"tail"`); the error lists the cases.
    public func choice<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws(RenderError) -> E where E.RawValue == String {
        try SceneObject.enumValue(json, type, path: path)
    }

    /// A typography token by name (`typography.body` or `body`).
    public func typography() throws(RenderError) -> TokenKey<Typography> { try reader.typography(json, path: path) }

    /// A radius: points, a short name (`card`) or a dimension token name.
    public func radius() throws(RenderError) -> Radius { try reader.radius(json, path: path) }

    /// A shape: `rectangle`, `circle`, `capsule`, `ellipse` or `{"roundedRectangle": radius}`.
    public func shape() throws(RenderError) -> AnyShape { try reader.shape(json, path: path) }

    /// A two-dimensional alignment (`topLeading` … `bottomTrailing`).
    public func alignment() throws(RenderError) -> Alignment { try reader.alignment(json, path: path) }

    /// A set of axes: `horizontal`, `vertical` or `both`.
    public func axes() throws(RenderError) -> Axis.Set { try reader.axes(json, path: path) }

    /// An elevation: `low`, `medium`, `high`, `card` or a shadow token name.
    public func elevation() throws(RenderError) -> Elevation { try reader.elevation(json, path: path) }
}
