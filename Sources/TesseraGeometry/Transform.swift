/// A 2D affine transform, mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as in CSS,
/// Core Graphics and Skia.
public struct Transform: Hashable, Sendable, Codable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ dx: Double, _ dy: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    public static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public static func scale(_ s: Double) -> Transform { .scale(s, s) }

    /// A rotation by `radians`, clockwise on screen (y grows downwards).
    public static func rotation(_ radians: Double) -> Transform {
        let cs = _cos(radians), sn = _sin(radians)
        return Transform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// True when the transform only scales and translates (no rotation or skew), so axis-aligned
    /// rectangles stay axis-aligned: the rasterizer's fast paths depend on it.
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Applies only the linear part (no translation): for vectors and offsets.
    public func applyToVector(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y)
    }

    /// `self` first, then `other`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// Translate first, then `self` (like `CGAffineTransform.translatedBy`).
    public func translatedBy(_ dx: Double, _ dy: Double) -> Transform {
        Transform.translation(dx, dy).concatenating(self)
    }

    public func scaledBy(_ sx: Double, _ sy: Double) -> Transform {
        Transform.scale(sx, sy).concatenating(self)
    }

    public var determinant: Double { a * d - b * c }

    /// The inverse transform, or `nil` when the transform is singular.
    public var inverted: Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return Transform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The bounding box of a rectangle after transformation.
    public func apply(_ r: Rect) -> Rect {
        if isAxisAligned {
            return Rect(corner: apply(Point(x: r.minX, y: r.minY)), apply(Point(x: r.maxX, y: r.maxY)))
        }
        let ps = [
            apply(Point(x: r.minX, y: r.minY)), apply(Point(x: r.maxX, y: r.minY)),
            apply(Point(x: r.minX, y: r.maxY)), apply(Point(x: r.maxX, y: r.maxY)),
        ]
        let xs = ps.map(\.x), ys = ps.map(\.y)
        return Rect(corner: Point(x: xs.min()!, y: ys.min()!), Point(x: xs.max()!, y: ys.max()!))
    }

    /// The largest factor by which the transform stretches a length: flattening tolerances and
    /// stroke widths in device pixels come from it.
    public var maxScale: Double {
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        return max(sx, sy)
    }
}

#if canImport(Glibc)
import Glibc
@inline(__always) private func _cos(_ x: Double) -> Double { Glibc.cos(x) }
@inline(__always) private func _sin(_ x: Double) -> Double { Glibc.sin(x) }
#elseif canImport(Darwin)
import Darwin
@inline(__always) private func _cos(_ x: Double) -> Double { Darwin.cos(x) }
@inline(__always) private func _sin(_ x: Double) -> Double { Darwin.sin(x) }
#else
import Foundation
@inline(__always) private func _cos(_ x: Double) -> Double { Foundation.cos(x) }
@inline(__always) private func _sin(_ x: Double) -> Double { Foundation.sin(x) }
#endif
