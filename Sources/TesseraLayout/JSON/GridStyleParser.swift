import TesseraJSON

/// Reads the grid properties of a node's `style` in CSS syntax: track lists such as
/// `"100px 1fr minmax(0, 2fr) repeat(3, auto)"`, lines such as `"1 / span 2"`.
/// Anything else is an error naming its JSON path and quoting the offending piece.
enum GridStyleParser {
    /// `gridTemplateColumns` / `gridTemplateRows`: `"none"` or a track list.
    static func trackList(_ value: JSONValue, path: String) throws(LayoutJSONError) -> [GridTrack] {
        let text = try string(value, path: path)
        if text.trimmingSpaces == "none" { return [] }
        var tracks: [GridTrack] = []
        for token in try tokens(text, path: path) {
            if token.hasPrefix("repeat(") {
                let arguments = try functionArguments(token, name: "repeat", count: 2, path: path)
                let pattern = try tokens(arguments[1], path: path).map { (t) throws(LayoutJSONError) in try trackSize(t, path: path) }
                guard !pattern.isEmpty else { throw LayoutJSONError("repeat() needs at least one track size", path: path) }
                if let mode = GridAutoRepeat(rawValue: String(arguments[0])) {
                    if tracks.contains(where: { if case .autoRepeat = $0 { return true } else { return false } }) {
                        throw LayoutJSONError("a track list can have only one repeat(auto-fill or auto-fit, …)", path: path)
                    }
                    tracks.append(.autoRepeat(mode, pattern))
                    continue
                }
                guard let count = Int(arguments[0]), count >= 1, count <= GridLimits.maximumLine else {
                    throw LayoutJSONError("repeat count \(Excerpt.quoted(arguments[0])) must be a whole number from 1 to \(GridLimits.maximumLine) auto-fill or auto-fit", path: path)
                }
                tracks.append(.repeated(count: count, pattern))
            } else {
                tracks.append(.single(try trackSize(token, path: path)))
            }
        }
        return tracks
    }

    // Subgrid (CSS Grid Level 2 §9).

    /// `gridTemplateColumns` / `gridTemplateRows`: `"subgrid"` (line names after it are not supported).
    static func isSubgrid(_ value: JSONValue) -> Bool {
        if case .string(let text) = value { return text.trimmingSpaces == "subgrid" }
        return false
    }

    /// A subgrid's gaps are its parent's (CSS `normal`) unless its style names them: the axes
    /// whose gap one of `keys` sets.
    static func ownGaps(_ keys: some Sequence<String>) -> GridAxes {
        var axes: GridAxes = []
        for key in keys {
            switch key {
            case "gap": axes.formUnion([.columns, .rows])
            case "columnGap": axes.insert(.columns)
            case "rowGap": axes.insert(.rows)
            default: break
            }
        }
        return axes
    }

    /// `gridAutoColumns` / `gridAutoRows`: one or more track sizes.
    static func trackSizes(_ value: JSONValue, path: String) throws(LayoutJSONError) -> [GridTrackSize] {
        let sizes = try tokens(try string(value, path: path), path: path).map { (t) throws(LayoutJSONError) in try trackSize(t, path: path) }
        guard !sizes.isEmpty else { throw LayoutJSONError("expected at least one track size", path: path) }
        return sizes
    }

    /// `gridRow` / `gridColumn`: `"start / end"` or one of them, each a line number, `span n` or
    /// `auto`; a number is a start line.
    static func placement(_ value: JSONValue, path: String) throws(LayoutJSONError) -> GridPlacement {
        if case .number = value { return GridPlacement(start: try line(Substring(describeNumber(value)), path: path)) }
        let parts = try string(value, path: path).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw LayoutJSONError("expected \"start / end\"", path: path) }
        let start = try line(parts[0], path: path)
        let end = parts.count == 2 ? try line(parts[1], path: path) : .auto
        return GridPlacement(start: start, end: end)
    }

    private static func describeNumber(_ value: JSONValue) -> String {
        if case .number(let number) = value, number == number.rounded(), abs(number) <= 1e6 { return String(Int(number)) }
        return "not a whole number"
    }

    private static func line(_ text: Substring, path: String) throws(LayoutJSONError) -> GridLine {
        let words = text.split(separator: " ")
        let limit = GridLimits.maximumLine
        switch words.count {
        case 1 where words[0] == "auto": return .auto
        case 1:
            guard let number = Int(words[0]), number != 0, abs(number) <= limit else {
                throw LayoutJSONError("\(Excerpt.quoted(text)) is not a line number (a whole number from -\(limit) to \(limit), not 0), span n or auto (named lines are not supported)", path: path)
            }
            return .line(number)
        case 2 where words[0] == "span":
            guard let count = Int(words[1]), count >= 1, count <= limit else {
                throw LayoutJSONError("\(Excerpt.quoted(text)): a span must be a whole number from 1 to \(limit)", path: path)
            }
            return .span(count)
        default:
            throw LayoutJSONError("\(Excerpt.quoted(text)) is not a line number, span n or auto", path: path)
        }
    }

    /// A track size: a breadth or `minmax(min, max)` (a flexible min is invalid, as in CSS).
    private static func trackSize(_ token: Substring, path: String) throws(LayoutJSONError) -> GridTrackSize {
        if token.hasPrefix("minmax(") {
            let arguments = try functionArguments(token, name: "minmax", count: 2, path: path)
            let minimum = try breadth(arguments[0], path: path)
            if case .fr = minimum { throw LayoutJSONError("minmax() cannot have a flexible minimum", path: path) }
            return GridTrackSize(min: minimum, max: try breadth(arguments[1], path: path))
        }
        return GridTrackSize(try breadth(token, path: path))
    }

    private static func breadth(_ text: Substring, path: String) throws(LayoutJSONError) -> GridBreadth {
        let text = text.trimmingSpaces
        switch text {
        case "auto": return .auto
        case "min-content": return .minContent
        case "max-content": return .maxContent
        case "0": return .points(0)
        default: break
        }
        for (unit, make) in [("px", GridBreadth.points), ("%", GridBreadth.percent), ("fr", GridBreadth.fr)] where text.hasSuffix(unit) {
            if let number = Double(text.dropLast(unit.count)), number.isFinite, number >= 0, number <= maximumLength {
                return make(number)
            }
        }
        throw LayoutJSONError("\(Excerpt.quoted(text)) is not a track size (Npx, N%, Nfr, auto, min-content, max-content, minmax())", path: path)
    }

    /// Splits at spaces outside parentheses.
    private static func tokens(_ text: Substring, path: String) throws(LayoutJSONError) -> [Substring] {
        var result: [Substring] = []
        var depth = 0
        var start: Substring.Index?
        for index in text.indices {
            let character = text[index]
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth < 0 { throw LayoutJSONError("unbalanced parentheses in \(Excerpt.quoted(text))", path: path) }
            }
            if character == " ", depth == 0 {
                if let begin = start { result.append(text[begin..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if depth != 0 { throw LayoutJSONError("unbalanced parentheses in \(Excerpt.quoted(text))", path: path) }
        if let begin = start { result.append(text[begin...]) }
        return result
    }

    private static func tokens(_ text: String, path: String) throws(LayoutJSONError) -> [Substring] {
        try tokens(Substring(text), path: path)
    }

    /// `name(a, b)` as its `count` comma-separated arguments (commas inside parentheses kept).
    private static func functionArguments(_ token: Substring, name: String, count: Int,
                                          path: String) throws(LayoutJSONError) -> [Substring] {
        guard token.hasSuffix(")") else { throw LayoutJSONError("\(Excerpt.quoted(token)) is not \(name)(…)", path: path) }
        let inner = token.dropFirst(name.count + 1).dropLast()
        var arguments: [Substring] = []
        var depth = 0
        var begin = inner.startIndex
        for index in inner.indices {
            switch inner[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                arguments.append(inner[begin..<index])
                begin = inner.index(after: index)
            default: break
            }
        }
        arguments.append(inner[begin...])
        guard arguments.count == count else {
            throw LayoutJSONError("\(name)() takes \(count) arguments, found \(arguments.count) in \(Excerpt.quoted(token))", path: path)
        }
        return arguments.map { $0.trimmingSpaces }
    }

    private static func string(_ value: JSONValue, path: String) throws(LayoutJSONError) -> String {
        guard case .string(let text) = value else {
            throw LayoutJSONError("expected a string in CSS syntax, found \(value.kindName)", path: path)
        }
        return text
    }
}

private extension StringProtocol {
    var trimmingSpaces: Substring {
        let text = Substring(self)
        guard let first = text.firstIndex(where: { $0 != " " }), let last = text.lastIndex(where: { $0 != " " }) else {
            return text[text.endIndex...]
        }
        return text[first...last]
    }
}
