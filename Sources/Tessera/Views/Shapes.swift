import TesseraGeometry
import TesseraRaster

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
