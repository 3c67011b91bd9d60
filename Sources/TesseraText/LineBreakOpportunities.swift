import CUnibreak

/// UAX #14 line-break opportunities from libunibreak, per UTF-8 byte: the value at the last
/// byte of a character says whether a line may (or must) break after it.
enum LineBreakOpportunities {
    /// libunibreak wants `init_linebreak` once before use; a static initializer runs it exactly
    /// once, thread-safely.
    private static let initialized: Bool = {
        init_linebreak()
        return true
    }()

    static func compute(_ utf8: [UInt8]) -> [TextUnit.Break] {
        guard initialized, !utf8.isEmpty else { return [] }
        var raw = [CChar](repeating: 0, count: utf8.count)
        utf8.withUnsafeBufferPointer { bytes in
            raw.withUnsafeMutableBufferPointer { out in
                set_linebreaks_utf8(bytes.baseAddress, utf8.count, nil, out.baseAddress)
            }
        }
        return raw.map { value -> TextUnit.Break in
            switch Int32(value) {
            case LINEBREAK_MUSTBREAK: return .mandatory
            case LINEBREAK_ALLOWBREAK: return .allowed
            default: return .none
            }
        }
    }
}
