/// What a grid container's visit computes once, before its items are placed and its tracks
/// sized (as `FlexContext` for a flex container): its box, the content-box sizes already known,
/// gaps, alignment and the explicit grid (§7) with `repeat()` expanded.
struct GridContext {
    let node: Int
    let input: LayoutInput
    let performLayout: Bool
    let box: ResolvedBox
    let rtl: Bool
    /// Content-box sizes: known from the parent or the style, else found from the tracks.
    var innerWidth: Double?
    var innerHeight: Double?
    /// The gaps, in points (a percentage one as `resolvePercentGaps` last resolved it).
    var columnGap: Double
    var rowGap: Double
    let columnGapPercent: Double?
    let rowGapPercent: Double?
    let alignItems: AlignItems
    let justifyItems: GridItemAlignment
    /// `justifyItems`'s positional keyword: `self-start` and `self-end` follow each item.
    let justifyItemsPosition: AlignmentPosition?
    let alignContent: AlignContent
    let justifyContent: AlignContent
    /// Which alignment properties are `safe` (see `SafeAlignment`).
    let safeAlignment: SafeAlignment
    let flow: GridAutoFlow
    let dense: Bool
    /// §7.2 the explicit grid's tracks, `repeat()` expanded.
    var explicitColumns: [GridTrackSize]
    var explicitRows: [GridTrackSize]
    /// The explicit tracks a `repeat(auto-fit, …)` made, which collapse where no item is.
    var autoFitColumns: Range<Int>?
    var autoFitRows: Range<Int>?
    /// §7.6 implicit track sizes, never empty (`auto` when the style lists none; `var`: an
    /// axis that asks for `subgrid` and is none has only `auto`, `GridSubgridFallback.swift`).
    var autoColumns: [GridTrackSize]
    var autoRows: [GridTrackSize]
    /// Whether the style asks for a subgrid; the axes are adopted from the parent only if it is
    /// one (`adoptSubgridFrame`), else they are `none`.
    let asksForSubgrid: Bool
    /// CSS Grid Level 2 §9: what the parent grid decided for this subgrid in each subgridded axis.
    var subgridColumns: SubgridAxisFrame?
    var subgridRows: SubgridAxisFrame?
    /// §7.2.2, §7.3 the named lines of each axis (the explicit grid's track count when none are).
    /// (`var`: a subgrid's subgridded axis takes its span's track count, `adoptSubgridFrame`.)
    var columnNames: GridLineNameTable
    var rowNames: GridLineNameTable
    /// How many tracks the template lists gave each axis (`repeat(auto-…)` expanded): with the
    /// style, what the placement depends on (see `GridPlacementMemo`).
    let listedTracks: GridListedTracks
    /// No `repeat(auto-…)`: the style alone decides the explicit grid (see `GridTemplate`).
    let hasSizeIndependentTemplate: Bool

    /// `template`: what an earlier visit found of the explicit grid, when the style alone decides it.
    init(node: Int, style: borrowing Style, direction: Direction, input: LayoutInput, performLayout: Bool,
         template: GridTemplate? = nil) {
        self.node = node
        self.input = input
        self.performLayout = performLayout
        var box = ResolvedBox(style, parentWidth: input.parentWidth, parentHeight: input.parentHeight,
                              contentSized: input.contentSizedAxis, rtl: direction == .rtl)
        box.fitScrollbarGutters(width: input.knownWidth, height: input.knownHeight, rtl: direction == .rtl)
        self.box = box
        rtl = direction == .rtl
        let pbWidth = box.paddingBorderWidth
        let pbHeight = box.paddingBorderHeight
        innerWidth = (input.knownWidth ?? box.width.map(box.clampWidth)).map { max(0, $0 - pbWidth) }
        innerHeight = (input.knownHeight ?? box.height.map(box.clampHeight)).map { max(0, $0 - pbHeight) }
        columnGapPercent = style.columnGapPercent
        rowGapPercent = style.rowGapPercent
        columnGap = PercentGap.resolve(style.columnGap, percent: style.columnGapPercent, of: innerWidth)
        rowGap = PercentGap.resolve(style.rowGap, percent: style.rowGapPercent, of: innerHeight)
        alignItems = style.alignItems
        justifyItemsPosition = style.positionalAlignment.justifyItems
        alignContent = style.alignContent
        safeAlignment = style.safeAlignment
        if let template {
            justifyItems = template.justifyItems
            justifyContent = template.justifyContent
            flow = template.flow
            dense = template.dense
            asksForSubgrid = template.asksForSubgrid
            explicitColumns = template.explicitColumns
            explicitRows = template.explicitRows
            autoColumns = template.autoColumns
            autoRows = template.autoRows
            columnNames = template.columnNames
            rowNames = template.rowNames
            listedTracks = template.listedTracks
            hasSizeIndependentTemplate = true
            return
        }
        // One copy of the grid properties: each `style.grid` read copies them all (their arrays
        // retained and released), a dozen times a visit when read field by field.
        let grid = style.grid
        justifyItems = grid.justifyItems
        justifyContent = grid.justifyContent
        flow = grid.autoFlow
        dense = grid.autoFlowDense
        // §7.2.3.2: auto-fill repeats to fit the definite size, else the max size, else reach the min size.
        let maxInnerWidth = box.maxWidth.isFinite ? max(0, box.maxWidth - pbWidth) : nil
        let maxInnerHeight = box.maxHeight.isFinite ? max(0, box.maxHeight - pbHeight) : nil
        let listedColumns: [GridTrackSize], listedRows: [GridTrackSize]
        (listedColumns, autoFitColumns) = Self.expand(grid.templateColumns, room: innerWidth ?? maxInnerWidth,
                                                        minRoom: max(0, box.minWidth - pbWidth), gap: columnGap)
        // A height the parent measured from the content (not definite) counts as none (Chromium
        // counts the rows before the height is known, and never again).
        let rowRoom = input.knownHeight != nil && !input.knownHeightIsDefinite ? nil : innerHeight
        (listedRows, autoFitRows) = Self.expand(grid.templateRows, room: rowRoom ?? maxInnerHeight,
                                                  minRoom: max(0, box.minHeight - pbHeight), gap: rowGap)
        listedTracks = GridListedTracks(columns: listedColumns.count, rows: listedRows.count)
        hasSizeIndependentTemplate = !grid.templateColumns.contains(where: \.isAutoRepeat)
            && !grid.templateRows.contains(where: \.isAutoRepeat)
        autoColumns = grid.autoColumns.isEmpty ? [.auto] : grid.autoColumns
        autoRows = grid.autoRows.isEmpty ? [.auto] : grid.autoRows
        asksForSubgrid = !grid.subgrid.isEmpty
        // Named lines and areas (§7.2.2, §7.3), from the tables the style made if it could.
        let areas = grid.templateAreas
        let tables = style.gridLineNameTables
        (columnNames, explicitColumns) = Self.names(grid.columnLineNames, of: grid.templateColumns,
                                                    listedColumns, areas: areas, \.columns, extent: areas?.columnCount,
                                                    auto: autoColumns, made: tables?.columns)
        (rowNames, explicitRows) = Self.names(grid.rowLineNames, of: grid.templateRows, listedRows,
                                              areas: areas, \.rows, extent: areas?.rowCount, auto: autoRows,
                                              made: tables?.rows)
    }

    /// One axis's named lines, and its explicit tracks grown to the template areas' extent
    /// (§7.1: the tracks the areas add take the implicit track sizes).
    private static func names(_ names: GridLineNames, of list: [GridTrack], _ sizes: [GridTrackSize],
                              areas: GridTemplateAreas?, _ range: KeyPath<GridNamedArea, Range<Int>>, extent: Int?,
                              auto: [GridTrackSize], made: GridLineNameTable?) -> (GridLineNameTable, [GridTrackSize]) {
        let listed = sizes.count
        var sizes = sizes
        for index in listed..<max(listed, extent ?? 0) { sizes.append(auto[(index - listed) % auto.count]) }
        if let made { return (made, sizes) }
        guard areas != nil || !names.isEmpty else { return (.empty(explicitTracks: sizes.count), sizes) }
        // The repetitions of a `repeat(auto-…)`: the listed tracks the fixed entries leave.
        var fixed = 0
        var pattern = 1
        for track in list {
            switch track {
            case .single: fixed += 1
            case .repeated(let count, let tracks): fixed += count * tracks.count
            case .autoRepeat(_, let tracks): pattern = tracks.count
            }
        }
        return (GridLineNameTable(names, of: list, autoRepetitions: (listed - fixed) / pattern, areas: areas,
                                  areaRange: { $0[keyPath: range] }, explicitTracks: sizes.count), sizes)
    }

    /// §7.2.3 `repeat(n, …)` as its n copies, and `repeat(auto-fill | auto-fit, …)` as many as
    /// fit, with the range of tracks an `auto-fit` made.
    static func expand(_ list: [GridTrack], room: Double?, minRoom: Double,
                       gap: Double) -> (sizes: [GridTrackSize], autoFit: Range<Int>?) {
        var sizes: [GridTrackSize] = []
        var autoFit: Range<Int>?
        for track in list {
            switch track {
            case .single(let size): sizes.append(size)
            case .repeated(let count, let pattern):
                for _ in 0..<count { sizes.append(contentsOf: pattern) }
            case .autoRepeat(let mode, let pattern):
                let count = autoRepeatCount(list, pattern: pattern, room: room, minRoom: minRoom, gap: gap)
                let start = sizes.count
                for _ in 0..<count { sizes.append(contentsOf: pattern) }
                if mode == .fit { autoFit = start..<sizes.count }
            }
        }
        return (sizes, autoFit)
    }

    /// §7.2.3.2: the largest number of repetitions (at least one) whose tracks, each at its max
    /// sizing function if that is fixed, else its min, and their gaps fit `room`; without a
    /// room, the smallest number that reaches `minRoom`.
    static func autoRepeatCount(_ list: [GridTrack], pattern: [GridTrackSize], room: Double?, minRoom: Double,
                              gap: Double) -> Int {
        func fixed(_ size: GridTrackSize) -> Double {
            func value(_ breadth: GridBreadth) -> Double? {
                switch breadth {
                case .points(let v): return v
                case .percent(let v): return room.map { $0 * v / 100 }
                default: return nil
                }
            }
            return value(size.max) ?? value(size.min) ?? 0
        }
        var others = 0.0
        var otherCount = 0
        for track in list {
            switch track {
            case .single(let size): others += fixed(size); otherCount += 1
            case .repeated(let count, let sizes): others += Double(count) * sizes.reduce(0) { $0 + fixed($1) }; otherCount += count * sizes.count
            case .autoRepeat: break
            }
        }
        let repetition = pattern.reduce(0) { $0 + fixed($1) } + gap * Double(pattern.count)
        // The gaps: one after each track but the last.
        let base = others + gap * Double(otherCount) - gap
        guard repetition > 0 else { return 1 }
        // Chromium caps the explicit grid: the repetitions fill what the other tracks leave.
        let limit = max(1, (GridLimits.maximumLine - otherCount) / pattern.count)
        if let room {
            return min(limit, max(1, Int(((room - base) / repetition + 1e-9).rounded(.down))))
        }
        return min(limit, max(1, Int(((minRoom - base) / repetition - 1e-9).rounded(.up))))
    }

    /// §7.6 the sizes of all tracks of one axis of the implicit grid: implicit tracks before
    /// the explicit ones repeat the auto pattern backwards from its end, those after it forwards.
    static func trackSizes(count: Int, leading: Int, explicit: [GridTrackSize],
                           auto: [GridTrackSize]) -> [GridTrackSize] {
        (0..<count).map { index in
            if index < leading {
                let back = (leading - index) % auto.count
                return auto[(auto.count - back) % auto.count]
            }
            let inExplicit = index - leading
            if inExplicit < explicit.count { return explicit[inExplicit] }
            return auto[(inExplicit - explicit.count) % auto.count]
        }
    }

    var pbWidth: Double { box.paddingBorderWidth }
    var pbHeight: Double { box.paddingBorderHeight }

    /// The room the columns are sized in when the width is not known: the constraint the
    /// parent sizes this container under (definite room is fitted as fit-content by the visit).
    var columnSpace: AvailableSpace {
        if let innerWidth { return .definite(innerWidth) }
        if case .definite = input.availableWidth { return .maxContent }
        return input.availableWidth
    }
}
