/// CSS Grid Layout §8 "Placing Grid Items": line-based placement (§8.3), then the
/// auto-placement algorithm (§8.5, sparse or dense) in the direction `grid-auto-flow` gives. Positions
/// are track indices of the implicit grid, whose first track may precede the explicit grid's
/// (a negative line number or a span reaching before it adds implicit tracks at the start).
struct GridArea {
    var columns: Range<Int>
    var rows: Range<Int>
}

/// The placement of every item and the implicit grid's extent.
struct GridPlacementResult {
    var areas: [GridArea]
    var columnCount: Int
    var rowCount: Int
    /// How many implicit tracks precede the explicit grid in each axis.
    var leadingColumns: Int
    var leadingRows: Int
}

/// One axis of an item's position, resolved against the explicit grid (§8.3, §8.3.1): lines
/// as 0-based indices of the explicit grid (negative before it), or auto with a span.
enum ResolvedLines {
    case definite(Range<Int>)
    case auto(span: Int)

    @inline(__always)
    init(_ placement: GridPlacement, names: GridLineNameTable) {
        let start = Side(placement.start, isStart: true, names)
        let end = Side(placement.end, isStart: false, names)
        switch (start, end) {
        case (.line(let a), .line(let b)):
            self = .definite(a == b ? a..<a + 1 : min(a, b)..<max(a, b))
        case (.line(let a), .span(let n)): self = .definite(a..<a + n)
        case (.line(let a), .spanNamed):
            self = .definite(a..<max(a + 1, Side.spanLine(placement.end, from: a, forward: true, names)))
        case (.line(let a), .auto): self = .definite(a..<a + 1)
        case (.span(let n), .line(let b)): self = .definite(b - n..<b)
        case (.spanNamed, .line(let b)):
            self = .definite(min(b - 1, Side.spanLine(placement.start, from: b, forward: false, names))..<b)
        case (.auto, .line(let b)): self = .definite(b - 1..<b)
        case (.span(let n), _), (.auto, .span(let n)): self = .auto(span: n)
        // §8.3.1: a span to a named line from an automatic position spans one track.
        case (.spanNamed, _), (.auto, .spanNamed), (.auto, .auto): self = .auto(span: 1)
        }
        if case .definite(let range) = self { self = .definite(GridLimits.clamped(range)) }
    }

    /// One edge with its line number or name resolved (§8.3): a 0-based line of the explicit
    /// grid (negative before it), a span, a span to a named line (resolved once the other
    /// edge is known, by `spanLine`), or auto. Holds no name, so it costs no reference counting.
    enum Side {
        case auto, line(Int), span(Int), spanNamed

        @inline(__always)
        init(_ line: GridLine, isStart: Bool, _ names: GridLineNameTable) {
            switch line {
            case .auto: self = .auto
            case .line(let n): self = .line(n > 0 ? n - 1 : names.explicitTracks + 1 + n)
            case .span(let n): self = .span(n)
            case .area(let name): self = .line(names.areaLine(name, isStart: isStart))
            case .named(let name, let n): self = .line(names.line(name, nth: n))
            case .spanNamed: self = .spanNamed
            }
        }

        /// The far line of `span <name> n` (`line`) from the opposite edge at `from`.
        static func spanLine(_ line: GridLine, from: Int, forward: Bool, _ names: GridLineNameTable) -> Int {
            guard case .spanNamed(let name, let n) = line else { return forward ? from + 1 : from - 1 }
            return names.spanLine(name, nth: n, from: from, forward: forward)
        }
    }

    var span: Int {
        switch self {
        case .definite(let range): return range.count
        case .auto(let span): return span
        }
    }

    func shifted(_ offset: Int) -> ResolvedLines {
        if case .definite(let range) = self { return .definite(range.shifted(offset)) }
        return self
    }
}

/// The areas items occupy, in flow-relative terms: `major` is the axis the cursor wraps along
/// (rows for `grid-auto-flow: row`), `minor` the one it walks (columns). Small areas are kept as
/// cells (a probe looks each of its cells up), large ones as rectangles: an item may span up to
/// 100,000 tracks per axis (`GridLimits`), so no area is ever expanded into its cells, and a
/// probe costs at most its own cells or the stored ones, whichever are fewer.
///
/// Cells near the grid's start (the first 64 minor tracks of the first 4,096 major ones, where
/// nearly every grid has all its items) are bits instead, a word per major track: a probe
/// there tests a word per major track it spans, where the set hashed each of its cells.
struct GridOccupancy {
    typealias Area = (major: Range<Int>, minor: Range<Int>)
    /// Per major track below `bitmapTracks`, bit b: minor track b is occupied.
    private var bitmap: [UInt64] = []
    private static let bitmapTracks = 4096
    /// Cells packed as major × stride + minor: tracks per axis stay far below the stride
    /// (2 × `GridLimits.maximumLine` plus the explicit grid).
    private var cells = Set<Int>()
    private static let stride = 1 << 20
    private var large: [Area] = []
    /// Areas with more cells than this are kept as rectangles.
    private static let cellLimit = 64

    /// An occupied area (a cell or a rectangle) overlapping the given one, or nil when it is
    /// free. A search can skip past the blocker's end: every start before it overlaps it too.
    func blocker(major: Range<Int>, minor: Range<Int>) -> Area? {
        if let area = large.first(where: { $0.major.overlaps(major) && $0.minor.overlaps(minor) }) { return area }
        let mask = Self.mask(minor)
        if mask != 0 {
            for a in major.clamped(to: 0..<bitmap.count) where bitmap[a] & mask != 0 {
                let b = (bitmap[a] & mask).trailingZeroBitCount
                return (a..<a + 1, b..<b + 1)
            }
        }
        guard !cells.isEmpty else { return nil }
        func area(_ key: Int) -> Area {
            let (a, b) = key.quotientAndRemainder(dividingBy: Self.stride)
            return (a..<a + 1, b..<b + 1)
        }
        if major.count * minor.count <= cells.count {
            for a in major { for b in minor where cells.contains(a * Self.stride + b) { return area(a * Self.stride + b) } }
            return nil
        }
        return cells.first { major.contains($0 / Self.stride) && minor.contains($0 % Self.stride) }.map(area)
    }

    mutating func occupy(major: Range<Int>, minor: Range<Int>) {
        guard major.count * minor.count <= Self.cellLimit else { return large.append((major, minor)) }
        if major.lowerBound >= 0, major.upperBound <= Self.bitmapTracks, minor.lowerBound >= 0, minor.upperBound <= 64 {
            if bitmap.count < major.upperBound { bitmap += repeatElement(0, count: major.upperBound - bitmap.count) }
            let mask = Self.mask(minor)
            for a in major { bitmap[a] |= mask }
            return
        }
        for a in major { for b in minor { cells.insert(a * Self.stride + b) } }
    }
}

extension GridOccupancy {
    /// The bits of the minor tracks of `minor` below 64.
    private static func mask(_ minor: Range<Int>) -> UInt64 {
        let low = Swift.max(minor.lowerBound, 0)
        let high = Swift.min(minor.upperBound, 64)
        guard low < high else { return 0 }
        let width = high - low
        return (width == 64 ? ~0 : (UInt64(1) << width) - 1) << low
    }
}

extension Range<Int> {
    func shifted(_ offset: Int) -> Range<Int> { lowerBound + offset..<upperBound + offset }
}

/// Chromium's bounds on the grid (Blink's `kGridMaxTracks`): line numbers, spans and repeat
/// counts are clamped to them rather than rejected, and they keep a hostile style from making
/// millions of tracks.
enum GridLimits {
    /// Line numbers are clamped to ±this, spans and repeat counts to at most this.
    static let maximumLine = 100_000
    /// A track list's sizes, counting a `repeat(auto-…)` pattern once: the JSON parser keeps
    /// the fixed tracks within `maximumLine`, and an auto-repeated pattern may add as many.
    static let maximumTrackList = 2 * maximumLine
    /// An item's lines, 0-based from the explicit grid's start, clamped as Blink's `GridSpan`
    /// does: the start to -maximumLine..<maximumLine, the end past the start and at most
    /// maximumLine (so the implicit grid has at most 2 × maximumLine tracks per axis).
    /// `end` is line maximumLine in other coordinates (the implicit grid's, for auto-placed items).
    static func clamped(_ range: Range<Int>, end: Int = maximumLine) -> Range<Int> {
        let start = Swift.min(Swift.max(range.lowerBound, end - 2 * maximumLine), end - 1)
        return start..<Swift.min(Swift.max(range.upperBound, start + 1), end)
    }
}

extension LayoutTree {
    /// §8.5 grid item placement algorithm (sparse or `dense`), for `items` (in-flow children in
    /// order); lines and spans in a subgrid's `subgridded` axes stay within its explicit grid.
    func placeGridItems(_ items: [Int], columnNames: GridLineNameTable, rowNames: GridLineNameTable,
                        flow: GridAutoFlow, dense: Bool, subgridded: GridAxes = []) -> GridPlacementResult {
        let isRowFlow = flow == .row
        let explicitColumns = columnNames.explicitTracks
        let explicitRows = rowNames.explicitTracks
        var columns = items.map { ResolvedLines(styles[$0].gridColumn, names: columnNames) }
        var rows = items.map { ResolvedLines(styles[$0].gridRow, names: rowNames) }
        if subgridded.isEmpty, let placement = Self.sequentialPlacement(columns, rows, isRowFlow: isRowFlow,
                                                                         explicitColumns: explicitColumns,
                                                                         explicitRows: explicitRows) {
            return placement
        }
        // §8.3.1 implicit tracks before the explicit grid: shift every line past them (in a
        // subgridded axis hypothetical ones, until `clampToSubgridArea`).
        func leading(_ lines: [ResolvedLines]) -> Int {
            lines.reduce(0) { result, lines in
                if case .definite(let range) = lines { return max(result, -range.lowerBound) }
                return result
            }
        }
        var leadingColumns = leading(columns)
        var leadingRows = leading(rows)
        columns = columns.map { $0.shifted(leadingColumns) }
        rows = rows.map { $0.shifted(leadingRows) }
        // Flow-relative: the minor axis is walked by the cursor, the major one grows.
        var minorLines = isRowFlow ? columns : rows
        let majorLines = isRowFlow ? rows : columns
        // §8.5 step 3: the minor axis's extent from the explicit grid, definite positions and spans.
        var minorCount = (isRowFlow ? explicitColumns + leadingColumns : explicitRows + leadingRows)
        var majorCount = isRowFlow ? explicitRows + leadingRows : explicitColumns + leadingColumns
        for lines in minorLines {
            switch lines {
            case .definite(let range): minorCount = max(minorCount, range.upperBound)
            case .auto(let span): minorCount = max(minorCount, span)
            }
        }
        // A subgridded minor axis keeps its explicit extent (CSS Grid Level 2 §9).
        let minorLimit = subgridded.contains(isRowFlow ? .columns : .rows)
            ? (isRowFlow ? explicitColumns + leadingColumns : explicitRows + leadingRows) : nil
        if let minorLimit { Self.limitSubgriddedMinor(&minorCount, &minorLines, to: minorLimit) }
        var occupancy = GridOccupancy()
        var minor = [Range<Int>?](repeating: nil, count: items.count)
        var major = [Range<Int>?](repeating: nil, count: items.count)
        // What steps 1 and 2 place, where they place it (unclamped in a subgrid), for step 4's cursor.
        var placedAreas: [GridOccupancy.Area] = []
        // Step 1: items with a definite position in both axes.
        for index in items.indices {
            if case .definite(let a) = majorLines[index], case .definite(let b) = minorLines[index] {
                major[index] = a
                minor[index] = b
                occupancy.occupy(major: a, minor: b)
                placedAreas.append((a, b))
            }
        }
        // Step 2: items locked to a major track, each past the last one this step put there.
        var lockedCursor: [Int: Int] = [:]
        for index in items.indices where major[index] == nil {
            guard case .definite(let a) = majorLines[index] else { continue }
            let span = minorLines[index].span
            // Dense packing looks for the earliest hole; sparse continues after the last one.
            var start = dense ? 0 : lockedCursor[a.lowerBound] ?? 0
            // Past a subgridded minor axis's end, the search goes on in the next major tracks
            // (the item stays in its own; Chromium's cursor, `GridSubgridPlacement.swift`).
            var searched = a
            while true {
                if let minorLimit, start > minorLimit { (searched, start) = (searched.shifted(1), 0) }
                guard let blocker = occupancy.blocker(major: searched, minor: start..<start + span) else { break }
                start = blocker.minor.upperBound
            }
            major[index] = a
            minor[index] = start..<start + span
            occupancy.occupy(major: a, minor: start..<start + span)
            placedAreas.append((a, start..<start + span))
            lockedCursor[a.lowerBound] = start + span
            minorCount = max(minorCount, start + span)
        }
        if let minorLimit { minorCount = min(minorCount, minorLimit) }
        if !subgridded.isEmpty {
            let placedLines = Self.clampToSubgridArea(subgridded, isRowFlow: isRowFlow, explicit: (explicitColumns, explicitRows),
                                                      leading: (leadingColumns, leadingRows),
                                                      major: &major, minor: &minor, minorLines: &minorLines)
            (leadingColumns, leadingRows) = placedLines
        }
        // Step 4: the rest, behind Chromium's cursor, which only moves forward.
        var cursor = GridAutoPlacementCursor(placedAreas: placedAreas)
        for index in items.indices where major[index] == nil {
            let majorSpan = majorLines[index].span
            // Dense packing starts every item's search at the grid's start.
            if dense { cursor.restart() }
            if case .definite(let b) = minorLines[index] {
                cursor.moveToMinorLine(b.lowerBound)
                cursor.moveToFit(majorSpan: majorSpan, minorSpan: b.count, minorMaxEnd: minorCount, movement: .forceMinorLine)
                minor[index] = b
            } else {
                let span = minorLines[index].span
                cursor.moveToFit(majorSpan: majorSpan, minorSpan: span, minorMaxEnd: minorCount, movement: .free)
                minor[index] = cursor.position.minor..<cursor.position.minor + span
            }
            major[index] = cursor.position.major..<cursor.position.major + majorSpan
            cursor.place(major: major[index]!, minor: minor[index]!)
        }
        var areas: [GridArea] = []
        areas.reserveCapacity(items.count)
        // Auto-placed items past line maximumLine (many huge spans side by side) pile up in
        // the last track there, so the implicit grid never outgrows 2 × maximumLine tracks.
        let majorEnd = (isRowFlow ? leadingRows : leadingColumns) + GridLimits.maximumLine
        let minorEnd = (isRowFlow ? leadingColumns : leadingRows) + GridLimits.maximumLine
        for index in items.indices {
            let a = GridLimits.clamped(major[index]!, end: majorEnd)
            let b = GridLimits.clamped(minor[index]!, end: minorEnd)
            majorCount = max(majorCount, a.upperBound)
            minorCount = max(minorCount, b.upperBound)
            areas.append(isRowFlow ? GridArea(columns: b, rows: a) : GridArea(columns: a, rows: b))
        }
        // Step 2's cursor may have run past the limit too; the explicit grid always stays.
        let explicitEnd = (explicitColumns + leadingColumns, explicitRows + leadingRows)
        minorCount = min(minorCount, max(minorEnd, isRowFlow ? explicitEnd.0 : explicitEnd.1))
        majorCount = min(majorCount, max(majorEnd, isRowFlow ? explicitEnd.1 : explicitEnd.0))
        return GridPlacementResult(areas: areas, columnCount: isRowFlow ? minorCount : majorCount,
                                   rowCount: isRowFlow ? majorCount : minorCount,
                                   leadingColumns: leadingColumns, leadingRows: leadingRows)
    }

    /// §8.5 when every item is auto-placed in both axes and spans one track (card grids, most
    /// nested grids): the cursor fills the minor axis's tracks in order, one item a cell, so
    /// item i takes cell i of the grid in flow order (sparse and dense packing agree: there is
    /// no hole to fill). No occupancy to search; nil when another item is there, or when so
    /// many items would run past line `GridLimits.maximumLine`.
    private static func sequentialPlacement(_ columns: [ResolvedLines], _ rows: [ResolvedLines], isRowFlow: Bool,
                                            explicitColumns: Int, explicitRows: Int) -> GridPlacementResult? {
        guard columns.count <= GridLimits.maximumLine else { return nil }
        for lines in columns { guard case .auto(1) = lines else { return nil } }
        for lines in rows { guard case .auto(1) = lines else { return nil } }
        // (No item: the explicit grid alone, no implicit track; §7.5.)
        let minorCount = max(isRowFlow ? explicitColumns : explicitRows, columns.isEmpty ? 0 : 1)
        guard minorCount > 0 else {
            return GridPlacementResult(areas: [], columnCount: explicitColumns, rowCount: explicitRows,
                                       leadingColumns: 0, leadingRows: 0)
        }
        let majorCount = max(isRowFlow ? explicitRows : explicitColumns, (columns.count + minorCount - 1) / minorCount)
        var areas: [GridArea] = []
        areas.reserveCapacity(columns.count)
        for index in columns.indices {
            let (major, minor) = index.quotientAndRemainder(dividingBy: minorCount)
            areas.append(isRowFlow ? GridArea(columns: minor..<minor + 1, rows: major..<major + 1)
                                   : GridArea(columns: major..<major + 1, rows: minor..<minor + 1))
        }
        return GridPlacementResult(areas: areas, columnCount: isRowFlow ? minorCount : majorCount,
                                   rowCount: isRowFlow ? majorCount : minorCount, leadingColumns: 0, leadingRows: 0)
    }
}
