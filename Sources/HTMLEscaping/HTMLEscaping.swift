/// Text made safe to put inside HTML, for the two pages Tessera writes: the gallery's index and
/// the snapshot-failure report.
///
/// A target of its own (like `Stopwatch`) so both can share it without the gallery depending on
/// the snapshot library or the other way round; it knows nothing else.
extension String {
    /// The text with `& < > " '` replaced by entities, safe in element content and in quoted
    /// attribute values (story names, test names and error messages reach these pages).
    public var htmlEscaped: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
