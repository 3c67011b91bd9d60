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
