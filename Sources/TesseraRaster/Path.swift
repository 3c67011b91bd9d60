import TesseraGeometry

/// A vector outline made of subpaths of straight lines, quadratic and cubic Béziers.
///
/// Coordinates are points in user space; a `Canvas` maps them to device pixels with its scale
/// and a transform, so a path is resolution-independent. `Path` is a value (Hashable, written to JSON as
/// SVG path data) so display lists and caches can compare and store it.
public struct Path: Hashable, Sendable {
    /// One drawing command. Curves carry their control points before their end point.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    public private(set) var elements: [Element] = []
    /// Where the current subpath started (for `closeSubpath` and implicit moves).
    private var subpathStart: Point = .zero
    /// The current point, or nil before the first `move`.
    private var current: Point?

    public init() {}

    public init(elements: [Element]) {
        for e in elements { append(e) }
    }

    /// True when the path has no drawing commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next segment starts from, if any.
    public var currentPoint: Point? { current }

    public mutating func move(to p: Point) {
        elements.append(.move(p))
        subpathStart = p
        current = p
    }

    public mutating func line(to p: Point) {
        ensureSubpath()
        elements.append(.line(p))
        current = p
    }

    public mutating func quadCurve(to p: Point, control: Point) {
        ensureSubpath()
        elements.append(.quad(control: control, to: p))
        current = p
    }

    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        ensureSubpath()
        elements.append(.cubic(control1: control1, control2: control2, to: p))
        current = p
    }

    /// Closes the current subpath with a straight line back to its start; the next segment
    /// starts there too (as in SVG and Core Graphics).
    public mutating func closeSubpath() {
        guard current != nil else { return }
        if case .close? = elements.last { return }
        elements.append(.close)
        current = subpathStart
    }

    /// Appends every subpath of `other`.
    public mutating func addPath(_ other: Path) {
        for e in other.elements { append(e) }
    }

    private mutating func append(_ e: Element) {
        switch e {
        case .move(let p): move(to: p)
        case .line(let p): line(to: p)
        case .quad(let c, let p): quadCurve(to: p, control: c)
        case .cubic(let c1, let c2, let p): curve(to: p, control1: c1, control2: c2)
        case .close: closeSubpath()
        }
    }

    /// A segment without a preceding `move` starts where the last subpath ended (or at the
    /// origin), as in SVG; recorded explicitly so every subpath begins with `.move`.
    private mutating func ensureSubpath() {
        if current == nil {
            move(to: .zero)
        } else if case .close? = elements.last {
            move(to: subpathStart)
        }
    }

    /// The path with every point mapped through `t` (affine maps keep Béziers Béziers).
    public func applying(_ t: Transform) -> Path {
        if t.isIdentity { return self }
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.line(to: t.apply(p))
            case .quad(let c, let p): out.quadCurve(to: t.apply(p), control: t.apply(c))
            case .cubic(let c1, let c2, let p):
                out.curve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .close: out.closeSubpath()
            }
        }
        return out
    }

    /// The control-point bounds: the smallest rectangle holding every end and control point.
    /// It contains the exact outline (Béziers stay inside their control hull) and is what the
    /// rasterizer needs to size its buffers; `.zero` for an empty path.
    public var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard minX <= maxX else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when every coordinate is a finite number (the rasterizer refuses anything else).
    public var isFinite: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): p.isFinite
            case .quad(let c, let p): c.isFinite && p.isFinite
            case .cubic(let c1, let c2, let p): c1.isFinite && c2.isFinite && p.isFinite
            case .close: true
            }
        }
    }
}
