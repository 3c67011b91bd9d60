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
        // Line names (`[a b]`) are read apart, by `GridNamesParser.lineNames`.
        for token in try tokens(text, path: path) where !token.hasPrefix("[") {
            if token.hasPrefix("repeat(") {
                let arguments = try functionArguments(token, name: "repeat", count: 2, path: path)
                let pattern = try tokens(arguments[1], path: path).filter { !$0.hasPrefix("[") }
                    .map { (t) throws(LayoutJSONError) in try trackSize(t, path: path) }
                guard !pattern.isEmpty else { throw LayoutJSONError("repeat() needs at least one track size", path: path) }
                if let mode = GridAutoRepeat(rawValue: String(arguments[0])) {
                    if tracks.contains(where: { if case .autoRepeat = $0 { return true } else { return false } }) {
                        throw LayoutJSONError("a track list can have only one repeat(auto-fill or auto-fit, …)", path: path)
                    }
                    tracks.append(.autoRepeat(mode, pattern))
                    continue
                }
                let fixed = tracks.reduce(0) { (sum: Int, track: GridTrack) in
                    switch track {
                    case .single: sum + 1
                    case .repeated(let count, let sizes): sum + count * sizes.count
                    case .autoRepeat: sum
                    }
                }
                let count = try repeatCount(arguments[0], patternCount: pattern.count, tracksBefore: fixed, path: path)
                tracks.append(.repeated(count: count, pattern))
            } else {
                tracks.append(.single(try trackSize(token, path: path)))
            }
        }
        if let loose = GridTrack.firstLooseBesideAutoRepeat(in: tracks) {
            throw LayoutJSONError("beside repeat(auto-fill or auto-fit, …) every track needs a fixed size, a length or percentage on one side at least (track \(loose + 1) has none), as CSS Grid §7.2.3.2 asks", path: path)
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

    /// `gridRow` / `gridColumn`: `"start / end"` or one of them, each a line number, `span n`,
    /// `auto` or a named line (`name`, `name n`, `span name n`); a number is a start line. A bare
    /// name alone is both edges (CSS: the area's `name-start` and `name-end` lines).
    static func placement(_ value: JSONValue, path: String) throws(LayoutJSONError) -> GridPlacement {
        if case .number = value { return GridPlacement(start: try line(Substring(describeNumber(value)), path: path)) }
        let parts = try string(value, path: path).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw LayoutJSONError("expected \"start / end\"", path: path) }
        let start = try line(parts[0], path: path)
        let end = parts.count == 2 ? try line(parts[1], path: path) : GridNamesParser.omittedEnd(start)
        return GridPlacement(start: start, end: end)
    }

    private static func describeNumber(_ value: JSONValue) -> String {
        if case .number(let number) = value, number == number.rounded(), abs(number) <= 1e9 { return String(Int(number)) }
        return "not a whole number"
    }

    /// One edge: `auto`, a line number, `span n`, or a named line (§8.3: a name with an optional
    /// nonzero count, `span` with a name and/or a count, in any order).
    static func line(_ text: Substring, path: String) throws(LayoutJSONError) -> GridLine {
        let words = text.split(separator: " ")
        let limit = GridLimits.maximumLine
        if words == ["auto"] { return .auto }
        let isSpan = words.contains("span")
        let rest = words.filter { $0 != "span" }
        let numbers = rest.compactMap { clampedInteger($0) }
        let names = rest.filter { clampedInteger($0) == nil }
        guard words.count - rest.count <= 1, numbers.count <= 1, names.count <= 1, !rest.isEmpty else {
            throw LayoutJSONError("\(Excerpt.quoted(text)) is not a line: a number, a name, both, span with a number or name, or auto", path: path)
        }
        let name = try names.first.map { (word) throws(LayoutJSONError) in try GridNamesParser.name(word, path: path) }
        if let number = numbers.first {
            if isSpan {
                guard number >= 1 else {
                    throw LayoutJSONError("\(Excerpt.quoted(text)): a span must be a whole number from 1 (above \(limit) counts as \(limit))", path: path)
                }
                return name.map { .spanNamed($0, number) } ?? .span(number)
            }
            guard number != 0 else {
                throw LayoutJSONError("\(Excerpt.quoted(text)) is not a line number (a whole number, not 0; beyond ±\(limit) counts as ±\(limit))", path: path)
            }
            return name.map { .named($0, number) } ?? .line(number)
        }
        return isSpan ? .spanNamed(name!, 1) : .area(name!)
    }

    /// A track size: a breadth or `minmax(min, max)` (a flexible min is invalid, as in CSS).
    private static func trackSize(_ token: Substring, path: String) throws(LayoutJSONError) -> GridTrackSize {
        if token.hasPrefix("minmax(") {
            let arguments = try functionArguments(token, name: "minmax", count: 2, path: path)
            let minimum = try breadth(arguments[0], path: path)
            if case .fr = minimum { throw LayoutJSONError("minmax() cannot have a flexible minimum", path: path) }
            return GridTrackSize(min: minimum, max: try breadth(arguments[1], path: path))
        }
        if token.hasPrefix("fit-content(") { return try fitContent(token, path: path) }
        return GridTrackSize(try breadth(token, path: path))
    }

    /// `fit-content(Npx | N%)` (§7.2.4): an auto minimum and a max-content maximum capped at N.
    private static func fitContent(_ token: Substring, path: String) throws(LayoutJSONError) -> GridTrackSize {
        let argument = try functionArguments(token, name: "fit-content", count: 1, path: path)[0]
        switch try breadth(argument, path: path) {
        case .points(let value): return GridTrackSize(.fitContent(value))
        case .percent(let value): return GridTrackSize(.fitContentPercent(value))
        default: throw LayoutJSONError("fit-content() takes a length (Npx or N%), found \(Excerpt.quoted(argument))", path: path)
        }
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
        throw LayoutJSONError("\(Excerpt.quoted(text)) is not a track size (Npx, N%, Nfr, auto, min-content, max-content, minmax(), fit-content())", path: path)
    }

    /// Splits at spaces outside parentheses and brackets (a line-name list `[a b]` is one token,
    /// with or without spaces around it).
    static func tokens(_ text: Substring, path: String) throws(LayoutJSONError) -> [Substring] {
        var result: [Substring] = []
        var depth = 0
        var start: Substring.Index?
        for index in text.indices {
            let character = text[index]
            if character == "[", depth == 0, let begin = start {
                result.append(text[begin..<index])
                start = nil
            }
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" {
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
        return try splitAfterBrackets(result)
    }

    /// `[a]100px` is two tokens, as in CSS.
    private static func splitAfterBrackets(_ tokens: [Substring]) throws(LayoutJSONError) -> [Substring] {
        guard tokens.contains(where: { $0.hasPrefix("[") && !$0.hasSuffix("]") }) else { return tokens }
        var result: [Substring] = []
        for token in tokens {
            if token.hasPrefix("["), let close = token.firstIndex(of: "]"), close != token.index(before: token.endIndex) {
                result.append(token[...close])
                result.append(token[token.index(after: close)...])
            } else {
                result.append(token)
            }
        }
        return result
    }

    static func tokens(_ text: String, path: String) throws(LayoutJSONError) -> [Substring] {
        try tokens(Substring(text), path: path)
    }

    /// `name(a, b)` as its `count` comma-separated arguments (commas inside parentheses kept).
    static func functionArguments(_ token: Substring, name: String, count: Int,
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

    static func string(_ value: JSONValue, path: String) throws(LayoutJSONError) -> String {
        guard case .string(let text) = value else {
            throw LayoutJSONError("expected a string in CSS syntax, found \(value.kindName)", path: path)
        }
        return text
    }
}

extension StringProtocol {
    var trimmingSpaces: Substring {
        let text = Substring(self)
        guard let first = text.firstIndex(where: { $0 != " " }), let last = text.lastIndex(where: { $0 != " " }) else {
            return text[text.endIndex...]
        }
        return text[first...last]
    }
}
