import CPNG
import Testing
import TestRandom

/// The writer's pass for opaque images (`cpng_rgb_row`: the alpha dropped and checked in one
/// pass, four pixels at a time with SSSE3) gives the plain path's bytes and answer.
@Suite struct PNGRowTests {
    /// Rows of every width up to 80 (the fast path's steps and every tail), opaque or with one
    /// pixel that is not (anywhere, the tail included), bytes from flat runs to noise.
    @Test func theFastRowGivesThePlainBytes() {
        var random = SeededRandom(seed: 1905)
        var opaque = 0
        for width in 0...80 {
            for _ in 0..<12 {
                var src = (0..<width * 4).map { i in i % 4 == 3 ? UInt8(255) : UInt8(truncatingIfNeeded: random.int(0...255)) }
                if width > 0, random.chance(0.5) { src[random.int(0...width - 1) * 4 + 3] = UInt8(random.int(0...254)) }
                // Room past the row, to see that neither path writes there.
                var fast = [UInt8](repeating: 0xA5, count: width * 3 + 32), plain = fast
                let fastOpaque = cpng_rgb_row(src, &fast, Int32(width))
                let plainOpaque = cpng_rgb_row_plain(src, &plain, Int32(width))
                #expect(fastOpaque == plainOpaque, "width \(width)")
                #expect(fast == plain, "width \(width)")
                #expect(fast[(width * 3)...].allSatisfy { $0 == 0xA5 }, "width \(width) wrote past the row")
                opaque += Int(plainOpaque)
            }
        }
        #expect(opaque > 200 && opaque < 800)
    }
}
