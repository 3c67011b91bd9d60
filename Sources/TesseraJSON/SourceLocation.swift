/// A position in a JSON text: 1-based line and column (columns count Unicode scalars, as editors
/// do), and the 0-based UTF-8 byte offset.
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
