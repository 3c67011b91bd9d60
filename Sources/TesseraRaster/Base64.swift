/// Standard base64 (RFC 4648 §4, padded) for the pixel data display lists carry inline, so the
/// raster module needs no Foundation. Decoding is strict, as `Data(base64Encoded:)` is: only the
/// alphabet, a length that is a multiple of four, and at most two `=` at the end.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Each byte's 6-bit value, or 0xFF when it is not in the alphabet.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (value, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(value) }
        return table
    }()

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = UInt32(bytes[i])
            let b1 = i + 1 < bytes.count ? UInt32(bytes[i + 1]) : 0
            let b2 = i + 2 < bytes.count ? UInt32(bytes[i + 2]) : 0
            let triple = b0 << 16 | b1 << 8 | b2
            out.append(alphabet[Int(triple >> 18 & 63)])
            out.append(alphabet[Int(triple >> 12 & 63)])
            out.append(i + 1 < bytes.count ? alphabet[Int(triple >> 6 & 63)] : UInt8(ascii: "="))
            out.append(i + 2 < bytes.count ? alphabet[Int(triple & 63)] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes, or nil when `text` is not strict padded base64.
    static func decode(_ text: String) -> [UInt8]? {
        let input = Array(text.utf8)
        guard input.count % 4 == 0 else { return nil }
        var padding = 0
        if input.last == UInt8(ascii: "=") { padding += 1 }
        if input.count >= 2 && input[input.count - 2] == UInt8(ascii: "=") { padding += 1 }
        var out: [UInt8] = []
        out.reserveCapacity(input.count / 4 * 3)
        var i = 0
        while i < input.count {
            var quad: UInt32 = 0
            let last = i + 4 == input.count
            for j in 0..<4 {
                let byte = input[i + j]
                if last && j >= 4 - padding {
                    quad <<= 6
                    continue
                }
                let value = values[Int(byte)]
                guard value != 0xFF else { return nil }
                quad = quad << 6 | UInt32(value)
            }
            out.append(UInt8(quad >> 16 & 0xFF))
            if !(last && padding == 2) { out.append(UInt8(quad >> 8 & 0xFF)) }
            if !(last && padding >= 1) { out.append(UInt8(quad & 0xFF)) }
            i += 4
        }
        return out
    }
}
