import TesseraJSON

/// The style values of issue 21's "rest of flexbox" that `StyleParser` hands over before its own
/// switch: sizing keywords on the size properties, `safe` / `unsafe` before an alignment
/// keyword, and percentage gaps.
enum KeywordStyleParser {
    /// Records `member` into `style` when it is one of these values and returns nil; otherwise
    /// returns the value `StyleParser` reads as usual (an alignment without its `safe`/`unsafe`).
    static func parse(_ key: String, _ member: JSONValue, into style: inout Style,
                      path: String) throws(LayoutJSONError) -> JSONValue? {
        guard case .string(let string) = member else {
            if key == "gap", case .object(let sides) = member, sides.contains(where: { $0.value.isPercent }) {
                try percentGapSides(sides, into: &style, path: path)
                return nil
            }
            return member
        }
        if let keyword = SizingKeyword(rawValue: string), setSizingKeyword(keyword, key, &style) {
            return nil
        }
        if alignmentProperties.contains(key) {
            var position = string
            for (prefix, safe) in [("safe ", true), ("unsafe ", false)] where string.hasPrefix(prefix) {
                position = String(string.dropFirst(prefix.count))
                guard overflowPositions.contains(position) else {
                    throw LayoutJSONError("\(Excerpt.quoted(string)): safe and unsafe take one of "
                        + overflowPositions.joined(separator: ", "), path: path)
                }
                setSafe(safe, key, &style.safeAlignment)
            }
            guard let keyword = AlignmentPosition(rawValue: position) else { return .string(position) }
            return try positional(keyword, key, &style.positionalAlignment, path: path)
        }
        if string.hasSuffix("%"), ["gap", "rowGap", "columnGap"].contains(key) {
            let percent = try percentage(string, path: path)
            if key != "columnGap" { setRowGap(percent, &style) }
            if key != "rowGap" { setColumnGap(percent, &style) }
            return nil
        }
        return member
    }

    /// `{"row": …, "column": …}` with at least one percentage: each side a length or a percentage.
    private static func percentGapSides(_ sides: [JSONMember], into style: inout Style,
                                        path: String) throws(LayoutJSONError) {
        style.rowGap = 0
        style.columnGap = 0
        for (key, value) in sides.lazy.map({ ($0.key, $0.value) }) {
            let at = path + "." + key
            guard key == "row" || key == "column" else {
                throw LayoutJSONError("unknown key \(Excerpt.quoted(key)) (expected row, column)", path: path)
            }
            if case .string(let string) = value {
                let percent = try percentage(string, path: at)
                key == "row" ? setRowGap(percent, &style) : setColumnGap(percent, &style)
            } else if key == "row" {
                style.rowGap = try StyleParser.length(value, path: at)
            } else {
                style.columnGap = try StyleParser.length(value, path: at)
            }
        }
    }

    private static func setRowGap(_ percent: Double, _ style: inout Style) {
        style.rowGap = 0
        style.rowGapPercent = percent
    }

    private static func setColumnGap(_ percent: Double, _ style: inout Style) {
        style.columnGap = 0
        style.columnGapPercent = percent
    }

    private static func percentage(_ string: String, path: String) throws(LayoutJSONError) -> Double {
        guard case .percent(let value) = try StyleParser.dimension(.string(string), path: path, allowNegative: false) else {
            throw LayoutJSONError("\(Excerpt.quoted(string)) is not a percentage", path: path)
        }
        return value
    }

    /// Sets a size property to a keyword (its length to auto); false for other properties.
    private static func setSizingKeyword(_ keyword: SizingKeyword, _ key: String, _ style: inout Style) -> Bool {
        switch key {
        case "width": (style.width, style.sizingKeywords.width) = (.auto, keyword)
        case "height": (style.height, style.sizingKeywords.height) = (.auto, keyword)
        case "minWidth": (style.minWidth, style.sizingKeywords.minWidth) = (.auto, keyword)
        case "minHeight": (style.minHeight, style.sizingKeywords.minHeight) = (.auto, keyword)
        case "maxWidth": (style.maxWidth, style.sizingKeywords.maxWidth) = (.auto, keyword)
        case "maxHeight": (style.maxHeight, style.sizingKeywords.maxHeight) = (.auto, keyword)
        case "flexBasis": (style.flexBasis, style.sizingKeywords.flexBasis) = (.auto, keyword)
        default: return false
        }
        return true
    }

    private static let alignmentProperties: Set = ["justifyContent", "alignContent", "alignItems", "alignSelf",
                                                   "justifyItems", "justifySelf"]

    private static func setSafe(_ safe: Bool, _ key: String, _ alignment: inout SafeAlignment) {
        switch key {
        case "justifyContent": alignment.justifyContent = safe
        case "alignContent": alignment.alignContent = safe
        case "alignItems": alignment.alignItems = safe
        case "alignSelf": alignment.alignSelf = safe
        case "justifyItems": alignment.justifyItems = safe
        default: alignment.justifySelf = safe
        }
    }

    /// Records a positional keyword (see `PositionalAlignment`) and returns the value the
    /// property holds for it: what start and end mean in a grid.
    private static func positional(_ keyword: AlignmentPosition, _ key: String, _ alignment: inout PositionalAlignment,
                                   path: String) throws(LayoutJSONError) -> JSONValue {
        switch key {
        case "justifyContent", "alignContent":
            guard !keyword.isSelf else {
                throw LayoutJSONError("\(keyword.rawValue) aligns a box, not content: use start or end", path: path)
            }
            key == "justifyContent" ? (alignment.justifyContent = keyword) : (alignment.alignContent = keyword)
        case "alignItems": alignment.alignItems = keyword
        case "alignSelf": alignment.alignSelf = keyword
        case "justifyItems": alignment.justifyItems = keyword
        default: alignment.justifySelf = keyword
        }
        if key == "justifyItems" || key == "justifySelf" { return .string(keyword.isEnd ? "end" : "start") }
        return .string(keyword.isEnd ? "flex-end" : "flex-start")
    }

    /// The positional keywords that take `safe` / `unsafe` (CSS Box Alignment 3 §4.4).
    private static let overflowPositions = ["center", "flex-start", "flex-end", "start", "end", "self-start", "self-end"]
}

private extension JSONValue {
    var isPercent: Bool {
        if case .string(let string) = self { return string.hasSuffix("%") }
        return false
    }
}
