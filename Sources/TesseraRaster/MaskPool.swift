/// The 8-bit masks clips and shadows rasterize into, given back when done with (a clip at its
/// pop, a shadow once composited) and lent to the next clip or shadow, so a display list with
/// hundreds of clipped cells and shadowed cards allocates, faults in and zeroes no mask once the
/// pool has buffers of their sizes (issue #19: such masks were most of the gallery's page
/// faults). A canvas keeps a pool from operation to operation, a `RasterScratch` from image to
/// image.
///
/// Bounded: the buffers kept add up to at most `RasterScratch.keptBytes`; a buffer larger than
/// that is freed when given back (as a fresh mask was), and the smallest buffers make room for
/// larger ones, so the pool holds the sizes in use rather than every size ever seen.
struct MaskPool: Sendable {
    var buffers: [[UInt8]] = []

    init() {}

    /// A buffer of exactly `count` bytes: all zero when `zeroed`, else holding whatever it held
    /// (for a caller that writes every byte before reading it). The smallest pooled buffer
    /// large enough, else a new one.
    mutating func take(count: Int, zeroed: Bool) -> [UInt8] {
        var best: Int?
        for index in buffers.indices where buffers[index].capacity >= count {
            if best.map({ buffers[index].capacity < buffers[$0].capacity }) ?? true { best = index }
        }
        guard let best else { return [UInt8](repeating: 0, count: count) }
        buffers.swapAt(best, buffers.count - 1)
        var buffer = buffers.removeLast()
        RasterScratch.resize(&buffer, count: count)
        if zeroed { buffer.withUnsafeMutableBufferPointer { $0.update(repeating: 0) } }
        return buffer
    }

    /// Keeps `buffer` for a later `take` when it fits the bound, dropping smaller buffers to
    /// make room. Give only a buffer nothing else references (or the next writer copies it).
    mutating func give(_ buffer: consuming [UInt8]) {
        let bytes = buffer.capacity
        guard bytes > 0, bytes <= RasterScratch.keptBytes else { return }
        var kept = buffers.reduce(0) { $0 + $1.capacity }
        while kept + bytes > RasterScratch.keptBytes {
            guard let smallest = buffers.indices.min(by: { buffers[$0].capacity < buffers[$1].capacity }),
                  buffers[smallest].capacity < bytes else { return }
            kept -= buffers[smallest].capacity
            buffers.remove(at: smallest)
        }
        buffers.append(buffer)
    }
}
