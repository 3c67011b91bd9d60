import CHyphen
import Foundation

/// One libhyphen pattern file: Liang's hyphenation patterns (as TeX and LibreOffice use them)
/// compiled to libhyphen's state machine, loaded once and kept for the process
/// (`HyphenationDictionaries`).
///
/// Hyphenating only reads the loaded machine (libhyphen's `hnj_hyphen_hyph_` allocates its
/// working buffers per call and never writes the dictionary), so any number of threads may ask
/// one dictionary at once; that is why this class is `@unchecked Sendable`.
final class HyphenationDictionary: @unchecked Sendable, Hashable {
    /// Words shorter than this are never hyphenated (CSS `hyphenate-limit-chars: auto` is 5 2 2).
    static let minimumWordLength = 5
    /// At least this many letters stay before and after a hyphen; a dictionary may ask for more
    /// (`LEFTHYPHENMIN`, `RIGHTHYPHENMIN`: en-US keeps three after).
    static let minimumFragment: Int32 = 2
    /// Longer runs of letters are not words (a pasted hash, a run of one letter): they are left
    /// to the grapheme cut, and libhyphen's work per call stays bounded.
    static let maximumWordLength = 64

    /// The file, as found (a locale's symlink resolved by the caller).
    let path: String
    private let dictionary: UnsafeMutablePointer<HyphenDict>
    /// The byte encoding the patterns are written in: UTF-8 or ISO 8859-1 (German); a file in any
    /// other encoding hyphenates nothing rather than guessing.
    private let encoding: Encoding

    private enum Encoding { case utf8, latin1, unsupported }

    /// Loads the patterns at `path`; nil when libhyphen cannot read them.
    init?(path: String) {
        guard let loaded = hnj_hyphen_load(path) else { return nil }
        self.path = path
        dictionary = loaded
        let charset = withUnsafeBytes(of: loaded.pointee.cset) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }.uppercased()
        if loaded.pointee.utf8 != 0 {
            encoding = .utf8
        } else if ["ISO8859-1", "ISO-8859-1", "ISO8859-15", "ISO-8859-15"].contains(charset) {
            encoding = .latin1
        } else {
            encoding = .unsupported
        }
    }

    deinit { hnj_hyphen_free(dictionary) }

    /// Offsets into `word` (a run of letters and marks) of the scalars after which it may be
    /// hyphenated, ascending. Patterns are lower case, so the word is lower-cased first (a
    /// scalar whose lower case is several scalars is kept as it is, so offsets stay aligned).
    func points(in word: ArraySlice<Unicode.Scalar>) -> [Int] {
        guard (Self.minimumWordLength...Self.maximumWordLength).contains(word.count),
              var bytes = encoded(word.map(Self.lowercased)) else { return [] }
        let byteCount = Int32(bytes.count)
        bytes.append(0)  // libhyphen's `nohyphen` check reads the word as a C string
        var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
        var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var positions: UnsafeMutablePointer<Int32>?
        var cuts: UnsafeMutablePointer<Int32>?
        bytes.withUnsafeBufferPointer { input in
            input.withMemoryRebound(to: CChar.self) { word in
                _ = hnj_hyphen_hyphenate3(
                    dictionary, word.baseAddress, byteCount, &hyphens, nil, &replacements, &positions, &cuts,
                    Self.minimumFragment, Self.minimumFragment, Self.minimumFragment, Self.minimumFragment)
            }
        }
        defer {
            if let replacements {
                for i in 0..<Int(byteCount) { free(replacements[i]) }
                free(replacements)
            }
            free(positions)
            free(cuts)
        }
        // Odd digits mark points; a point with a replacement (a spelling change at the break,
        // non-standard hyphenation) is skipped, since the text drawn must stay the text given.
        return (0..<word.count - 1).filter { i in
            hyphens[i] & 1 == 1 && replacements?[i] == nil
        }
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if (0x41...0x5A).contains(scalar.value) { return Unicode.Scalar(scalar.value | 0x20)! }
        guard scalar.value >= 0x80 else { return scalar }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : scalar
    }

    /// The word's bytes in the dictionary's encoding; nil when a scalar has no byte there.
    private func encoded(_ scalars: [Unicode.Scalar]) -> [UInt8]? {
        switch encoding {
        case .utf8:
            return Array(String(String.UnicodeScalarView(scalars)).utf8)
        case .latin1:
            guard scalars.allSatisfy({ $0.value <= 0xFF }) else { return nil }
            return scalars.map { UInt8($0.value) }
        case .unsupported:
            return nil
        }
    }

    static func == (lhs: HyphenationDictionary, rhs: HyphenationDictionary) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
