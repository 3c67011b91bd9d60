/// The measurements every Bento row shares, so their text, icons and dividers line up in a list.
enum RowMetrics {
    /// Rows are at least the touch-target height (`size.touchTarget`).
    static let minHeight = 44.0

    /// Where a row's text starts when it has a leading icon: the screen margin, the icon disc
    /// (scaled with body text) and the gap; at accessibility sizes the disc stacks above the
    /// text, which starts at the margin.
    static func textInset(in env: EnvironmentValues) -> Double {
        let margin = env.theme[.spaceScreenMargin].points
        guard !env.usesAccessibilityLayout else { return margin }
        return margin + env.scaled(.sizeIconDisc, relativeTo: .body) + env.theme[.space3].points
    }
}
