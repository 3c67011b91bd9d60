#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the bands of one image at once: band 0 on the calling thread, every other band on a
/// thread of its own, and returns when all are done.
///
/// Plain threads rather than `DispatchQueue.concurrentPerform`: a caller that is itself one of
/// several workers of a `concurrentPerform` (the gallery's) would get its nested bands run one
/// after the other, since libdispatch divides its pool width among nested applies. The caller
/// decides how many threads an image may take (`Renderer.rasterThreads`); starting a thread
/// costs tens of microseconds against the tens of milliseconds of a banded image.
enum BandThreads {
    static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        var started: [pthread_t] = []
        for index in 1..<max(1, count) {
            let context = Unmanaged.passRetained(BandJob { body(index) }).toOpaque()
            if let thread = start(context) {
                started.append(thread)
            } else {
                // No thread to be had (resources exhausted): draw the band here.
                Unmanaged<BandJob>.fromOpaque(context).takeRetainedValue().work()
            }
        }
        body(0)
        for thread in started { pthread_join(thread, nil) }
    }

    private static func start(_ context: UnsafeMutableRawPointer) -> pthread_t? {
        #if canImport(Darwin)
        var thread: pthread_t?
        let created = pthread_create(&thread, nil, { context in
            Unmanaged<BandJob>.fromOpaque(context).takeRetainedValue().work()
            return nil
        }, context)
        guard created == 0, let thread else { return nil }
        return thread
        #else
        var thread = pthread_t()
        let created = pthread_create(&thread, nil, { context in
            if let context { Unmanaged<BandJob>.fromOpaque(context).takeRetainedValue().work() }
            return nil
        }, context)
        return created == 0 ? thread : nil
        #endif
    }
}

/// One band's work, handed to its thread (which releases it).
private final class BandJob: Sendable {
    let work: @Sendable () -> Void

    init(_ work: @escaping @Sendable () -> Void) { self.work = work }
}
