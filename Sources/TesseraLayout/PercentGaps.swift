/// Percentage gaps (CSS Box Alignment 3 §8.3): a `gap` of `10%` is a tenth of the container's
/// content box in that axis. Where that size is not definite yet (a container sized by its
/// content) the percentage resolves against zero while the content is measured, and against the
/// size found once it is known, as Chromium does.
enum PercentGap {
    /// A gap in points: the length, or the percentage of `base` (zero while indefinite).
    @inline(__always)
    static func resolve(_ length: Double, percent: Double?, of base: Double?) -> Double {
        guard let percent else { return length }
        return (base ?? 0) * percent / 100
    }
}

extension FlexContext {
    /// The percentage gaps against the content box as now known.
    mutating func resolvePercentGaps() {
        let width = axes.main(innerMain, innerCross)
        let height = percentInnerHeight
        mainGap = PercentGap.resolve(mainGap, percent: mainGapPercent, of: axes.main(width, height))
        crossGap = PercentGap.resolve(crossGap, percent: crossGapPercent, of: axes.cross(width, height))
    }
}

extension GridContext {
    /// The percentage gaps against the content box as now known.
    mutating func resolvePercentGaps() {
        columnGap = PercentGap.resolve(columnGap, percent: columnGapPercent, of: innerWidth)
        rowGap = PercentGap.resolve(rowGap, percent: rowGapPercent, of: innerHeight)
    }
}

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
