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
