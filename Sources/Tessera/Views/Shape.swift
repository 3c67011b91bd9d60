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

public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: Rect) -> Path { .rect(rect) }
}

/// Which corner curve a rounded rectangle uses.
public typealias RoundedCornerStyle = CornerStyle

public struct RoundedRectangle: Shape {
    public var cornerRadius: Double
    public var style: RoundedCornerStyle

    public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {
        self.cornerRadius = cornerRadius
        self.style = style
    }

    public func path(in rect: Rect) -> Path { .roundedRect(rect, radius: cornerRadius, style: style) }
}

/// A rectangle with a different radius on each corner (`topLeading` follows the layout direction
/// only through the view's own frame: radii are given as drawn).
public struct UnevenRoundedRectangle: Shape {
    public var radii: CornerRadii
    public var style: RoundedCornerStyle

    public init(radii: CornerRadii, style: RoundedCornerStyle = .circular) {
        self.radii = radii
        self.style = style
    }

    public func path(in rect: Rect) -> Path { .roundedRect(rect, radii: radii, style: style) }
}

/// The largest circle that fits the frame, centered.
public struct Circle: Shape {
    public init() {}
    public func path(in rect: Rect) -> Path {
        .circle(center: Point(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2)
    }
}

public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: Rect) -> Path { .ellipse(in: rect) }
}

/// A rectangle whose shorter sides are semicircles (a pill).
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: Rect) -> Path {
        style == .circular ? .capsule(rect) : .roundedRect(rect, radius: min(rect.width, rect.height) / 2, style: style)
    }
}

extension Path: View {}
extension Path: Shape {
    /// A path as a shape: drawn as given, in points relative to the view's frame origin.
    public func path(in rect: Rect) -> Path { applying(.translation(rect.origin.x, rect.origin.y)) }
}

/// SVG path data scaled from its `viewBox`-like grid to the frame (icons, custom decorations).
public struct SVGShape: Shape {
    let parsed: Path
    let grid: Size

    /// Parses `data` (SVG `d` syntax); `grid` is the size of the coordinate space it was drawn
    /// in, scaled to the frame. Throws naming the offset of the first bad character.
    public init(_ data: String, grid: Size) throws(SVGPathError) {
        parsed = try Path(svgPathData: data)
        self.grid = grid
    }

    public func path(in rect: Rect) -> Path {
        guard grid.width > 0, grid.height > 0 else { return Path() }
        return parsed.applying(Transform.scale(rect.width / grid.width, rect.height / grid.height)
            .concatenating(.translation(rect.origin.x, rect.origin.y)))
    }
}
