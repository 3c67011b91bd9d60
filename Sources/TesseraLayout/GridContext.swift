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
    let columnGap: Double
    let rowGap: Double
    let alignItems: AlignItems
    let justifyItems: GridItemAlignment
    let alignContent: AlignContent
    let justifyContent: AlignContent
    let flow: GridAutoFlow
    /// §7.2 the explicit grid's tracks, `repeat()` expanded.
    let explicitColumns: [GridTrackSize]
    let explicitRows: [GridTrackSize]
    /// §7.6 implicit track sizes, never empty (`auto` when the style lists none).
    let autoColumns: [GridTrackSize]
    let autoRows: [GridTrackSize]

    init(node: Int, style: borrowing Style, direction: Direction, input: LayoutInput, performLayout: Bool) {
        self.node = node
        self.input = input
        self.performLayout = performLayout
        let box = ResolvedBox(style, parentWidth: input.parentWidth, parentHeight: input.parentHeight,
                              contentSized: input.contentSizedAxis)
        self.box = box
        rtl = direction == .rtl
        let pbWidth = box.paddingBorderWidth
        let pbHeight = box.paddingBorderHeight
        innerWidth = (input.knownWidth ?? box.width.map(box.clampWidth)).map { max(0, $0 - pbWidth) }
        innerHeight = (input.knownHeight ?? box.height.map(box.clampHeight)).map { max(0, $0 - pbHeight) }
        columnGap = style.columnGap
        rowGap = style.rowGap
        alignItems = style.alignItems
        justifyItems = style.grid.justifyItems
        alignContent = style.alignContent
        justifyContent = style.grid.justifyContent
        flow = style.grid.autoFlow
        explicitColumns = Self.expand(style.grid.templateColumns)
        explicitRows = Self.expand(style.grid.templateRows)
        autoColumns = style.grid.autoColumns.isEmpty ? [.auto] : style.grid.autoColumns
        autoRows = style.grid.autoRows.isEmpty ? [.auto] : style.grid.autoRows
    }

    /// §7.2.3 `repeat(n, …)` as its n copies.
    static func expand(_ list: [GridTrack]) -> [GridTrackSize] {
        var sizes: [GridTrackSize] = []
        for track in list {
            switch track {
            case .single(let size): sizes.append(size)
            case .repeated(let count, let pattern):
                for _ in 0..<count { sizes.append(contentsOf: pattern) }
            }
        }
        return sizes
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
    var columnSpace: GridSpace {
        if let innerWidth { return .definite(innerWidth) }
        switch input.availableWidth {
        case .minContent: return .minContent
        case .maxContent: return .maxContent
        case .definite: return .maxContent
        }
    }
}
