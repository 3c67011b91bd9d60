#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock on a file (`flock`), held while a closure runs.
///
/// Why flock: failures are reported from tests running in parallel threads and, with XCTest's
/// `--parallel`, in parallel processes; each acquisition opens the lock file anew, and flock
/// locks belong to the open file, so threads and processes exclude each other alike.
enum FileLock {
    static func withLock<T>(at path: String, _ body: () throws(SnapshotError) -> T) throws(SnapshotError) -> T {
        let fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .io("cannot open the lock file \(path) (errno \(errno))") }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .io("cannot lock \(path) (errno \(errno))") }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
