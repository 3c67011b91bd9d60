import TesseraLayout

/// A flexbox container with every CSS property exposed, for layouts stacks cannot express
/// (wrapping chips, space-between rows, reversed order). Children keep their own flex-item
/// properties (`.flex(grow:shrink:basis:)`, `.alignSelf`); with none set they flex as in stacks.
public struct Flex: View, PrimitiveView {
    public typealias Body = Never
    let direction: FlexDirection
    let wrap: FlexWrap
    let justifyContent: JustifyContent
    let alignItems: AlignItems
    let alignContent: AlignContent
    let rowGap: LengthValue
    let columnGap: LengthValue
    let content: ViewList

    public init(
        direction: FlexDirection = .row, wrap: FlexWrap = .nowrap, justifyContent: JustifyContent = .flexStart,
        alignItems: AlignItems = .stretch, alignContent: AlignContent = .normal,
        rowGap: LengthValue = 0, columnGap: LengthValue = 0, @ViewBuilder content: () -> ViewList
    ) {
        self.direction = direction
        self.wrap = wrap
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.alignContent = alignContent
        self.rowGap = rowGap
        self.columnGap = columnGap
        self.content = content()
    }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        let theme = context.environment.theme
        let element = Element.container(direction)
        element.style.flexWrap = wrap
        element.style.justifyContent = justifyContent
        element.style.alignItems = alignItems
        element.style.alignContent = alignContent
        element.style.rowGap = rowGap.points(in: theme)
        element.style.columnGap = columnGap.points(in: theme)
        try context.check(element.style.rowGap, "rowGap")
        try context.check(element.style.columnGap, "columnGap")
        for child in try content.lower(in: context) { element.adopt(child) }
        return [element]
    }
}
