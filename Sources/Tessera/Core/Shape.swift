import TesseraGeometry
import TesseraRaster

/// A 2D shape that fits a rectangle: rectangles, circles, capsules, custom paths. As a view it
/// fills its whole frame with the foreground color (or `.fill` / `.stroke`), and it is fully
/// flexible: it takes all the room it is offered.
public protocol Shape: View, Sendable {
    func path(in rect: Rect) -> Path
}

/// How `.aspectRatio` and resizable images fit content into a frame.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// Scale to fit entirely inside the frame (letterboxed).
    case fit
    /// Scale to cover the frame (cropped).
    case fill
}

/// A type-erased shape (shapes held by modifiers and scenes).
public struct AnyShape: Shape {
    private let makePath: @Sendable (Rect) -> Path

    public init(_ shape: some Shape) {
        makePath = { shape.path(in: $0) }
    }

    public init(path: @escaping @Sendable (Rect) -> Path) { makePath = path }

    public func path(in rect: Rect) -> Path { makePath(rect) }
    public var body: some View { ShapeView(shape: self, styling: .foreground) }
}

extension Shape {
    public var body: some View { ShapeView(shape: AnyShape(self), styling: .foreground) }

    /// Fills the shape with a color (token or literal).
    public func fill(_ color: ColorValue) -> ShapeView {
        ShapeView(shape: AnyShape(self), styling: .fill(color))
    }

    /// Strokes the shape's outline, centered on the path as Core Graphics does.
    public func stroke(_ color: ColorValue, lineWidth: Double = 1) -> ShapeView {
        ShapeView(shape: AnyShape(self), styling: .stroke(color, lineWidth))
    }
}

/// A shape drawn with a fill or a stroke.
public struct ShapeView: View, PrimitiveView {
    public typealias Body = Never
    enum Styling {
        case foreground
        case fill(ColorValue)
        case stroke(ColorValue, Double)
    }

    let shape: AnyShape
    let styling: Styling

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        let env = context.environment
        var styling = ShapeStyling()
        switch self.styling {
        case .foreground: styling.fill = .solid(env.resolve(env.foregroundColor))
        case .fill(let color): styling.fill = .solid(env.resolve(color))
        case .stroke(let color, let width):
            try context.check(width, "lineWidth", max: 10_000)
            styling.stroke = (.solid(env.resolve(color)), StrokeStyle(width: width))
        }
        let element = Element(.shape(shape, styling))
        element.expandsHorizontally = true
        element.expandsVertically = true
        element.shrinks = true
        return [element]
    }
}
