import TesseraGeometry
import TesseraLayout

/// Children side by side, leading to trailing (mirrored right to left): a flex row whose
/// `align-items` comes from the vertical alignment and whose gap is the spacing (the `space.stack`
/// token when not given).
public struct HStack: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: LengthValue?
    let content: ViewList

    public init(alignment: VerticalAlignment = .center, spacing: LengthValue? = nil, @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        let stack = Element.container(.row)
        stack.style.alignItems = alignment.alignItems
        let gap = (spacing ?? .stack).points(in: context.environment.theme)
        try context.check(gap, "spacing")
        stack.style.columnGap = gap
        for child in try content.lower(in: context) { stack.adopt(child) }
        return [stack]
    }
}

/// Children top to bottom: a flex column whose `align-items` comes from the horizontal alignment.
public struct VStack: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: LengthValue?
    let content: ViewList

    public init(alignment: HorizontalAlignment = .center, spacing: LengthValue? = nil, @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        let stack = Element.container(.column)
        stack.style.alignItems = alignment.alignItems
        let gap = (spacing ?? .stack).points(in: context.environment.theme)
        try context.check(gap, "spacing")
        stack.style.rowGap = gap
        for child in try content.lower(in: context) { stack.adopt(child) }
        return [stack]
    }
}

/// Children laid over each other, later ones in front, each placed by the alignment. Its size is
/// that of its largest child (flexbox has no such box, so it is measured by laying out each
/// child for the size offered, as SwiftUI does).
public struct ZStack: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: ViewList

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.content = content()
    }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        let layers = try content.lower(in: context)
        let element = Element(.layers(layers, alignment))
        for layer in layers {
            element.expandsHorizontally = element.expandsHorizontally || layer.expandsHorizontally
            element.expandsVertically = element.expandsVertically || layer.expandsVertically
            element.shrinks = element.shrinks || layer.shrinks
            element.containsHorizontalViewport = element.containsHorizontalViewport || layer.containsHorizontalViewport
            element.containsVerticalViewport = element.containsVerticalViewport || layer.containsVerticalViewport
        }
        return [element]
    }
}
