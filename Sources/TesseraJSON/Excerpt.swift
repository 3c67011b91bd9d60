/// A piece of a document quoted in an error message: at most `limit` characters, control
/// characters and quotes escaped, an ellipsis where it was cut.
///
/// Documents may come from strangers: a 10 MB key echoed back whole makes a 10 MB message (and
/// seconds of line-wrapping in the terminal). Every reader that names what it found — unknown
/// keys, unknown values, JSON paths built from keys — quotes through this one helper, so no
/// message grows with its input.
public enum Excerpt {
    /// Longest stretch of input quoted: enough for any real key or token name.
    public static let limit = 40

    /// `text` in double quotes, cut to `limit` Unicode scalars (then "…"), with control
    /// characters, quotes and backslashes escaped.
    public static func quoted(_ text: some StringProtocol) -> String {
        var out = "\""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == limit { return out + "…\"" }
            out += scalar.value < 0x20 || scalar == "\"" || scalar == "\\" ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return out + "\""
    }
}
