import TesseraJSON

/// The block-flow properties (`float`, `clear`, `contain`, `textAlign`; see BlockFlowStyle.swift).
enum BlockFlowStyleParser {
    /// `none`, `content`, or one or more of `layout`, `paint`, `style` (each at most once), as
    /// CSS Containment 2 writes `contain`. Size containment (`size`, `inline-size`, `strict`) is
    /// refused with an error saying so: the engine does not size boxes as if they were empty.
    static func containment(_ value: JSONValue, path: String) throws(LayoutJSONError) -> Containment {
        let allowed = "none, content, or a list of layout, paint, style"
        guard case .string(let string) = value else {
            throw LayoutJSONError("expected one of \(allowed), found \(value.kindName)", path: path)
        }
        switch string {
        case "none": return []
        case "content": return .content
        default: break
        }
        var result: Containment = []
        var seen: Set<Substring> = []
        for word in string.split(separator: " ") {
            guard seen.insert(word).inserted else {
                throw LayoutJSONError("\(Excerpt.quoted(string)) names \(Excerpt.quoted(String(word))) twice", path: path)
            }
            switch word {
            case "size", "inline-size", "strict":
                throw LayoutJSONError("\(Excerpt.quoted(string)): size containment is not supported", path: path)
            case "layout": result.insert(.layout)
            case "paint": result.insert(.paint)
            case "style": break
            default: throw LayoutJSONError("\(Excerpt.quoted(string)) is not a contain value (\(allowed))", path: path)
            }
        }
        guard !seen.isEmpty else { throw LayoutJSONError("contain must not be empty (\(allowed))", path: path) }
        return result
    }
}
