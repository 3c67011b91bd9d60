import TesseraGeometry
import TesseraLayout

/// The first of its views whose ideal size fits the space offered, as SwiftUI's `ViewThatFits`:
/// "side by side if it fits, stacked otherwise", decided at layout time against the width the
/// parent really has (so a row at a large text size or a compact width falls back by itself).
///
/// ```swift
/// ViewThatFits {
///     HStack { Title(); Spacer(); Price() }        // ideal width fits: side by side
///     VStack(alignment: .leading) { Title(); Price() }   // otherwise stacked
/// }
/// ```
///
/// A candidate's ideal size is its size with no limit on the checked axes (text on one line);
/// it fits when that is no larger than what is offered there. When none fits, the last one is
/// used. Only the horizontal axis is checked by default (pass `in: [.horizontal, .vertical]` to
/// check both, SwiftUI's default): most renders have no height limit, and the choice is about
/// width; checking the height makes the view take all the height offered, with the chosen
/// candidate centered in it. Only the chosen view is drawn and publishes keyed frames.
public struct ViewThatFits: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: ViewList

    public init(in axes: Axis.Set = .horizontal, @ViewBuilder content: () -> ViewList) {
        self.axes = axes
        self.content = content()
    }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        let candidates = try content.views.map { view throws(RenderError) in try Element.single(context.lower(view)) }
        guard !candidates.isEmpty else { return [] }
        let element = Element(.choice(candidates, axes))
        // The element is as flexible as its candidates, and can always get narrower: offered
        // less, it picks a smaller candidate.
        element.shrinks = true
        for candidate in candidates {
            element.expandsHorizontally = element.expandsHorizontally || candidate.expandsHorizontally
            element.expandsVertically = element.expandsVertically || candidate.expandsVertically
        }
        if axes.contains(.vertical) {
            // Flexbox tells a leaf the height it may have only by flexing it: take the height
            // offered (down to nothing) so the choice sees it, as a SwiftUI proposal would.
            element.expandsVertically = true
            element.style.minHeight = .points(0)
        }
        return [element]
    }
}
