import TesseraJSON

/// CSS `grid-template-areas` (CSS Grid §7.3): rows of cell names, `.` for a cell no area owns.
/// Each name must fill a rectangle; the areas name the lines around them (`<name>-start`,
/// `<name>-end`) and make the explicit grid at least as large as they are. Only the throwing
/// initializer makes one, so a value is always valid and its areas are found once.
public struct GridTemplateAreas: Hashable, Sendable {
    public let rowCount: Int
    public let columnCount: Int
    /// The named areas, in the order their first cell appears.
    public let areas: [GridNamedArea]

    /// Most cells a template may have (rows × columns).
    public static let maximumCells = 10_000

    /// Reads `rows` in CSS syntax (`"head head" "nav main"`, one string per row): names made of
    /// letters, digits, `-` and `_` (not starting with a digit), runs of `.` for empty cells.
    public init(rows: [String]) throws(GridTemplateAreasError) {
        var cells: [[String?]] = []
        for (index, row) in rows.enumerated() {
            let tokens = try Self.cells(row, row: index)
            if tokens.isEmpty { throw GridTemplateAreasError("row has no cells", row: index) }
            if let first = cells.first, first.count != tokens.count {
                throw GridTemplateAreasError("row has \(tokens.count) cells where the first row has \(first.count)", row: index)
            }
            if (cells.count + 1) * tokens.count > Self.maximumCells {
                throw GridTemplateAreasError("more than \(Self.maximumCells) cells", row: index)
            }
            cells.append(tokens)
        }
        rowCount = cells.count
        columnCount = cells.first?.count ?? 0
        var found: [String: (rows: Range<Int>, columns: Range<Int>, cells: Int)] = [:]
        var order: [String] = []
        for (r, row) in cells.enumerated() {
            for (c, cell) in row.enumerated() {
                guard let name = cell else { continue }
                if let seen = found[name] {
                    found[name] = (min(seen.rows.lowerBound, r)..<max(seen.rows.upperBound, r + 1),
                                   min(seen.columns.lowerBound, c)..<max(seen.columns.upperBound, c + 1), seen.cells + 1)
                } else {
                    found[name] = (r..<r + 1, c..<c + 1, 1)
                    order.append(name)
                }
            }
        }
        areas = try order.map { (name) throws(GridTemplateAreasError) in
            let area = found[name]!
            guard area.cells == area.rows.count * area.columns.count else {
                throw GridTemplateAreasError("area \(Excerpt.quoted(name)) is not a rectangle: its cells lie in rows "
                    + "\(area.rows.lowerBound + 1)–\(area.rows.upperBound), columns \(area.columns.lowerBound + 1)–"
                    + "\(area.columns.upperBound) but fill \(area.cells) of those \(area.rows.count * area.columns.count)",
                    row: area.rows.lowerBound)
            }
            return GridNamedArea(name: name, rows: area.rows, columns: area.columns)
        }
    }

    /// One row's cell tokens (§7.3.1): names, `nil` for a run of dots; anything else is an error.
    private static func cells(_ row: String, row index: Int) throws(GridTemplateAreasError) -> [String?] {
        var tokens: [String?] = []
        var current = ""
        var dots = false
        func flush() {
            if dots { tokens.append(nil) } else if !current.isEmpty { tokens.append(current) }
            current = ""
            dots = false
        }
        for character in row {
            if character == " " || character == "\t" || character == "\n" {
                flush()
            } else if character == "." {
                if !dots { flush() }
                dots = true
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                if dots { flush() }
                current.append(character)
            } else {
                throw GridTemplateAreasError("\(Excerpt.quoted(String(character))) cannot be part of an area name", row: index)
            }
        }
        flush()
        for case let name? in tokens where name.count > GridLineNames.maximumNameLength {
            throw GridTemplateAreasError("area name \(Excerpt.quoted(name)) is longer than \(GridLineNames.maximumNameLength) characters", row: index)
        }
        return tokens
    }
}

/// One named area: the cells it fills as 0-based row and column ranges of the explicit grid.
public struct GridNamedArea: Hashable, Sendable {
    public let name: String
    public let rows: Range<Int>
    public let columns: Range<Int>
}

/// A `grid-template-areas` that is not valid CSS: what is wrong and in which row (0-based).
public struct GridTemplateAreasError: Error, Equatable, Sendable {
    public let message: String
    public let row: Int

    init(_ message: String, row: Int) {
        self.message = message
        self.row = row
    }
}
