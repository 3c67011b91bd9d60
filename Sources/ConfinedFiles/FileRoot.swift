#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder that paths written in a document must stay inside: a scene's asset folder, a token
/// folder, a gallery shard, an output folder.
///
/// Every path is resolved the way the kernel will open it — symbolic links followed, `..` taken
/// after the link before it — and then compared with the root's own resolved path, so neither
/// `../x`, an absolute path, a link pointing out, nor `link/../../x` can leave. Only regular files
/// are read (a FIFO would block, a device never end) and reads are capped in size.
public struct FileRoot: Hashable, Sendable {
    /// The root as given, for messages.
    public let path: String
    /// The root with every link resolved; contained paths start with it.
    public let resolvedPath: String

    /// A root at `path`, which must be an existing directory.
    public init(_ path: String) throws(FileAccessError) {
        guard !path.isEmpty else { throw FileAccessError(path: path, reason: .notFound) }
        guard let resolved = Self.realPath(path) else { throw RegularFile.error(path: path, errno: errno) }
        var status = stat()
        guard stat(resolved, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw FileAccessError(path: path, reason: .notDirectory)
        }
        self.path = path
        self.resolvedPath = resolved
    }

    /// The resolved absolute path of `relative` inside the root; it must exist.
    public func resolve(_ relative: String) throws(FileAccessError) -> String {
        try Self.checkRelative(relative)
        let joined = resolvedPath + "/" + relative
        guard let resolved = Self.realPath(joined) else { throw RegularFile.error(path: relative, errno: errno) }
        guard contains(resolved) else { throw FileAccessError(path: relative, reason: .outsideRoot) }
        return resolved
    }

    /// The resolved absolute path of the regular file at `relative` inside the root, checked
    /// without opening it: for readers that open the file later (an image decoded at render
    /// time), so a FIFO or device is refused while the document is read instead of blocking then.
    public func resolveRegularFile(_ relative: String) throws(FileAccessError) -> String {
        let resolved = try resolve(relative)
        guard RegularFile.exists(resolved) else { throw FileAccessError(path: relative, reason: .notRegularFile) }
        return resolved
    }

    /// The bytes of the regular file at `relative`, at most `maxBytes` of them.
    public func contents(of relative: String, maxBytes: Int) throws(FileAccessError) -> [UInt8] {
        let resolved = try resolve(relative)
        do {
            return try RegularFile.contents(of: resolved, maxBytes: maxBytes)
        } catch {
            throw FileAccessError(path: relative, reason: error.reason)
        }
    }

    /// True when `relative` names a regular file inside the root.
    public func containsFile(_ relative: String) -> Bool {
        (try? resolveRegularFile(relative)) != nil
    }

    /// Writes `bytes` to `relative`, creating the folders on the way, none of which may lead
    /// outside the root; an existing link at the file's own name is replaced, never followed.
    public func write(_ bytes: [UInt8], to relative: String) throws(FileAccessError) {
        try Self.checkRelative(relative)
        let parts = relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let name = parts.last, !parts.contains(".."), name != "." else {
            throw FileAccessError(path: relative, reason: .outsideRoot)
        }
        var folder = resolvedPath
        for part in parts.dropLast() where part != "." {
            let next = folder + "/" + part
            if mkdir(next, 0o755) != 0 && errno != EEXIST { throw RegularFile.error(path: relative, errno: errno) }
            guard let resolved = Self.realPath(next) else { throw RegularFile.error(path: relative, errno: errno) }
            guard contains(resolved) else { throw FileAccessError(path: relative, reason: .outsideRoot) }
            folder = resolved
        }
        let target = folder + "/" + name
        unlink(target)  // a link (or stale file) there is replaced, not written through
        let fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw RegularFile.error(path: relative, errno: errno) }
        defer { close(fd) }
        try RegularFile.writeAll(bytes, to: fd, path: relative)
    }

    /// True when the resolved absolute `path` is the root or lies beneath it.
    public func contains(_ resolved: String) -> Bool {
        resolved == resolvedPath || resolved.hasPrefix(resolvedPath == "/" ? "/" : resolvedPath + "/")
    }

    /// Refuses what is never a path inside a root, before touching the file system.
    static func checkRelative(_ relative: String) throws(FileAccessError) {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.hasPrefix("~"), !relative.contains("\\"),
              !relative.utf8.contains(0) else {
            throw FileAccessError(path: relative, reason: .notRelative)
        }
    }

    /// `realpath(3)`: the absolute path with every link, `.` and `..` resolved; nil with errno set.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
