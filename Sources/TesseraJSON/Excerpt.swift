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

    /// `text` in double quotes, cut to `limit` Unicode scalars.
    public static func quoted(_ text: some StringProtocol, limit: Int = limit) -> String {
        "\"" + shortened(text, limit: limit) + "\""
    }

    /// `text` cut to `limit` Unicode scalars with "…", control characters and quotes escaped.
    public static func shortened(_ text: some StringProtocol, limit: Int = limit) -> String {
        var out = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == limit { return out + "…" }
            out += scalar.value < 0x20 || scalar == "\"" || scalar == "\\" ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return out
    }

    /// True when `text` is longer than an excerpt shows, so callers can skip work that only
    /// matters for plausible names (a "did you mean" over a 2 MB key).
    public static func isLong(_ text: some StringProtocol, limit: Int = limit) -> Bool {
        text.utf8.count > limit * 4 || text.unicodeScalars.count > limit
    }
}

/// JSON paths (`$.operations[2].paint`) as value errors name them.
public enum JSONPath {
    /// `path.key`, or `path["key"]` when the key is not a plain name; long keys are cut (see
    /// `Excerpt`), so a path is never as large as a hostile key.
    public static func member(_ path: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.utf8.count <= Excerpt.limit
            && key.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x5F || $0 == 0x24 || $0 == 0x2D }
        return plain ? "\(path).\(key)" : "\(path)[\(Excerpt.quoted(key))]"
    }

    /// `path[index]`.
    public static func item(_ path: String, _ index: Int) -> String { "\(path)[\(index)]" }
}
