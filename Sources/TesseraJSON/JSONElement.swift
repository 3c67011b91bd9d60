/// A value of a parsed document together with its JSON path: the typed reads a document reader
/// is made of, each throwing a `JSONValueError` that names the path and the line and column.
///
/// Readers built on it share one set of rules and messages: `null` counts as absent, members an
/// object does not know are refused (a typo would otherwise be silently ignored), numbers are
/// checked against a range, and what the input said is quoted through `Excerpt`.
public struct JSONElement {
    public let node: JSONNode
    public let path: String

    public init(_ node: JSONNode, path: String = "$") {
        self.node = node
        self.path = path
    }

    public var value: JSONValue { node.value }

    /// An error at this value.
    public func error(_ message: String) -> JSONValueError {
        JSONValueError(path: path, location: node.location, message: message)
    }

    public func string() throws(JSONValueError) -> String {
        guard case .string(let string) = node.value else { throw error("expected a string, found \(node.kindName)") }
        return string
    }

    public func bool() throws(JSONValueError) -> Bool {
        guard case .bool(let bool) = node.value else { throw error("expected true or false, found \(node.kindName)") }
        return bool
    }

    /// A number (always finite: the parser refuses numbers outside `Double`).
    public func number() throws(JSONValueError) -> Double {
        guard case .number(let number) = node.value else { throw error("expected a number, found \(node.kindName)") }
        return number
    }

    /// A number within `range`.
    public func number(in range: ClosedRange<Double>) throws(JSONValueError) -> Double {
        let number = try number()
        guard range.contains(number) else {
            throw error("\(JSONWriter.number(number)) is outside \(JSONWriter.number(range.lowerBound))...\(JSONWriter.number(range.upperBound))")
        }
        return number
    }

    /// A whole number within `range`.
    public func integer(in range: ClosedRange<Int>) throws(JSONValueError) -> Int {
        let number = try number(in: Double(range.lowerBound)...Double(range.upperBound))
        guard number == number.rounded(), let integer = Int(exactly: number), range.contains(integer) else {
            throw error("\(JSONWriter.number(number)) must be a whole number in \(range.lowerBound)...\(range.upperBound)")
        }
        return integer
    }

    public func array() throws(JSONValueError) -> [JSONElement] {
        guard case .array(let items) = node.value else { throw error("expected an array, found \(node.kindName)") }
        return items.enumerated().map { JSONElement($1, path: JSONPath.item(path, $0)) }
    }

    /// The object's members, refusing any not in `known`.
    public func object(allowing known: [String]) throws(JSONValueError) -> JSONObjectElement {
        guard case .object(let members) = node.value else { throw error("expected an object, found \(node.kindName)") }
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            throw JSONValueError(path: JSONPath.member(path, unknown.key), location: unknown.node.location,
                                 message: "unknown member \(Excerpt.quoted(unknown.key)) (expected \(known.joined(separator: ", ")))")
        }
        return JSONObjectElement(element: self, members: members)
    }

    /// One of an enumeration's string values.
    public func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) throws(JSONValueError) -> Choice
    where Choice.RawValue == String {
        let name = try string()
        guard let value = Choice(rawValue: name) else {
            throw error("unknown value \(Excerpt.quoted(name)) (expected \(Choice.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return value
    }
}

/// A JSON object whose members were checked against the names its reader knows.
public struct JSONObjectElement {
    public let element: JSONElement
    public let members: [JSONMember]

    public var path: String { element.path }

    /// The member named `key`, or nil when it is missing or `null`.
    public func optional(_ key: String) -> JSONElement? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        if case .null = member.node.value { return nil }
        return JSONElement(member.node, path: JSONPath.member(path, key))
    }

    public func required(_ key: String) throws(JSONValueError) -> JSONElement {
        guard let member = optional(key) else { throw element.error("missing member \"\(key)\"") }
        return member
    }

    /// True when the member is present and not `null`.
    public func contains(_ key: String) -> Bool { optional(key) != nil }

    public func error(_ message: String) -> JSONValueError { element.error(message) }
}
