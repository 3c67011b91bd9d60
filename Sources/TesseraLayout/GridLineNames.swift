/// The names of the lines of one track list (CSS Grid §7.2.2 `[a b] 100px [c] repeat(2, [d] 1fr)`),
/// kept beside its sizes (`GridStyle.templateColumns`) so a list without names costs nothing.
public struct GridLineNames: Hashable, Sendable {
    /// `lines[i]`: the names of the line before entry `i` of the track list; `lines[count]`,
    /// those of the line after the last entry. Empty when no line is named.
    public var lines: [[String]]
    /// For each entry of the track list that is a `repeat()`: the names of the lines of one
    /// repetition (its pattern's count + 1 lists), empty for other entries and where none is
    /// named. Repetitions share their touching lines, whose names merge. (An array: an empty
    /// one costs nothing to make, in every `GridStyle()`.)
    public var repeated: [[[String]]]

    public init(lines: [[String]] = [], repeated: [[[String]]] = []) {
        self.lines = lines
        self.repeated = repeated
    }

    var isEmpty: Bool { lines.allSatisfy(\.isEmpty) && repeated.allSatisfy { $0.allSatisfy(\.isEmpty) } }

    /// Longest line or area name a style may use (longer ones are errors).
    public static let maximumNameLength = 64
}

/// The named lines of one axis of a grid container, with `repeat()` expanded and the lines
/// its template areas name (`<area>-start`, `<area>-end`, §7.3.2): built once per container
/// visit, so items resolve their named lines (§8.3) by lookups only.
struct GridLineNameTable {
    /// The explicit grid's track count: implicit lines lie past it (or before line 0).
    let explicitTracks: Int
    /// The names, nil for a grid without any (most: no dictionaries made per visit for them).
    private var names: Names?

    private struct Names {
        /// Each name's lines as 0-based indices of the explicit grid's lines, ascending.
        var lines: [String: [Int]] = [:]
        /// For an area name: the first line named `<name>-start` and `<name>-end`.
        var areaStarts: [String: Int] = [:]
        var areaEnds: [String: Int] = [:]
    }

    static func empty(explicitTracks: Int) -> GridLineNameTable { GridLineNameTable(explicitTracks: explicitTracks) }

    private init(explicitTracks: Int) { self.explicitTracks = explicitTracks }

    /// The table for `names` of `list` (whose `repeat(auto-…)` repeats `autoRepetitions` times)
    /// and the lines `areas` name along this axis (`areaRanges` picks rows or columns).
    init(_ names: GridLineNames, of list: [GridTrack], autoRepetitions: Int, areas: GridTemplateAreas?,
         areaRange: (GridNamedArea) -> Range<Int>, explicitTracks: Int) {
        self.explicitTracks = explicitTracks
        var lines: [String: [Int]] = [:]
        var table = Names()
        var line = 0
        func add(_ list: [String], at index: Int) {
            for name in list where lines[name]?.last != index { lines[name, default: []].append(index) }
        }
        for (entry, track) in list.enumerated() {
            if entry < names.lines.count { add(names.lines[entry], at: line) }
            let (count, pattern): (Int, Int)
            switch track {
            case .single: line += 1; continue
            case .repeated(let repeats, let sizes): (count, pattern) = (repeats, sizes.count)
            case .autoRepeat(_, let sizes): (count, pattern) = (autoRepetitions, sizes.count)
            }
            let inner = entry < names.repeated.count ? names.repeated[entry] : []
            for _ in 0..<count {
                for (offset, list) in inner.prefix(pattern + 1).enumerated() { add(list, at: line + offset) }
                line += pattern
            }
        }
        if list.count < names.lines.count { add(names.lines[list.count], at: line) }
        for area in areas?.areas ?? [] {
            let range = areaRange(area)
            lines[area.name + "-start", default: []].append(range.lowerBound)
            lines[area.name + "-end", default: []].append(range.upperBound)
        }
        for name in lines.keys {
            lines[name]!.sort()
            if name.hasSuffix("-start") { table.areaStarts[String(name.dropLast(6))] = lines[name]![0] }
            if name.hasSuffix("-end") { table.areaEnds[String(name.dropLast(4))] = lines[name]![0] }
        }
        table.lines = lines
        self.names = table
    }

    /// §8.3 a bare `<name>`: the first `<name>-start` (`-end`) line, else the first `<name>` line.
    func areaLine(_ name: String, isStart: Bool) -> Int {
        (isStart ? names?.areaStarts[name] : names?.areaEnds[name]) ?? line(name, nth: 1)
    }

    /// §8.3 `<name> n`: the nth line called `name` from the start (from the end when n < 0);
    /// when there are fewer, every implicit line past the grid on that side counts as one.
    func line(_ name: String, nth n: Int) -> Int {
        let named = names?.lines[name] ?? []
        let result: Int
        if n > 0 {
            result = n <= named.count ? named[n - 1] : explicitTracks + n - named.count
        } else {
            result = -n <= named.count ? named[named.count + n] : -(-n - named.count)
        }
        return clamp(result)
    }

    /// §8.3 `span <name> n` with a definite opposite edge at `line`: the nth line called `name`
    /// after it (`forward`) or before it, implicit lines on that side counting as named.
    func spanLine(_ name: String, nth n: Int, from line: Int, forward: Bool) -> Int {
        let named = names?.lines[name] ?? []
        if forward {
            let after = named.drop { $0 <= line }
            if n <= after.count { return after[after.startIndex + n - 1] }
            return clamp(max(explicitTracks, line) + n - after.count)
        }
        let before = named.prefix { $0 < line }
        if n <= before.count { return before[before.endIndex - n] }
        return clamp(min(0, line) - (n - before.count))
    }

    /// Keeps lines that counting past the grid puts far away within the placement limits.
    private func clamp(_ line: Int) -> Int {
        Swift.min(Swift.max(line, -GridLimits.maximumLine), explicitTracks + GridLimits.maximumLine)
    }
}

extension GridStyle {
    /// Both axes' named-line tables.
    struct LineNameTables: Sendable {
        var columns: GridLineNameTable
        var rows: GridLineNameTable
    }

    /// The tables when names or areas are set and no `repeat(auto-…)` makes them depend on the
    /// container's size: then `GridBox` makes them once, and layout passes hash no names.
    func sizeIndependentLineNameTables() -> LineNameTables? {
        guard templateAreas != nil || !columnLineNames.isEmpty || !rowLineNames.isEmpty else { return nil }
        func table(_ names: GridLineNames, _ list: [GridTrack], extent: Int?,
                   _ range: @escaping (GridNamedArea) -> Range<Int>) -> GridLineNameTable? {
            var count = 0
            for track in list {
                switch track {
                case .single: count += 1
                case .repeated(let repeats, let sizes): count += repeats * sizes.count
                case .autoRepeat: return nil
                }
            }
            return GridLineNameTable(names, of: list, autoRepetitions: 0, areas: templateAreas, areaRange: range,
                                     explicitTracks: max(count, extent ?? 0))
        }
        guard let columns = table(columnLineNames, templateColumns, extent: templateAreas?.columnCount, { $0.columns }),
              let rows = table(rowLineNames, templateRows, extent: templateAreas?.rowCount, { $0.rows }) else { return nil }
        return LineNameTables(columns: columns, rows: rows)
    }
}
