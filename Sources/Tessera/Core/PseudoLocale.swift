/// Android's two pseudo-locales: fake translations that show, without a translator, where a
/// layout breaks in other languages. Every `Text` of a subtree whose environment `locale` names
/// one is rewritten as it lowers (`Text(verbatim:)` excepted, as SwiftUI leaves it unlocalized).
///
/// - `en-XA` (accented): every ASCII letter accented, the text about 35% longer and in brackets —
///   `See how it works` draws `[Šéé ĥöŵ îţ ŵöŕķš one two]`. Unaccented text was never localized;
///   text cut at either bracket was truncated; the padding words find the layouts that only fit
///   English (German and Finnish run that much longer).
/// - `ar-XB` (bidirectional): the layout right to left (`layoutDirection`) and every word
///   wrapped in RLM RLO … PDF RLM, so Latin text draws right to left, its letters reversed, as
///   Arabic would run — text that still runs left to right, or a layout that does not mirror,
///   was not ready for Arabic or Hebrew.
///
/// Both follow aapt2's pseudo-localizer (its accent table, its marks, whole padding words); the
/// padding is a plain 35% of the text's length where aapt2 derives it from a word count. Empty
/// text stays empty, as in aapt2.
public enum PseudoLocale: String, CaseIterable, Sendable {
    case accented = "en-XA"
    case bidirectional = "ar-XB"

    /// The pseudo-locale `locale` names (BCP 47 tags are case-insensitive), or nil for any other.
    public init?(locale: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == locale.lowercased() }) else { return nil }
        self = match
    }

    /// The direction the pseudo-locale lays out in, when it has one of its own: `ar-XB` is right to
    /// left whatever the caller's default, as Android lays it out.
    public var layoutDirection: LayoutDirection? {
        self == .bidirectional ? .rightToLeft : nil
    }

    /// `string` as this pseudo-locale's "translation" of it.
    public func localize(_ string: String) -> String {
        guard !string.isEmpty else { return string }
        switch self {
        case .accented: return Self.accent(string)
        case .bidirectional: return Self.reverseWords(string)
        }
    }

    /// How much longer `en-XA` makes a text: a fraction of its length in characters.
    static let expansion = 0.35

    /// The padding words, taken in order (from the start again after the last).
    static let paddingWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                               "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                               "eighteen", "nineteen", "twenty"]

    private static func accent(_ string: String) -> String {
        var result = "["
        result.unicodeScalars.append(contentsOf: string.unicodeScalars.map { accents[$0] ?? $0 })
        let target = Int((Double(string.count) * expansion).rounded(.up))
        var padding = 0, word = 0
        while padding < target {
            let next = paddingWords[word % paddingWords.count]
            result += " " + next
            padding += next.count + 1
            word += 1
        }
        return result + "]"
    }

    /// aapt2's accent table: a look-alike for each ASCII letter (`F` has none there and stays),
    /// and `!`, `?`, `$` turned into `¡`, `¿`, `€`.
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = [
        "a": "\u{E5}", "b": "\u{253}", "c": "\u{E7}", "d": "\u{F0}", "e": "\u{E9}", "f": "\u{192}", "g": "\u{11D}",
        "h": "\u{125}", "i": "\u{EE}", "j": "\u{135}", "k": "\u{137}", "l": "\u{13C}", "m": "\u{1E3F}", "n": "\u{F1}",
        "o": "\u{F6}", "p": "\u{FE}", "q": "Q", "r": "\u{155}", "s": "\u{161}", "t": "\u{163}", "u": "\u{FB}",
        "v": "V", "w": "\u{175}", "x": "\u{445}", "y": "\u{FD}", "z": "\u{17E}",
        "A": "\u{C5}", "B": "\u{3B2}", "C": "\u{C7}", "D": "\u{D0}", "E": "\u{C9}", "G": "\u{11C}", "H": "\u{124}",
        "I": "\u{CE}", "J": "\u{134}", "K": "\u{136}", "L": "\u{13B}", "M": "\u{1E3E}", "N": "\u{D1}", "O": "\u{D6}",
        "P": "\u{DE}", "Q": "q", "R": "\u{154}", "S": "\u{160}", "T": "\u{162}", "U": "\u{DB}", "V": "\u{3BD}",
        "W": "\u{174}", "X": "\u{D7}", "Y": "\u{DD}", "Z": "\u{17D}",
        "!": "\u{A1}", "?": "\u{BF}", "$": "\u{20AC}",
    ]

    /// Right-to-left mark, right-to-left override, pop directional formatting.
    private static let rlm: Unicode.Scalar = "\u{200F}", rlo: Unicode.Scalar = "\u{202E}", pdf: Unicode.Scalar = "\u{202C}"

    private static func reverseWords(_ string: String) -> String {
        var result = String.UnicodeScalarView()
        var inWord = false
        for scalar in string.unicodeScalars {
            let space = scalar.properties.isWhitespace
            if !space && !inWord { result += [rlm, rlo] }
            if space && inWord { result += [pdf, rlm] }
            inWord = !space
            result.append(scalar)
        }
        if inWord { result += [pdf, rlm] }
        return String(result)
    }
}
