#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file only if it is a regular file no larger than a limit.
///
/// `Data(contentsOf:)` follows a path to whatever is there: `/dev/zero` reads forever, a FIFO
/// blocks forever, `/proc` files report size 0 and grow. Opening without blocking and checking
/// the opened descriptor (not the path, which could change in between) closes all three doors.
public enum RegularFile {
    /// The bytes of the regular file at `path` (absolute or relative to the working folder).
    public static func contents(of path: String, maxBytes: Int) throws(FileAccessError) -> [UInt8] {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw FileAccessError(path: path, reason: .notFound) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw error(path: path, errno: errno) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw error(path: path, errno: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw FileAccessError(path: path, reason: .notRegularFile) }
        guard Int(status.st_size) <= maxBytes else { throw FileAccessError(path: path, reason: .tooLarge(limit: maxBytes)) }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while filled < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                throw error(path: path, errno: errno)
            }
            if got == 0 { break }
            filled += got
        }
        // A file that shrank while read is returned as it was; one that grew is not read past its
        // checked size, so the limit holds either way.
        return filled == bytes.count ? bytes : Array(bytes[..<filled])
    }

    /// Writes all of `bytes` to the open descriptor `fd`.
    static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(FileAccessError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(path: path, errno: errno)
            }
            written += count
        }
    }

    /// True when `path` names a regular file (following links), without opening it.
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    static func error(path: String, errno code: Int32) -> FileAccessError {
        switch code {
        case ENOENT, ENOTDIR: FileAccessError(path: path, reason: .notFound)
        case ELOOP: FileAccessError(path: path, reason: .linkLoop)
        default: FileAccessError(path: path, reason: .system(String(cString: strerror(code))))
        }
    }
}
