/// A parsed JSON value. TesseraLayout reads its node-tree documents with its own small parser so
/// that it depends on nothing, keeps object keys in document order (deterministic errors), and
/// can report syntax errors by character offset.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in document order.
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The value of a member of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A short name of the value's kind, for error messages.
    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A JSON document that could not be read: what went wrong and where (character offset for
/// syntax errors, JSON path such as `$.children[2].style.width` for bad values).
public struct LayoutJSONError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// JSON path of the offending value, or nil for syntax errors.
    public var path: String?
    /// Character offset of a syntax error, or nil for bad values.
    public var offset: Int?

    public init(_ message: String, path: String? = nil, offset: Int? = nil) {
        self.message = message
        self.path = path
        self.offset = offset
    }

    public var description: String {
        if let path { return "\(path): \(message)" }
        if let offset { return "at character \(offset): \(message)" }
        return message
    }
}
