import TesseraGeometry

/// Turns a path into straight line segments in device space, each curve split into as few
/// pieces as keep it within `tolerance` device pixels of the true curve (Wang's formula).
/// Transforming first and flattening after is exact because affine maps preserve Béziers, and it
/// makes the tolerance a device-pixel tolerance whatever the scale.
enum PathFlattener {
    /// The default flattening tolerance, in device pixels: Cairo's default, half Blend2D's.
    /// Plain chords would cut inside convex curves and lose area (a 5-px-radius circle 1.6%), so
    /// the points are balanced across the curve (`emitBalanced`). 0.02 px of plain chords kept
    /// circles within 0.5% but made scene 1 of the raster benchmark 8% slower.
    static let tolerance = 0.1

    /// Calls `line` for every segment; with `closeSubpaths` each open subpath gets its closing
    /// edge (what filling needs). Calls `subpathEnd(closed)` after each subpath when given.
    @inline(__always)
    static func flatten(_ path: Path, transform t: Transform, tolerance: Double = tolerance,
                        closeSubpaths: Bool, line: (Point, Point) -> Void) {
        var start = Point.zero, current = Point.zero
        var open = false
        for e in path.elements {
            switch e {
            case .move(let p):
                if open && closeSubpaths && current != start { line(current, start) }
                start = t.apply(p); current = start; open = true
            case .line(let p):
                let q = t.apply(p)
                line(current, q)
                current = q
            case .quad(let c, let p):
                let c1 = t.apply(c), p2 = t.apply(p)
                let dd = (current - c1 * 2 + p2).length
                let n = segmentCount(dd * 0.25, tolerance)
                if n == 1 {
                    line(current, p2)
                } else {
                    let p0 = current
                    let step = 1.0 / Double(n)
                    emitBalanced(from: p0, to: p2, count: n, line: line) { k in
                        let s = Double(k) * step, u = 1 - s
                        return Point(x: u * u * p0.x + 2 * u * s * c1.x + s * s * p2.x,
                                     y: u * u * p0.y + 2 * u * s * c1.y + s * s * p2.y)
                    }
                }
                current = p2
            case .cubic(let a, let b, let p):
                let c1 = t.apply(a), c2 = t.apply(b), p3 = t.apply(p)
                let p0 = current
                let d1 = (p0 - c1 * 2 + c2).length, d2 = (c1 - c2 * 2 + p3).length
                let n = segmentCount(Swift.max(d1, d2) * 0.75, tolerance)
                if n == 1 {
                    line(p0, p3)
                } else {
                    let step = 1.0 / Double(n)
                    emitBalanced(from: p0, to: p3, count: n, line: line) { k in
                        let s = Double(k) * step, u = 1 - s
                        let w0 = u * u * u, w1 = 3 * u * u * s, w2 = 3 * u * s * s, w3 = s * s * s
                        return Point(x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p3.x,
                                     y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p3.y)
                    }
                }
                current = p3
            case .close:
                if current != start { line(current, start) }
                current = start
                open = false
            }
        }
        if open && closeSubpaths && current != start { line(current, start) }
    }

    /// Emits the chords through a curve's points 1..<count (`point(k)`), from `start` to `end`,
    /// each inner point moved away from its neighbours' midpoint by a sixth of the distance.
    /// Chords cut inside a convex curve and lose (2/3) × chord × sagitta of area each; a point's
    /// distance from its neighbours' midpoint is four sagittas, so the move gives the area back
    /// and the polygon straddles the curve: flattened at 0.1 px, a 5-px-radius circle keeps its
    /// area within 0.35% instead of 1.6%, a 60-px one within 0.015% (`CoverageTests`).
    /// Inflections need no case: the move follows the local curvature's side.
    @inline(__always)
    static func emitBalanced(from start: Point, to end: Point, count n: Int, line: (Point, Point) -> Void,
                             point: (Int) -> Point) {
        var emitted = start, previous = start
        var current = point(1)
        for k in 1..<n {
            let next = k + 1 < n ? point(k + 1) : end
            let moved = Point(x: current.x + (current.x - (previous.x + next.x) * 0.5) / 6,
                              y: current.y + (current.y - (previous.y + next.y) * 0.5) / 6)
            line(emitted, moved)
            emitted = moved
            previous = current
            current = next
        }
        line(emitted, end)
    }

    /// Wang's bound: n = ceil(sqrt(M / tolerance)) with M = d(d-1)/8 · max second difference.
    @inline(__always)
    static func segmentCount(_ m: Double, _ tolerance: Double) -> Int {
        let n = (m / tolerance).squareRoot().rounded(.up)
        return n.isFinite ? Int(Swift.max(1, Swift.min(n, 1000))) : 1
    }

    /// The control-point bounds of the path after `t`, without building the transformed path.
    static func deviceBounds(_ path: Path, transform t: Transform) -> Rect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        @inline(__always) func add(_ p: Point) {
            let q = t.apply(p)
            minX = Swift.min(minX, q.x); maxX = Swift.max(maxX, q.x)
            minY = Swift.min(minY, q.y); maxY = Swift.max(maxY, q.y)
        }
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard minX <= maxX else { return Rect(x: .nan, y: .nan, width: 0, height: 0) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
