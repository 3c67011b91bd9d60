/// The measurements every Bento row shares, so their text, icons and dividers line up in a list.
enum RowMetrics {
    /// The circular background behind a row's leading icon.
    static let iconBadge = 40.0
    /// Rows are at least the touch-target height (`size.touchTarget`).
    static let minHeight = 44.0
    /// Where a row's text starts when it has a leading icon: screen margin (16) + badge + gap (12).
    static let textInset = 16 + iconBadge + 12
}
