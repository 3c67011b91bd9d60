import Tessera

extension DefaultOverlay {
    /// Where the default overlay puts things for a focus frame in a container (seed 002's
    /// strategy object): a pure function of the two rectangles, so it is unit-tested without
    /// rendering.
    ///
    /// ```swift
    /// let traits = DefaultOverlay.Layout(focus: frame, container: bounds).traits(for: .circle)
    /// traits.messageAlignment   // .bottom: the focus is above the horizon, the message goes below it
    /// ```
    public struct Layout: Hashable, Sendable {
        /// Room between the focused view and the edge of the cut-out (points).
        public static let focusPadding = 8.0

        public var focus: Rect
        public var container: Rect

        public init(focus: Rect, container: Rect) {
            self.focus = focus
            self.container = container
        }

        /// The cut-out for `shape` and where the message goes: below a focus whose center is
        /// above the container's horizontal midline, above one whose center is on or below it.
        public func traits(for shape: Spotlight.Element.Shape) -> Traits {
            let padding = Self.focusPadding
            let cutout: Rect
            let radius: Double
            switch shape {
            case .circle:
                // The circle through the frame's corners, so nothing of the view is dimmed.
                let diameter = (focus.width * focus.width + focus.height * focus.height).squareRoot() + 2 * padding
                cutout = Rect(x: focus.midX - diameter / 2, y: focus.midY - diameter / 2, width: diameter, height: diameter)
                radius = diameter / 2
            case .roundedRect(let cornerRadius):
                cutout = focus.insetBy(dx: -padding, dy: -padding)
                radius = min(max(cornerRadius, 0) + padding, min(cutout.width, cutout.height) / 2)
            }
            let alignment: Alignment = focus.midY < container.midY ? .bottom : .top
            return Traits(focus: cutout, cornerRadius: radius, messageAlignment: alignment)
        }
    }

    /// The default overlay's geometry for one focus.
    public struct Traits: Hashable, Sendable {
        /// The cut-out in the dimming, in the container's coordinates.
        public let focus: Rect
        public let cornerRadius: Double
        /// `.bottom`: the message sits in the part of the container below the focus; `.top`: above it.
        public let messageAlignment: Alignment

        public init(focus: Rect, cornerRadius: Double, messageAlignment: Alignment) {
            self.focus = focus
            self.cornerRadius = cornerRadius
            self.messageAlignment = messageAlignment
        }
    }
}
