import CPNG
import Testing

/// The deflate's code lengths (`cpng_huffman_lengths`) against a plain Huffman construction: the
/// same total cost whenever the optimal code fits the limit, never a length past it, always a
/// complete code (zlib's inflater refuses incomplete ones), and no length for an unused symbol.
@Suite struct HuffmanLengthsTests {
    static func lengths(_ freq: [UInt32], limit: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: freq.count)
        cpng_huffman_lengths(freq, Int32(freq.count), Int32(limit), &out)
        return out
    }

    /// Total cost of an optimal code, by repeatedly joining the two lightest (a sorted list, not
    /// the in-place algorithm under test): the sum of the joined weights.
    static func optimalCost(_ freq: [UInt32]) -> UInt64 {
        var weights = freq.filter { $0 > 0 }.map(UInt64.init).sorted()
        var cost: UInt64 = 0
        while weights.count > 1 {
            let joined = weights.removeFirst() + weights.removeFirst()
            cost += joined
            weights.insert(joined, at: weights.firstIndex { $0 > joined } ?? weights.count)
        }
        return cost
    }

    static func expectValid(_ freq: [UInt32], _ lengths: [UInt8], limit: Int, _ note: String) {
        #expect(lengths.allSatisfy { Int($0) <= limit }, "\(note): past \(limit) bits")
        let used = freq.indices.filter { freq[$0] > 0 }
        if used.count >= 2 { #expect(used.allSatisfy { lengths[$0] > 0 } && freq.indices.allSatisfy { freq[$0] > 0 || lengths[$0] == 0 }, "\(note)") }
        let kraft = lengths.reduce(UInt64(0)) { $0 + ($1 == 0 ? 0 : UInt64(1) << UInt64(limit - Int($1))) }
        #expect(kraft == UInt64(1) << UInt64(limit), "\(note): not a complete code")
    }

    @Test func randomFrequenciesGetOptimalCompleteCodes() {
        var state: UInt64 = 42
        func next(_ bound: UInt32) -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33) % bound
        }
        var checkedOptimal = 0
        for trial in 0..<300 {
            let n = [19, 30, 286][trial % 3]
            let freq = (0..<n).map { _ in next(4) == 0 ? 0 : next([10, 1000, 65536][trial % 3]) }
            let lengths = Self.lengths(freq, limit: 15)
            Self.expectValid(freq, lengths, limit: 15, "trial \(trial)")
            let cost = zip(freq, lengths).reduce(UInt64(0)) { $0 + UInt64($1.0) * UInt64($1.1) }
            let unlimitedDepth = Self.lengths(freq, limit: 99).max()!
            if freq.filter({ $0 > 0 }).count >= 2, unlimitedDepth <= 15 { #expect(cost == Self.optimalCost(freq), "trial \(trial)") }
            checkedOptimal += unlimitedDepth <= 15 ? 1 : 0
        }
        #expect(checkedOptimal > 200, "most trials fit the limit and are held to the optimal cost")
    }

    /// Fibonacci counts make the optimal code one bit deeper per symbol: 24 symbols want 23 bits,
    /// past deflate's 15 (and the code length code's 7).
    @Test func fibonacciCountsStayWithinTheLimit() {
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < 24 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        #expect(Self.lengths(fibonacci, limit: 99).max() == 23, "the unlimited code is 23 bits deep")
        for limit in [7, 15] {
            let freq = [UInt32](repeating: 0, count: 5) + fibonacci + [0, 0]
            Self.expectValid(freq, Self.lengths(freq, limit: limit), limit: limit, "limit \(limit)")
        }
    }

    /// One symbol, or none, still gets a complete code of two 1-bit codes.
    @Test func fewSymbolsGetTwoOneBitCodes() {
        #expect(Self.lengths([0, 0, 0, 9, 0], limit: 15) == [1, 0, 0, 1, 0])
        #expect(Self.lengths([4, 0, 0], limit: 15) == [1, 1, 0])
        #expect(Self.lengths([0, 0, 0], limit: 15) == [1, 1, 0])
        #expect(Self.lengths([5, 5], limit: 15) == [1, 1])
    }
}
