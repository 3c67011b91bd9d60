/// Characters of a text that no available font has a glyph for, with the start of that text:
/// everything an error needs so a user can find the string and install (or register) a font.
///
/// Drawing such text would show `.notdef` boxes (tofu), a silently wrong image; callers refuse
/// to unless told to allow it.
public struct MissingCharacters: Equatable, Sendable, CustomStringConvertible {
    /// The uncovered characters in order of first appearance, each once.
    public let characters: [Unicode.Scalar]
    /// The start of the text (at most `quotedLength` characters, then "…").
    public let textStart: String

    /// How much of the text a message quotes.
    public static let quotedLength = 32

    /// The missing characters of `layout`, typeset from `text`; nil when every one is covered.
    public init?(in layout: TextLayout, text: String) {
        guard !layout.missingCharacters.isEmpty else { return nil }
        characters = layout.missingCharacters
        textStart = text.count > Self.quotedLength ? text.prefix(Self.quotedLength) + "…" : text
    }

    /// Code points as `U+E000` strings, the form `tessera text measure` reports.
    public var codePoints: [String] { characters.map(Self.codePoint) }

    /// `U+` and at least four upper-case hex digits, as the Unicode standard writes code points.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    public var description: String {
        let quoted = textStart.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : String($0) }.joined()
        return "no installed font has a glyph for \(codePoints.joined(separator: ", ")) in \"\(quoted)\"; "
            + "install a font that covers it (scripts/install-deps installs the Noto fonts of the major scripts) "
            + "or allow missing glyphs explicitly"
    }
}
