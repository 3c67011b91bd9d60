import CThai

/// Word boundaries inside Thai, from libthai's dictionary. Thai puts no spaces between words;
/// UAX #14 leaves such "complex context" (class SA) runs to a dictionary, and libunibreak
/// treats a whole run as one unbreakable word, so without this a Thai sentence could only wrap
/// at its spaces or be cut at an arbitrary cluster.
///
/// Lao, Khmer and Myanmar are SA too but libthai has no dictionary for them; they still wrap
/// only at spaces (and at any grapheme when a word is wider than the line).
enum ThaiWordBreaks {
    /// libthai's breaker with its default dictionary, made once; it keeps state while it works,
    /// so calls take turns.
    private final class Breaker: @unchecked Sendable {
        let handle: OpaquePointer?
        let lock = Lock()
        init() { handle = th_brk_new(nil) }
    }

    private static let breaker = Breaker()

    static func isThai(_ scalar: UInt32) -> Bool { (0x0E01...0x0E5B).contains(scalar) }

    /// Indices into `scalars` of the scalars a line may break after, between two Thai words;
    /// empty when there is no Thai (or libthai has no dictionary).
    static func breaks(in scalars: [UInt32]) -> [Int] {
        guard scalars.contains(where: isThai), let handle = breaker.handle else { return [] }
        var result: [Int] = []
        var start = 0
        while start < scalars.count {
            guard isThai(scalars[start]) else { start += 1; continue }
            var end = start
            while end < scalars.count, isThai(scalars[end]) { end += 1 }
            let run = scalars[start..<end].map { wchar_t(bitPattern: $0) } + [0]
            var positions = [Int32](repeating: 0, count: end - start)
            let count = breaker.lock.withLock {
                th_brk_wc_find_breaks(handle, run, &positions, positions.count)
            }
            for position in positions.prefix(Int(max(0, count))) where position > 0 && Int(position) < end - start {
                result.append(start + Int(position) - 1)
            }
            start = end
        }
        return result
    }
}
