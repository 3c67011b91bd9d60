/// A JSON value that remembers where it came from.
///
/// Token files are written by hand and by tools; every error about them must point at the line
/// and column of the offending value, so the parsed tree keeps a `SourceLocation` on each node.
/// Object members keep their source order, so everything derived from a file is deterministic.
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
        if case .string(let s) = value { return s }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let n) = value { return n }
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

    /// A short name of the JSON kind, for error messages ("expected a number, found a string").
    public var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` pair of a JSON object, in source order.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var node: JSONNode

    public init(key: String, node: JSONNode) {
        self.key = key
        self.node = node
    }
}

public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])
}

/// A position in a source file: 1-based line and column (in Unicode scalars), 0-based byte offset.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// For values made in code rather than read from a file.
    public static let unknown = SourceLocation(line: 0, column: 0, offset: 0)

    public var isKnown: Bool { line > 0 }

    public var description: String { isKnown ? "\(line):\(column)" : "?" }
}
