import CSHA256

/// SHA-256 (FIPS 180-4), so the manifest can fingerprint every PNG without a crypto dependency
/// (Foundation on Linux has no CryptoKit). Fingerprints let CI and `gallery merge` see that two
/// runs made the same bytes; this is not used for anything secret.
public struct SHA256: Sendable {
    /// FIPS 180-4 §4.2.2, from the C block function's table (one copy of them).
    private static let roundConstants: [UInt32] = withUnsafeBytes(of: csha256_round_constants) { Array($0.bindMemory(to: UInt32.self)) }

    /// The 32-byte digest of `bytes`. Whole blocks are read in place (no copy of the message);
    /// only the last one or two, with the padding, go through a small buffer. The blocks are
    /// compressed with the CPU's SHA instructions where it has them (`csha256_blocks`: a tenth
    /// of the time; hashing was 3% of a gallery run), else in Swift.
    public static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
        digest(bytes, instructions: true)
    }

    /// `digest`, in Swift alone when `instructions` is false: the tests hold the two to each other.
    static func digest(_ bytes: some Collection<UInt8>, instructions: Bool) -> [UInt8] {
        if let digest = bytes.withContiguousStorageIfAvailable({ digest(contiguous: $0, instructions: instructions) }) { return digest }
        return Array(bytes).withUnsafeBufferPointer { digest(contiguous: $0, instructions: instructions) }
    }

    private static func digest(contiguous message: UnsafeBufferPointer<UInt8>, instructions: Bool) -> [UInt8] {
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
        let whole = message.count / 64 * 64
        // The rest, 0x80, zeros to 56 bytes mod 64, and the length in bits, big-endian.
        var tail = [UInt8](message[whole...])
        let bitLength = UInt64(message.count) &* 8
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        let done = instructions && withUnsafeMutableBytes(of: &state) { words in
            let words = words.bindMemory(to: UInt32.self).baseAddress!
            guard whole == 0 || csha256_blocks(words, message.baseAddress!, whole / 64) == 1 else { return false }
            return tail.withUnsafeBufferPointer { csha256_blocks(words, $0.baseAddress!, tail.count / 64) == 1 }
        }
        if !done {
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                roundConstants.withUnsafeBufferPointer { constants in
                    var offset = 0
                    while offset < whole {
                        compress(UnsafeRawPointer(message.baseAddress! + offset), &state, schedule, constants)
                        offset += 64
                    }
                    tail.withUnsafeBytes { raw in
                        for block in stride(from: 0, to: raw.count, by: 64) { compress(raw.baseAddress! + block, &state, schedule, constants) }
                    }
                }
            }
        }
        return [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7].flatMap { word in
            (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) }
        }
    }

    /// One 64-byte block into `state` (FIPS 180-4 §6.2.2).
    @inline(__always) private static func compress(_ block: UnsafeRawPointer,
                                                   _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
                                                   _ w: UnsafeMutableBufferPointer<UInt32>, _ k: UnsafeBufferPointer<UInt32>) {
        for i in 0..<16 { w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)) }
        for i in 16..<64 {
            let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        for i in 0..<64 {
            let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
            let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ s0 &+ majority)
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
    }

    /// The digest as 64 lowercase hex digits, as `sha256sum` prints it.
    public static func hexDigest(_ bytes: some Collection<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest(bytes) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    @inline(__always) private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
    }
}
