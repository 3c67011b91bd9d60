import Dispatch
import Foundation

/// Runs `count` independent jobs on `threads` threads and returns their results in job order,
/// so what a run writes never depends on how many threads ran it or which finished first.
enum WorkQueue {
    static func map<T: Sendable>(
        count: Int, threads: Int, progress: (@Sendable (Int) -> Void)? = nil, _ job: @Sendable (Int) -> T
    ) -> [T] {
        map(count: count, threads: threads, progress: progress) { index, _ in job(index) }
    }

    /// As `map`, telling each job how many threads the run has beyond the jobs still to start
    /// (this one included): none until the last jobs, then what the finished workers leave.
    /// The last jobs may take those cores (to draw a large image in bands) while the other
    /// workers finish theirs, instead of the run ending on one busy core.
    static func map<T: Sendable>(
        count: Int, threads: Int, progress: (@Sendable (Int) -> Void)? = nil, _ job: @Sendable (_ index: Int, _ spareThreads: Int) -> T
    ) -> [T] {
        map(count: count, threads: threads, progress: progress, worker: {}) { index, spare, _ in job(index, spare) }
    }

    /// As `map`, each thread making its own `worker` state once (`makeWorker`) and handing it
    /// to every job it runs: what a job keeps for the next one on the same thread (buffers),
    /// owned by that thread alone, never shared.
    static func map<T: Sendable, Worker>(
        count: Int, threads: Int, progress: (@Sendable (Int) -> Void)? = nil, worker makeWorker: @Sendable () -> Worker,
        _ job: @Sendable (_ index: Int, _ spareThreads: Int, _ worker: inout Worker) -> T
    ) -> [T] {
        let state = State<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(threads, count))) { _ in
            var worker = makeWorker()
            while let index = state.next() {
                let result = job(index, max(0, threads - (count - index)), &worker)
                let done = state.store(result, at: index)
                progress?(done)
            }
        }
        return state.results()
    }

    private final class State<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [T?]
        private var nextIndex = 0
        private var done = 0

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func next() -> Int? {
            lock.withLock {
                guard nextIndex < slots.count else { return nil }
                defer { nextIndex += 1 }
                return nextIndex
            }
        }

        func store(_ value: T, at index: Int) -> Int {
            lock.withLock {
                slots[index] = value
                done += 1
                return done
            }
        }

        func results() -> [T] { slots.compactMap { $0 } }
    }
}
