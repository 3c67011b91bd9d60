/// Malformed JSON: what is wrong and where. Users pick the position they report: token files
/// say line and column, layout documents the character offset, scenes the byte offset.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation
    /// Unicode scalars before the error (so "é" counts once), for one-line documents where a
    /// character offset is the natural position.
    public var characterOffset: Int

    public init(message: String, location: SourceLocation, characterOffset: Int) {
        self.message = message
        self.location = location
        self.characterOffset = characterOffset
    }

    public var description: String { "line \(location.line), column \(location.column): \(message)" }
}
