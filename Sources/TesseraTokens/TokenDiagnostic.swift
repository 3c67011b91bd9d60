import TesseraJSON

/// One problem in a token file or resolver document: which file, which token (or JSON path),
/// where in the file, and what is wrong.
///
/// Designers read these, so the message names the thing they typed ("alias {color.brand} …"),
/// never an internal type.
public struct TokenDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file the problem is in, as it was given (relative to the token folder when loaded from one).
    public var file: String
    /// The token path (`color.text.primary`) or, in a resolver document, the JSON path (`modifiers.theme`).
    public var path: String
    public var location: SourceLocation
    public var message: String

    public init(file: String, path: String, location: SourceLocation, message: String) {
        self.file = file
        self.path = path
        self.location = location
        self.message = message
    }

    /// `file:line:column: path: message`, the shape editors and CI logs link to.
    public var description: String {
        let position = location.isKnown ? "\(location.line):\(location.column):" : ""
        let subject = path.isEmpty ? "" : " \(path):"
        return "\(file):\(position)\(subject) \(message)"
    }
}

/// Every problem found in one pass, so a designer fixes them all at once instead of one per run.
public struct TokenErrors: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [TokenDiagnostic]

    public init(_ diagnostics: [TokenDiagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// A problem with a value, before the caller knows which file and token it belongs to.
struct ValueError: Error {
    var message: String
    var location: SourceLocation

    init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
