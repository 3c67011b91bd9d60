import Foundation
import Testing
@testable import GalleryKit

/// `WorkQueue`: results in job order whatever the threads, and spare threads only for the last
/// jobs (what lets the end of a phase draw its images in bands without taking cores from jobs
/// still running for long).
@Suite struct WorkQueueTests {
    @Test(arguments: [1, 2, 3, 8])
    func resultsComeInJobOrderAndOnlyTheLastJobsGetSpareThreads(threads: Int) {
        let results = WorkQueue.map(count: 10, threads: threads) { index, spare in (index, spare) }
        #expect(results.map(\.0) == Array(0..<10))
        // Job i starts with 10 - i jobs left (itself included), so threads - (10 - i) are spare.
        #expect(results.map(\.1) == (0..<10).map { max(0, threads - (10 - $0)) })
    }

    @Test func moreThreadsThanJobsAreAllSpare() {
        #expect(WorkQueue.map(count: 2, threads: 6) { _, spare in spare } == [4, 5])
    }
}
