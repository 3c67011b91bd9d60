import TesseraGeometry
import TesseraLayout

/// A scroll viewport, as SwiftUI's `ScrollView`: its content is laid out at its ideal length
/// along the scroll axis (unconstrained there, proposed the viewport's size across it), the
/// viewport itself is sized by its parent, clips the content and shows it scrolled by
/// `contentOffset` points — so a screen can be rendered scrolled.
///
/// ```swift
/// VStack(spacing: 0) {
///     Header()
///     ScrollView(contentOffset: 240) {      // takes the room the header and tab bar leave
///         ForEach(orders) { OrderRow($0) }
///     }
///     TabBar()
/// }
/// .frame(height: 812)                      // or render(_:size:)
/// ```
///
/// Sizing follows SwiftUI: a vertical scroll view takes all the room offered along both axes (a
/// horizontal one along its axis only: it is as tall as its content, like a carousel row). Unlike
/// other views it can get smaller than its content along its axis, down to nothing (flexbox:
/// `flex-shrink: 1; min-height: 0`), so in a stack framed to the device height it takes what
/// the header and the tab bar leave. Offered no limit (`render(_:width:)` fits the height to
/// the content) it is as long as its content. Every stack or frame holding it gets a zero
/// minimum length along that axis too, or flexbox's automatic minimum size (the content's
/// length) would stop the viewport shrinking — the nested `min-height: 0` of CSS, done for you.
///
/// Several content views stack along the scroll axis (a `VStack` or `HStack` with the default
/// spacing); narrower content is centered across the axis. The offset is clamped to the
/// scrollable range (content length minus viewport length), as a scroll view cannot scroll past
/// its content's end; right to left, a horizontal offset counts from the leading (right) edge.
/// Keyed frames inside are reported where the scrolled content is drawn.
public struct ScrollView: View, PrimitiveView {
    public typealias Body = Never
    let axis: Axis
    let offset: Double
    let content: ViewList

    public init(_ axis: Axis = .vertical, contentOffset: Double = 0, @ViewBuilder content: () -> ViewList) {
        self.axis = axis
        self.offset = contentOffset
        self.content = content()
    }

    private init(axis: Axis, offset: Double, content: ViewList) {
        self.axis = axis
        self.offset = offset
        self.content = content
    }

    /// The same scroll view scrolled `points` along its axis from the start of its content.
    public func contentOffset(_ points: Double) -> ScrollView {
        ScrollView(axis: axis, offset: points, content: content)
    }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        try context.check(offset, "contentOffset")
        let stacked: Element
        switch axis {
        case .vertical: stacked = try Element.single(context.lower(VStack { content }))
        case .horizontal: stacked = try Element.single(context.lower(HStack { content }))
        }
        return [Element.viewport(axis, offset: offset, content: stacked)]
    }
}
