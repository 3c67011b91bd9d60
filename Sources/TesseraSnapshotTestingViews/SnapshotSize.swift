import TesseraGeometry

/// The canvas a view snapshot renders in. The gallery's `StorySize` says the same for stories,
/// but this module sits below the gallery and cannot see it.
public enum SnapshotSize: Hashable, Sendable {
    /// Fit a width in points; the height follows the content.
    case width(Double)
    /// Exactly this many points (content outside is cropped).
    case fixed(Size)

    /// The compact width (an iPhone's 375 pt).
    public static let compact = SnapshotSize.width(375)
}
