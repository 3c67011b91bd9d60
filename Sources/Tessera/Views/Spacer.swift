import TesseraLayout

/// Flexible space that grows along its stack's axis (flex-grow 1), never across it. Outside a
/// stack it takes no room.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    let minLength: Double

    public init(minLength: Double = 0) { self.minLength = minLength }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        try context.check(minLength, "minLength")
        let element = Element(.container)
        element.spacerMinLength = minLength
        return [element]
    }
}

/// A hairline separator across its stack: horizontal in a VStack (and outside stacks), vertical
/// in an HStack. Drawn in the `separator` color, one device pixel thick.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        let env = context.environment
        let element = Element(.shape(AnyShape(Rectangle()), ShapeStyling(fill: .solid(env.resolve(.separator)))))
        element.isDivider = true
        element.dividerThickness = 1 / env.displayScale
        return [element]
    }
}
