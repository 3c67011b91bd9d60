/// Percentage gaps as `Style` stores them: single precision and no box, so that the style of
/// every node (nearly all without them) grows by 10 bytes for them. A `Double?` pair added 32
/// bytes to each copy of a style, and a box (as `GridStyle` has) a retain and a release to each:
/// either cost flex layouts 2-4% more instructions on the benchmark trees. A percentage in
/// single precision is off by less than a millionth of itself.
struct GapPercents: Hashable, Sendable {
    var row: Float?
    var column: Float?

    var isEmpty: Bool { row == nil && column == nil }
}

extension Style {
    /// `rowGap` as a percentage of the content box's height (CSS `row-gap: 10%`); set, it
    /// replaces the length (see `PercentGaps.swift`). Kept in single precision.
    public var rowGapPercent: Double? {
        get { gapPercents.row.map(Double.init) }
        set { gapPercents.row = newValue.map(Float.init) }
    }

    /// `columnGap` as a percentage of the content box's width; set, it replaces the length.
    public var columnGapPercent: Double? {
        get { gapPercents.column.map(Double.init) }
        set { gapPercents.column = newValue.map(Float.init) }
    }
}
