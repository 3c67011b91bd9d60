import TesseraGeometry
import TesseraLayout

/// What the painter needs to show a viewport's content scrolled.
struct Viewport {
    let axis: Axis
    /// Points from the start of the content, before clamping to the scrollable range.
    let offset: Double

    /// How far to move the content's drawing: the offset clamped to what the content overflows
    /// the viewport by, toward the start of the axis (toward the right when a horizontal
    /// viewport runs right to left, where its content overflows to the left).
    func shift(content: Rect, viewport: Size, rightToLeft: Bool) -> Point {
        switch axis {
        case .vertical:
            return Point(x: 0, y: -min(offset, max(0, content.maxY - viewport.height)))
        case .horizontal:
            if rightToLeft { return Point(x: min(offset, max(0, -content.minX)), y: 0) }
            return Point(x: -min(offset, max(0, content.maxX - viewport.width)), y: 0)
        }
    }
}

extension Element {
    /// A viewport holding `content`: a flex line along `axis` whose only child keeps its ideal
    /// length there (`flex: 0 0 auto`) and overflows, while the viewport shrinks to the room
    /// its parent gives (`min-width`/`min-height: 0`).
    static func viewport(_ axis: Axis, offset: Double, content: Element) -> Element {
        let viewport = Element(.viewport(Viewport(axis: axis, offset: offset)))
        viewport.style.flexDirection = axis == .vertical ? .column : .row
        viewport.style.alignItems = .center
        viewport.adopt(content)
        content.style.flexGrow = 0
        content.style.flexShrink = 0
        switch axis {
        case .vertical:
            viewport.style.minHeight = .points(0)
            viewport.expandsVertically = true
            viewport.expandsHorizontally = true
            viewport.containsVerticalViewport = true
        case .horizontal:
            viewport.style.minWidth = .points(0)
            viewport.expandsHorizontally = true
            viewport.containsHorizontalViewport = true
        }
        return viewport
    }
}
