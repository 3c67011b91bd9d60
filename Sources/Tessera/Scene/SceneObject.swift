import TesseraGeometry
import TesseraJSON

/// A JSON object of a scene with its path, and typed member reads whose errors name the path.
struct SceneObject {
    let members: [SceneMember]
    let path: String

    init(_ json: SceneJSON, path: String) throws(RenderError) {
        guard case .object(let members) = json else { throw .scene(path: path, reason: "must be an object, not \(json.kind)") }
        self.members = members
        self.path = path
    }

    func optional(_ name: String) -> SceneJSON? {
        guard let value = members.first(where: { $0.key == name })?.value else { return nil }
        if case .null = value { return nil }
        return value
    }

    func required(_ name: String) throws(RenderError) -> SceneJSON {
        guard let value = optional(name) else { throw .scene(path: "\(path).\(name)", reason: "is required") }
        return value
    }

    /// Throws naming the first member that is not one of `known` (a typo would otherwise be
    /// silently ignored).
    func checkKnown(_ known: [String]) throws(RenderError) {
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            throw .scene(path: JSONPath.member(path, unknown.key), reason: "unknown member (expected one of \(known.joined(separator: ", ")))")
        }
    }

    func string(_ name: String) throws(RenderError) -> String {
        try Self.stringValue(required(name), path: "\(path).\(name)")
    }

    func optionalNumber(_ name: String) throws(RenderError) -> Double? {
        try optional(name).map { v throws(RenderError) in try Self.numberValue(v, path: "\(path).\(name)") }
    }

    func optionalBool(_ name: String) throws(RenderError) -> Bool? {
        try optional(name).map { v throws(RenderError) in try Self.boolValue(v, path: "\(path).\(name)") }
    }

    func optionalSize(_ name: String) throws(RenderError) -> Size? {
        guard let value = optional(name) else { return nil }
        guard case .array(let items) = value, items.count == 2 else {
            throw .scene(path: "\(path).\(name)", reason: "must be [width, height]")
        }
        let width = try Self.numberValue(items[0].value, path: "\(path).\(name)[0]")
        let height = try Self.numberValue(items[1].value, path: "\(path).\(name)[1]")
        guard width > 0, height > 0 else { throw .scene(path: "\(path).\(name)", reason: "must be positive") }
        return Size(width: width, height: height)
    }

    func optionalEnum<E: RawRepresentable & CaseIterable>(_ name: String, _ type: E.Type) throws(RenderError) -> E? where E.RawValue == String {
        try optional(name).map { v throws(RenderError) in try Self.enumValue(v, type, path: "\(path).\(name)") }
    }

    /// The `style` member: `circular` (default) or `continuous` corners.
    func cornerStyle() throws(RenderError) -> RoundedCornerStyle {
        guard let value = optional("style") else { return .circular }
        let name = try Self.stringValue(value, path: "\(path).style")
        guard let style = RoundedCornerStyle(rawValue: name) else {
            throw .scene(path: "\(path).style", reason: "unknown corner style \(Excerpt.quoted(name)) (circular, continuous)")
        }
        return style
    }

    static func stringValue(_ json: SceneJSON, path: String) throws(RenderError) -> String {
        guard case .string(let string) = json else { throw .scene(path: path, reason: "must be a string, not \(json.kind)") }
        return string
    }

    static func numberValue(_ json: SceneJSON, path: String) throws(RenderError) -> Double {
        guard case .number(let number) = json else { throw .scene(path: path, reason: "must be a number, not \(json.kind)") }
        return number
    }

    static func boolValue(_ json: SceneJSON, path: String) throws(RenderError) -> Bool {
        guard case .bool(let bool) = json else { throw .scene(path: path, reason: "must be true or false, not \(json.kind)") }
        return bool
    }

    static func enumValue<E: RawRepresentable & CaseIterable>(_ json: SceneJSON, _ type: E.Type, path: String) throws(RenderError) -> E where E.RawValue == String {
        let name = try stringValue(json, path: path)
        guard let value = E(rawValue: name) else {
            throw .scene(path: path, reason: "unknown value \(Excerpt.quoted(name)) (\(E.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return value
    }
}

