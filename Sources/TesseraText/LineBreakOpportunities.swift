import CUnibreak

/// UAX #14 line-break opportunities from libunibreak, per UTF-8 byte: the value at the last
/// byte of a character says whether a line may (or must) break after it.
///
/// libunibreak 1.1 (Debian bookworm) predates parts of today's UAX #14 and aborts on regional
/// indicators (flag halves) and U+FFFF. Those scalars are swapped for stand-ins of the class
/// they should behave as before the call, so no input can crash it: a flag breaks like an
/// ideograph (it is one grapheme, and breaks inside graphemes are discarded later anyway).
enum LineBreakOpportunities {
    /// libunibreak wants `init_linebreak` once before use; a static initializer runs it exactly
    /// once, thread-safely.
    private static let initialized: Bool = {
        init_linebreak()
        return true
    }()

    static func compute(_ text: String, utf8Count: Int) -> [TextUnit.Break] {
        guard initialized, utf8Count > 0 else { return [] }
        var scalars: [UInt32] = []
        var lastBytes: [Int] = []
        scalars.reserveCapacity(utf8Count)
        lastBytes.reserveCapacity(utf8Count)
        var offset = 0
        for scalar in text.unicodeScalars {
            scalars.append(standIn(for: scalar.value))
            offset += UTF8.width(scalar)
            lastBytes.append(offset - 1)
        }
        var raw = [CChar](repeating: 0, count: scalars.count)
        scalars.withUnsafeBufferPointer { input in
            raw.withUnsafeMutableBufferPointer { out in
                set_linebreaks_utf32(input.baseAddress, scalars.count, nil, out.baseAddress)
            }
        }
        var breaks = [TextUnit.Break](repeating: .none, count: utf8Count)
        for (i, value) in raw.enumerated() {
            switch Int32(value) {
            case LINEBREAK_MUSTBREAK: breaks[lastBytes[i]] = .mandatory
            case LINEBREAK_ALLOWBREAK: breaks[lastBytes[i]] = .allowed
            default: break
            }
        }
        return breaks
    }

    private static func standIn(for scalar: UInt32) -> UInt32 {
        switch scalar {
        case 0x1F1E6...0x1F1FF: return 0x4E00  // regional indicator → CJK ideograph (ID)
        case 0xFFFF: return 0xFFFD  // noncharacter → replacement character
        default: return scalar
        }
    }
}
