import TesseraGeometry
import TesseraLayout

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`), as SwiftUI's `GridItem`: its size,
/// the spacing to the next one, and how cells sit in it. Sizes are in points.
///
/// Lowered onto CSS grid tracks:
/// - `.fixed(w)`: a `w px` track.
/// - `.flexible(minimum:maximum:)`: SwiftUI divides what fixed items and spacing leave equally
///   among flexible items, each clamped to its bounds. Unbounded, that is
///   `minmax(minimum, 1fr)` exactly; bounded, `minmax(minimum, maximum)`, which is the same on
///   its own or beside fixed items, but beside unbounded flexible or adaptive items CSS grows a
///   bounded track to its maximum before it shares the rest among the `fr` tracks, where SwiftUI
///   gives each the same share first.
/// - `.adaptive(minimum:maximum:)`: as many columns as fit at the minimum, sharing the room
///   equally: `repeat(auto-fill, minmax(minimum, 1fr))`, exactly SwiftUI's count and widths. CSS
///   counts repetitions at a track's maximum when it has one, so a finite `maximum` cannot sit
///   in the track: a grid whose only item is adaptive keeps each cell at most `maximum` wide in
///   its column instead (SwiftUI narrows the column and groups the columns by the grid's
///   alignment: the same cells, further apart); beside other items the maximum is not applied.
///   A `maximum` at or under the minimum makes columns exactly `minimum` wide,
///   `repeat(auto-fill, minimum)`, grouped by the grid's alignment as in SwiftUI. Beside other
///   flexible items, CSS counts the repetitions against what the other tracks need at their
///   minimum, where SwiftUI first gives the adaptive item an equal share of the room.
///
/// CSS grids have one gutter size per axis: items that differ in `spacing` become tracks of
/// that width between the columns when the count of columns is known (no adaptive item); beside
/// an adaptive item the first item's spacing is every gutter. For the same reason cells beside
/// an adaptive item sit by the adaptive item's `alignment`: which column a cell falls in is
/// known only once the width is.
public struct GridItem: Hashable, Sendable {
    /// How big the item's track is.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(Double)
        /// An equal share of the room the other items leave, within the bounds.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many tracks of at least `minimum` as fit the item's room, up to `maximum` each.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// How big the item's track is.
    public var size: Size
    /// Space to the next item (nil: the `space.stack` token, as stacks).
    public var spacing: LengthValue?
    /// Where cells sit in their area (nil: centered).
    public var alignment: Alignment?

    /// An item of `size` (flexible from 10 points when not given), `spacing` points (or a
    /// token) before the next, its cells placed by `alignment`.
    public init(_ size: Size = .flexible(), spacing: LengthValue? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var isAdaptive: Bool {
        if case .adaptive = size { return true }
        return false
    }

    /// The cap on a cell's length along the track's axis, when only the cell can carry it (an
    /// adaptive item with a finite maximum over its minimum).
    var cellMaximum: Double? {
        guard case .adaptive(let minimum, let maximum) = size, maximum.isFinite, maximum > minimum else { return nil }
        return maximum
    }

    /// The CSS track list entry, its numbers checked (`name` says which item in errors).
    func track(in context: LoweringContext, name: String) throws(RenderError) -> GridTrack {
        switch size {
        case .fixed(let length):
            try context.check(length, "\(name) fixed size")
            return .single(GridTrackSize(.points(length)))
        case .flexible(let minimum, let maximum):
            try context.check(minimum, "\(name) minimum")
            if maximum == .infinity { return .single(GridTrackSize(min: .points(minimum), max: .fr(1))) }
            try context.check(maximum, "\(name) maximum")
            return .single(GridTrackSize(min: .points(minimum), max: .points(Swift.max(minimum, maximum))))
        case .adaptive(let minimum, let maximum):
            try context.check(minimum, "\(name) minimum")
            if maximum != .infinity { try context.check(maximum, "\(name) maximum") }
            // Repetitions are counted by their minimum, so it must take room.
            guard minimum > 0 else {
                throw .invalidValue(path: context.path, name: "\(name) minimum", value: "0", reason: "must be more than 0 for an adaptive item")
            }
            guard maximum > minimum else { return .autoRepeat(.fill, [GridTrackSize(.points(minimum))]) }
            return .autoRepeat(.fill, [GridTrackSize(min: .points(minimum), max: .fr(1))])
        }
    }
}
