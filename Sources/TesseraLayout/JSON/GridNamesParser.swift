import TesseraJSON

/// Reads the named parts of a grid style in CSS syntax: the line names of a track list
/// (`"[a b] 100px [c] repeat(2, [d] 1fr)"`), `gridTemplateAreas`, `gridArea` and the `dense`
/// keyword of `gridAutoFlow`. Errors name their JSON path and quote the offending piece.
enum GridNamesParser {
    /// The `[…]` groups of a track list (its sizes are read by `GridStyleParser.trackList`).
    static func lineNames(_ value: JSONValue, path: String) throws(LayoutJSONError) -> GridLineNames {
        let text = try GridStyleParser.string(value, path: path)
        if text.trimmingSpaces == "none" { return GridLineNames() }
        var names = GridLineNames()
        var entries = 0
        var pending: [String]?
        func close(_ list: [String]?) {
            while names.lines.count < entries { names.lines.append([]) }
            names.lines.append(list ?? [])
        }
        for token in try GridStyleParser.tokens(text, path: path) {
            if token.hasPrefix("[") {
                guard pending == nil else { throw LayoutJSONError("two line-name lists in a row in \(Excerpt.quoted(text))", path: path) }
                pending = try group(token, path: path)
                continue
            }
            if pending != nil { close(pending) }
            pending = nil
            if token.hasPrefix("repeat(") {
                let arguments = try GridStyleParser.functionArguments(token, name: "repeat", count: 2, path: path)
                let inner = try repetitionNames(arguments[1], path: path)
                if inner.contains(where: { !$0.isEmpty }) {
                    while names.repeated.count < entries { names.repeated.append([]) }
                    names.repeated.append(inner)
                }
            }
            entries += 1
        }
        if pending != nil {
            while names.lines.count < entries { names.lines.append([]) }
            names.lines.append(pending!)
        }
        return names.isEmpty ? GridLineNames() : names
    }

    /// The names of the lines of one repetition: its track count + 1 lists.
    private static func repetitionNames(_ text: Substring, path: String) throws(LayoutJSONError) -> [[String]] {
        var lines: [[String]] = [[]]
        var named = false
        for token in try GridStyleParser.tokens(text, path: path) {
            if token.hasPrefix("[") {
                guard !named else { throw LayoutJSONError("two line-name lists in a row in \(Excerpt.quoted(text))", path: path) }
                lines[lines.count - 1] = try group(token, path: path)
                named = true
            } else {
                lines.append([])
                named = false
            }
        }
        return lines
    }

    /// One `[a b]` group.
    private static func group(_ token: Substring, path: String) throws(LayoutJSONError) -> [String] {
        guard token.hasSuffix("]") else { throw LayoutJSONError("\(Excerpt.quoted(token)) is not a line-name list [a b]", path: path) }
        return try token.dropFirst().dropLast().split(separator: " ").map { (word) throws(LayoutJSONError) in
            try name(word, path: path)
        }
    }

    /// A line or area name: a CSS identifier (letters, digits, `-`, `_`, not starting with a
    /// digit) other than the keywords `span` and `auto`, at most `maximumNameLength` long.
    static func name(_ word: Substring, path: String) throws(LayoutJSONError) -> String {
        let valid = word.first.map { !$0.isNumber } ?? false
            && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            && word != "span" && word != "auto" && word.count <= GridLineNames.maximumNameLength
        guard valid else {
            throw LayoutJSONError("\(Excerpt.quoted(word)) is not a line name (letters, digits, - and _, at most "
                                  + "\(GridLineNames.maximumNameLength), not a number, span or auto)", path: path)
        }
        return String(word)
    }

    /// CSS's rule for an omitted end line: the start's name if it is a bare name, else auto.
    static func omittedEnd(_ start: GridLine) -> GridLine {
        if case .area = start { return start }
        return .auto
    }

    /// `gridArea`: `"name"` or `"row-start / column-start / row-end / column-end"` (trailing
    /// parts may be left out: each takes its opposite's name if that is a bare name, else auto).
    static func area(_ value: JSONValue, path: String) throws(LayoutJSONError) -> (row: GridPlacement, column: GridPlacement) {
        let parts = try GridStyleParser.string(value, path: path).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 4 else { throw LayoutJSONError("expected at most four lines separated by /", path: path) }
        let rowStart = try GridStyleParser.line(parts[0], path: path)
        let columnStart = parts.count > 1 ? try GridStyleParser.line(parts[1], path: path) : omittedEnd(rowStart)
        let rowEnd = parts.count > 2 ? try GridStyleParser.line(parts[2], path: path) : omittedEnd(rowStart)
        let columnEnd = parts.count > 3 ? try GridStyleParser.line(parts[3], path: path) : omittedEnd(columnStart)
        return (GridPlacement(start: rowStart, end: rowEnd), GridPlacement(start: columnStart, end: columnEnd))
    }

    /// `gridTemplateAreas`: `"none"`, an array of row strings (`["a a", "b ."]`) or the CSS
    /// value as one string of quoted rows (`"\"a a\" \"b .\""`).
    static func templateAreas(_ value: JSONValue, path: String) throws(LayoutJSONError) -> GridTemplateAreas? {
        var rows: [String] = []
        var rowPath: (Int) -> String = { _ in path }
        switch value {
        case .string(let text):
            if text.trimmingSpaces == "none" { return nil }
            rows = text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            guard text.filter({ $0 == "\"" }).count % 2 == 0, !rows.isEmpty else {
                throw LayoutJSONError("expected rows in double quotes (\"a a\" \"b c\") or an array of row strings", path: path)
            }
            rowPath = { path + " (row \($0 + 1))" }
        case .array(let items):
            for (index, item) in items.enumerated() {
                guard case .string(let row) = item.value else {
                    throw LayoutJSONError("expected a string of area names, found \(item.value.kindName)", path: "\(path)[\(index)]")
                }
                rows.append(row)
            }
            guard !rows.isEmpty else { throw LayoutJSONError("expected at least one row", path: path) }
            rowPath = { "\(path)[\($0)]" }
        default:
            throw LayoutJSONError("expected \"none\", an array of row strings or quoted rows, found \(value.kindName)", path: path)
        }
        do {
            return try GridTemplateAreas(rows: rows)
        } catch {
            throw LayoutJSONError(error.message, path: rowPath(error.row))
        }
    }

    /// `gridAutoFlow`: `row` or `column`, either optionally with `dense` (`dense` alone is `row dense`).
    static func autoFlow(_ value: JSONValue, path: String) throws(LayoutJSONError) -> (GridAutoFlow, dense: Bool) {
        let words = try GridStyleParser.string(value, path: path).split(separator: " ")
        let dense = words.contains("dense")
        let directions = words.filter { $0 != "dense" }
        guard words.count - directions.count <= 1, directions.count <= 1, !words.isEmpty,
              let flow = directions.isEmpty ? .row : GridAutoFlow(rawValue: String(directions[0])) else {
            throw LayoutJSONError("expected row, column, dense, row dense or column dense", path: path)
        }
        return (flow, dense)
    }
}
