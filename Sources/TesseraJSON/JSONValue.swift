/// A JSON value. Arrays and objects hold `JSONNode`s, so every nested value keeps its position;
/// object members stay in source order, so everything derived from a document is deterministic.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The value of the member named `key` when this is an object (keys are unique in parsed
    /// documents; for hand-built objects the last one wins, as in most JSON readers).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.key == key })?.node.value
    }

    /// A short name of the kind, for error messages ("expected a number, found a string").
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON value and where it was written.
public struct JSONNode: Hashable, Sendable {
    public var value: JSONValue
    public var location: SourceLocation

    public init(_ value: JSONValue, at location: SourceLocation = .unknown) {
        self.value = value
        self.location = location
    }

    /// The member named `key` when this node is an object.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last(where: { $0.key == key })?.node
    }

    public var stringValue: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    public var arrayValue: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    public var objectMembers: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    public var kindName: String { value.kindName }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var node: JSONNode

    public init(key: String, node: JSONNode) {
        self.key = key
        self.node = node
    }

    /// The member's value without its position, for readers that report errors by JSON path.
    public var value: JSONValue { node.value }
}

extension JSONValue {
    /// An object of the pairs that have a value, in the order given: how writers build documents
    /// whose optional members are left out when they hold the default.
    public static func members(_ pairs: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        .object(pairs.compactMap { key, value in value.map { JSONMember(key: key, node: JSONNode($0)) } })
    }

    /// An array of numbers (`[x, y]`, `[a, b, c, d, tx, ty]`).
    public static func numbers(_ values: [Double]) -> JSONValue {
        .array(values.map { JSONNode(.number($0)) })
    }

    /// An array of values.
    public static func items(_ values: [JSONValue]) -> JSONValue {
        .array(values.map { JSONNode($0) })
    }
}
