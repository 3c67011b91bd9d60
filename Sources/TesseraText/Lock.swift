import Foundation

/// A mutex whose `withLock` keeps the body's typed error (Foundation's `NSLock.withLock` erases
/// it). The text engine's caches and font tables are shared between render threads through it.
final class Lock: @unchecked Sendable {
    private let lock = NSLock()

    func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
