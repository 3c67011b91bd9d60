import Foundation
import TesseraJSON

/// One parsed token document and the name errors about it will use (usually its file path).
public struct TokenSource: Hashable, Sendable {
    public var name: String
    public var root: JSONNode

    public init(name: String, root: JSONNode) {
        self.name = name
        self.root = root
    }

    /// Parses token JSON text; malformed JSON is a diagnostic with the line and column.
    public init(name: String, text: String) throws(TokenErrors) {
        do {
            self.init(name: name, root: try JSONParser.parse(text))
        } catch {
            throw TokenErrors([TokenDiagnostic(file: name, path: "", location: error.location, message: "malformed JSON: \(error.message)")])
        }
    }

    /// Reads and parses a file; `name` defaults to the path as given.
    public init(contentsOf url: URL, name: String? = nil) throws(TokenErrors) {
        let label = name ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw TokenErrors([TokenDiagnostic(file: label, path: "", location: .unknown, message: "cannot read the file (\(error.localizedDescription))")])
        }
        do {
            self.init(name: label, root: try JSONParser.parse(Array(data)))
        } catch {
            throw TokenErrors([TokenDiagnostic(file: label, path: "", location: error.location, message: "malformed JSON: \(error.message)")])
        }
    }
}
