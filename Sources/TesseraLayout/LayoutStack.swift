#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Deep trees are laid out on a thread whose stack is sized for them.
///
/// Layout recurses once per level of nesting, and a level takes about 10 KB of stack in release
/// builds and about 50 KB in debug builds (more under AddressSanitizer; measured with chains of
/// nested containers on threads of known stack size). A 200-level tree would overflow an 8 MB stack
/// in a debug build, and a 60-level one the 512 KB of a secondary thread on macOS. Rather than
/// letting the caller's stack decide how deep a tree may be, trees deeper than `inlineDepth` are
/// laid out on a thread of their own with room for their depth, while the calling thread waits:
/// the layout is the same, only the stack differs. Shallower trees — nearly every UI — stay on
/// the caller's thread, so they pay nothing. Measure closures of a deep tree are therefore called
/// on that thread, one at a time, while the caller is blocked.
extension LayoutTree {
    /// Levels laid out on the caller's stack: at most about 250 KB in a release build.
    static let inlineDepth = 24
    /// Stack reserved per level on the helper thread: room for debug and sanitizer builds.
    static let stackPerLevel = 160 * 1024

    mutating func onStack(forDepth depth: Int, _ body: (inout LayoutTree) -> Void) {
        guard depth > Self.inlineDepth else { return body(&self) }
        withUnsafeMutablePointer(to: &self) { tree in
            withoutActuallyEscaping(body) { body in
                let job = StackJob { body(&tree.pointee) }
                // If no thread can be made (resources exhausted), try on the caller's stack.
                if !job.runOnThread(stackSize: (depth + 16) * Self.stackPerLevel) { job.work() }
            }
        }
    }
}

/// One call run on a new thread while the caller waits for it (`pthread_join`), so the work
/// never overlaps the caller and may use its state.
private final class StackJob {
    let work: () -> Void

    init(_ work: @escaping () -> Void) { self.work = work }

    func runOnThread(stackSize: Int) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return false }
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        let created = pthread_create(&thread, &attributes, { context in
            Unmanaged<StackJob>.fromOpaque(context).takeRetainedValue().work()
            return nil
        }, context)
        guard created == 0, let thread else {
            Unmanaged<StackJob>.fromOpaque(context).release()
            return false
        }
        #else
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { context in
            if let context { Unmanaged<StackJob>.fromOpaque(context).takeRetainedValue().work() }
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<StackJob>.fromOpaque(context).release()
            return false
        }
        #endif
        pthread_join(thread, nil)
        return true
    }
}
