import CSHA256
import Testing
@testable import GalleryKit

/// FIPS 180-2 / NIST example vectors, plus lengths around the 55/56/64-byte padding edges
/// checked against `sha256sum`.
struct SHA256Tests {
    @Test func knownVectors() {
        #expect(SHA256.hexDigest([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hexDigest(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hexDigest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hexDigest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths on each side of the padding edges (55/56 bytes: the length still fits the last
    /// block; 64: whole blocks read in place, the padding alone in a block of its own), bytes
    /// (i × 7 + 3) mod 256, against Python's hashlib; as an array, a slice and a collection without
    /// contiguous storage.
    @Test func paddingEdgesAndSlices() {
        let expected: [(Int, String)] = [
            (55, "e7313d333c272e639f790978283f9eb392e843d0f29b7016828bb1daa4aac70b"),
            (56, "4324d65f3c103567f5589c710bc08f8523f929a9272e3af36fc968e52abc6c27"),
            (63, "81c80242132f230c3bd41b3e63bbcff16107339549214a99614ff26664625055"),
            (64, "39e3d7b6b5d075d37d053ad89b24b41bef4f3c29760c84447cab3f3be1882241"),
            (65, "aacca6ff74fdbb296d165a45cecfa04e5127bc008770fbbdd48006f2d2fae95e"),
            (119, "9ce7368e4daf32341631b492e80359dc9f594b48453cd0dd5bf0b19279cc177e"),
            (120, "7836b787757e95e58b3ca5aec90b1b004e8deba1e50e9675af9cabf1a13a04b5"),
            (127, "a8d23e75d936f303d248888d9b165ee543f4cbafcad3c9dd2a79bd84faa11d07"),
            (128, "d2742f1f4ac6bb7ca2b239ee18402ba8b3f9f8e652d2a72973c2b9ba11c08cf6"),
            (129, "307f8fc2c1622b92762e818d39a185d4d667ad49a4b07ceae1f4afa008a93ec4"),
            (1000, "1e9bc38cbf860b9ec31918b065f9b52476c549a782e0e7990bed8ce3868d2371"),
        ]
        for (count, digest) in expected {
            let bytes = (0..<count).map { UInt8(($0 * 7 + 3) % 256) }
            #expect(SHA256.hexDigest(bytes) == digest, "\(count) bytes")
            #expect(SHA256.hexDigest(([0xFF] + bytes + [0xFF])[1...count]) == digest, "\(count) bytes as a slice")
            #expect(SHA256.hexDigest(bytes.lazy.map { $0 }) == digest, "\(count) bytes, not contiguous")
        }
    }

    /// The CPU's SHA instructions (`csha256_blocks`, where there are any) against the Swift
    /// block function: every length across the first five blocks' padding edges, a long message
    /// read in place, and from an odd address.
    @Test func instructionsGiveTheSwiftDigest() {
        var state = [UInt32](repeating: 0, count: 8)
        let block = [UInt8](repeating: 0x61, count: 64)
        let hasInstructions = csha256_blocks(&state, block, 1) == 1
        var random: UInt64 = 0x5AD_1905
        let bytes = (0..<200_003).map { _ -> UInt8 in
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: random >> 33)
        }
        for count in Array(0...320) + [4095, 4096, 4097, 200_000] {
            let message = bytes[1..<1 + count]
            #expect(SHA256.digest(message) == SHA256.digest(message, instructions: false), "\(count) bytes")
        }
        #expect(SHA256.digest(bytes) == SHA256.digest(bytes, instructions: false))
        // Which path the comparison held (the gallery's machines have the instructions).
        print("SHA256Tests: CPU SHA instructions \(hasInstructions ? "used" : "absent")")
    }
}
