import CUnibreak

/// UAX #14 line-break opportunities from libunibreak, per UTF-8 byte: the value at the last
/// byte of a character says whether a line may (or must) break after it. Between ideographs a
/// line may break, except before closing punctuation, small kana and the prolonged sound mark
/// and after opening punctuation (the line-start and line-end rules of Japanese and Chinese
/// typesetting, classes CL, CP, NS, CJ and OP; CJ is taken as NS, CSS's `line-break: strict`);
/// inside Thai, libthai's dictionary adds the word boundaries UAX #14 leaves to one. Hyphenation
/// adds `.hyphenated` breaks inside words (`Hyphenation`); a soft hyphen, which UAX #14 lets a
/// line break after, is one of those, or no break at all under `hyphens: none` (as in CSS).
///
/// libunibreak 1.1 (Debian bookworm) predates parts of today's UAX #14 and aborts on regional
/// indicators (flag halves) and U+FFFF. Those scalars are swapped for stand-ins of the class
/// they should behave as before the call, so no input can crash it: a flag breaks like an
/// ideograph (it is one grapheme, and breaks inside graphemes are discarded later anyway). Small
/// kana (class CJ) stand in as a non-starter, so they never begin a line.
enum LineBreakOpportunities {
    /// libunibreak wants `init_linebreak` once before use; a static initializer runs it exactly
    /// once, thread-safely.
    private static let initialized: Bool = {
        init_linebreak()
        return true
    }()

    static func compute(_ text: String, utf8Count: Int, hyphenation: Hyphenation = .none) -> [TextUnit.Break] {
        guard initialized, utf8Count > 0 else { return [] }
        var scalars: [UInt32] = []
        var lastBytes: [Int] = []
        var softHyphens: [Int] = []
        scalars.reserveCapacity(utf8Count)
        lastBytes.reserveCapacity(utf8Count)
        var offset = 0
        for scalar in text.unicodeScalars {
            if scalar.value == Hyphenation.softHyphen { softHyphens.append(scalars.count) }
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
        for i in ThaiWordBreaks.breaks(in: scalars) where Int32(raw[i]) == LINEBREAK_NOBREAK {
            raw[i] = CChar(LINEBREAK_ALLOWBREAK)
        }
        for i in softHyphens where Int32(raw[i]) == LINEBREAK_ALLOWBREAK { raw[i] = CChar(LINEBREAK_NOBREAK) }
        var breaks = [TextUnit.Break](repeating: .none, count: utf8Count)
        for (i, value) in raw.enumerated() {
            switch Int32(value) {
            case LINEBREAK_MUSTBREAK: breaks[lastBytes[i]] = .mandatory
            case LINEBREAK_ALLOWBREAK: breaks[lastBytes[i]] = .allowed
            default: break
            }
        }
        if hyphenation.mode != .none {
            for i in hyphenation.points(in: Array(text.unicodeScalars)) where breaks[lastBytes[i]] == .none {
                breaks[lastBytes[i]] = .hyphenated
            }
        }
        return breaks
    }

    private static func standIn(for scalar: UInt32) -> UInt32 {
        guard scalar >= 0x3041 else { return scalar }  // one comparison for Latin, Greek, Cyrillic...
        switch scalar {
        case 0x1F1E6...0x1F1FF: return 0x4E00  // regional indicator → CJK ideograph (ID)
        case 0xFFFF: return 0xFFFD  // noncharacter → replacement character
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FC,
             0x31F0...0x31FF, 0xFF67...0xFF70:
            return 0x3005  // small kana, prolonged sound mark (CJ) → 々 (NS): never at a line start
        default: return scalar
        }
    }
}
