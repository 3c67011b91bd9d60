/// A small deterministic generator (SplitMix64), so property tests and fuzzers are reproducible:
/// the same seed gives the same sequence on every platform and run. Shared by the test targets
/// (layout property tests, document fuzzing) so there is one copy of it.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    public mutating func chance(_ probability: Double) -> Bool { double(0...1) < probability }

    public mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }
}
