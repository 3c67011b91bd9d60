/// A well-formed JSON document with a value its reader refuses: where (JSON path and position)
/// and what is wrong.
public struct JSONValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the value, like `$.operations[2].paint`.
    public var path: String
    /// Where the value starts in the text (`.unknown` for values built in code).
    public var location: SourceLocation
    public var message: String

    /// `$.operations[2].paint (line 4, column 19): message`.
    public var description: String {
        location.isKnown ? "\(path) (line \(location.line), column \(location.column)): \(message)" : "\(path): \(message)"
    }
}
