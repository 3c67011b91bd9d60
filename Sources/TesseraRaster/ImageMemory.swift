import CAllocator

/// How a process that renders many images keeps their memory for the next one.
///
/// Every image allocates a canvas, its bitmap and scratch of up to tens of megabytes. glibc's
/// defaults hand such blocks straight back to the kernel when freed (large blocks are mapped
/// and unmapped; a freed heap top above twice the mmap threshold is trimmed), so the next
/// image of the same size takes a page fault for every 4 KiB it touches again: 1.7 million
/// faults and 28% of a gallery run's CPU in the kernel (issue #19); `tessera render --repeat` of
/// the card faulted 90,000 times and drew at half speed.
/// Keeping freed blocks lets malloc hand the same pages to the next image.
///
/// A process-wide allocator setting, so the library never changes it on its own: the commands
/// that render image after image (`gallery`, `tessera render --repeat`, `tessera-bench`) call
/// `keepFreedMemory()` once at start. What it costs is the memory kept: the whole gallery
/// faulted 82% less (1.65 M → 0.30 M) with 80% less kernel time and a 20–25% shorter wall
/// clock, at a peak 14–32% higher (Benchmarks/README.md, "Gallery").
public enum ImageMemory {
    /// Up to 32 MiB (glibc's ceiling for this setting; a 2x full screen or token page fits) a
    /// block comes from the heap rather than its own mapping, and up to 512 MiB of free heap top
    /// stays mapped; all threads share one arena, so a block one worker freed serves the next
    /// image of any worker instead of each arena keeping its own high-water mark (measured on the
    /// gallery: an arena per thread peaked another 10% higher, faulted 25% more and was no
    /// faster). No effect on other C libraries.
    public static func keepFreedMemory() {
        callocator_keep_freed_memory(32 << 20, 512 << 20)
    }

    /// Gives the memory kept so far back to the kernel: between phases whose images differ in
    /// size (the gallery's stories, then its far larger contact sheets), so the next phase's
    /// peak does not stack on the previous phase's leftovers.
    public static func releaseFreedMemory() {
        callocator_release_free_memory()
    }
}
