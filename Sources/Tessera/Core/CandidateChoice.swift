import TesseraGeometry
import TesseraLayout

extension Axis {
    /// A set of axes (SwiftUI's `Axis.Set`): which dimensions `ViewThatFits` checks.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension Element {
    /// The candidate a `ViewThatFits` draws (`Content.choice`), as layout and painting both pick
    /// it: the first candidate whose ideal size fits `width` × `height` (nil: no limit) on these
    /// axes, else the last. `size` lays a candidate out alone in a box (nil: no limit); the
    /// ideal size has no limit on the checked axes and none on the height (views fill a width
    /// and grow down), and keeps the offered width when only the height is checked.
    static func firstFitting(_ candidates: [Element], on axes: Axis.Set, width: Double?, height: Double?,
                size: (Element, _ width: Double?, _ height: Double?) -> Size?) -> Element? {
        // A hair of tolerance: the width offered may be the ideal width come back through layout.
        let tolerance = 1e-6
        for candidate in candidates.dropLast() {
            guard let ideal = size(candidate, axes.contains(.horizontal) ? nil : width, nil) else { continue }
            if axes.contains(.horizontal), let width, ideal.width > width + tolerance { continue }
            if axes.contains(.vertical), let height, ideal.height > height + tolerance { continue }
            return candidate
        }
        return candidates.last
    }
}
