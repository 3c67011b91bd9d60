import ConfinedFiles
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

    /// Largest token file read (4 MiB). Real token files are kilobytes; a resolver reads each of
    /// its files whole and resolves them once per combination of contexts, so an unbounded file
    /// was unbounded time and memory (a 114 MB file took 16 s and 3.6 GB).
    public static let maximumFileBytes = 4 << 20

    /// Reads and parses a file; `name` defaults to the path as given. Only a regular file of at
    /// most `maximumFileBytes` is read (a FIFO or device is refused, not waited on).
    public init(contentsOf url: URL, name: String? = nil) throws(TokenErrors) {
        let label = name ?? url.path
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.contents(of: url.path, maxBytes: Self.maximumFileBytes)
        } catch {
            let message = switch error.reason {
            case .tooLarge: "the file is larger than the \(Self.maximumFileBytes >> 20) MiB (\(Self.maximumFileBytes)-byte) limit for token files"
            case .system(let reason): "cannot read the file (\(reason))"
            default: "cannot read the file: it \(error.explanation)"
            }
            throw TokenErrors([TokenDiagnostic(file: label, path: "", location: .unknown, message: message)])
        }
        do {
            self.init(name: label, root: try JSONParser.parse(bytes))
        } catch {
            throw TokenErrors([TokenDiagnostic(file: label, path: "", location: error.location, message: "malformed JSON: \(error.message)")])
        }
    }
}
