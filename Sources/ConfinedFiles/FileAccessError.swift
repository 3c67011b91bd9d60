/// Why a file named by a document could not be used: what was asked for, and what stood in the way.
///
/// The path is quoted at most `FileAccessError.quoteLimit` characters long, so a hostile document
/// cannot make an error message as large as itself.
public struct FileAccessError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// Absolute, `~`, a backslash, an empty path or a NUL byte: never a path inside a root.
        case notRelative
        /// After following symbolic links the path leads outside its root.
        case outsideRoot
        /// Nothing is there (or a link in the chain points nowhere).
        case notFound
        /// A directory, FIFO, socket or device: only regular files are read.
        case notRegularFile
        /// A root that is not a directory.
        case notDirectory
        /// A symbolic link loop, or a chain too long to follow.
        case linkLoop
        /// Larger than the caller's limit (bytes given).
        case tooLarge(limit: Int)
        /// The operating system refused (permission, I/O error); its message is kept.
        case system(String)
    }

    /// Longest stretch of the offending path quoted in `description`.
    public static let quoteLimit = 80

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\"\(Self.quoted(path))\" \(explanation)" }

    /// The reason alone, for callers that name the path their own way.
    public var explanation: String {
        switch reason {
        case .notRelative: "must be a relative path inside its folder (not absolute, not starting with '~', no '\\')"
        case .outsideRoot: "leads outside its folder (after following links)"
        case .notFound: "does not exist"
        case .notRegularFile: "is not a regular file (directories, FIFOs, sockets and devices are refused)"
        case .notDirectory: "is not a folder"
        case .linkLoop: "is a symbolic link loop or a chain of links too long to follow"
        case .tooLarge(let limit): "is larger than the \(limit)-byte limit"
        case .system(let message): "cannot be read: \(message)"
        }
    }

    /// `text` cut to `quoteLimit` characters with an ellipsis, control characters escaped.
    public static func quoted(_ text: String) -> String {
        var out = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == quoteLimit { return out + "…" }
            out += scalar.value < 0x20 || scalar == "\"" ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return out
    }
}
