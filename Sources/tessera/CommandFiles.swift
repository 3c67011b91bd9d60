import ConfinedFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the files named on a `tessera` command line and writing its outputs, with messages a
/// person can act on: "cannot read /dev/zero: is not a regular file", "cannot write out.png: No
/// such file or directory" — not Foundation's "You don't have permission" for a device or an
/// `NSError` dump.
enum CommandFiles {
    /// Input documents larger than this are refused before they are read (display lists with
    /// inline bitmaps are the largest legitimate ones).
    static let maximumInputBytes = 256 << 20

    /// The bytes of the regular file at `path`, at most `maxBytes` of them.
    static func read(_ path: String, maxBytes: Int = maximumInputBytes) throws(DrawError) -> [UInt8] {
        do {
            return try RegularFile.contents(of: path, maxBytes: maxBytes)
        } catch {
            throw DrawError("cannot read \(FileAccessError.quoted(path)): \(error.explanation)")
        }
    }

    /// Writes `bytes` to `path` (created or truncated).
    static func save(_ bytes: [UInt8], to path: String) throws(DrawError) {
        func failure(_ code: Int32) -> DrawError {
            DrawError("cannot write \(FileAccessError.quoted(path)): \(String(cString: strerror(code)))")
        }
        guard !path.isEmpty else { throw DrawError("cannot write \"\": the output path is empty") }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(errno) }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            written += count
        }
    }

    /// `save` for text.
    static func save(_ text: String, to path: String) throws(DrawError) {
        try save(Array(text.utf8), to: path)
    }
}
