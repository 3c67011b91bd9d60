import TesseraJSON

/// The block-flow properties (`float`, `clear`, `contain`, `textAlign`; see BlockFlowStyle.swift).
enum BlockFlowStyleParser {
    /// `none`, `strict`, `content`, or one or more of `size`, `layout`, `paint`, `style` (each at
    /// most once), as CSS Containment 2 writes `contain`. `inline-size` (containment of one
    /// axis) is refused with an error saying so.
    static func containment(_ value: JSONValue, path: String) throws(LayoutJSONError) -> Containment {
        let allowed = "none, strict, content, or a list of size, layout, paint, style"
        guard case .string(let string) = value else {
            throw LayoutJSONError("expected one of \(allowed), found \(value.kindName)", path: path)
        }
        switch string {
        case "none": return []
        case "content": return .content
        case "strict": return .strict
        default: break
        }
        var result: Containment = []
        var seen: Set<Substring> = []
        for word in string.split(separator: " ") {
            guard seen.insert(word).inserted else {
                throw LayoutJSONError("\(Excerpt.quoted(string)) names \(Excerpt.quoted(String(word))) twice", path: path)
            }
            switch word {
            case "size": result.insert(.size)
            case "inline-size":
                throw LayoutJSONError("\(Excerpt.quoted(string)): inline-size containment is not supported", path: path)
            case "layout": result.insert(.layout)
            case "paint": result.insert(.paint)
            case "style": break
            default: throw LayoutJSONError("\(Excerpt.quoted(string)) is not a contain value (\(allowed))", path: path)
            }
        }
        guard !seen.isEmpty else { throw LayoutJSONError("contain must not be empty (\(allowed))", path: path) }
        return result
    }

    /// Size containment sizes a box as if it had no content; a grid without items would still
    /// have its explicit tracks, which the engine does not size that way: refused on a grid.
    static func checkContainment(_ style: Style, path: String) throws(LayoutJSONError) {
        if style.display == .grid, style.contain.contains(.size) {
            throw LayoutJSONError("size containment (contain: size or strict) is not supported on a grid", path: path + ".contain")
        }
    }
}
