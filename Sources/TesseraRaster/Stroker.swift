import TesseraGeometry

/// Converts a stroke into an outline to fill with the non-zero rule.
///
/// The path is flattened (in user space, to a tolerance that is a quarter pixel once
/// transformed), dashed, and then every segment becomes a rectangle, every join a wedge (miter,
/// bevel or round) and every open end a cap. All pieces are emitted with the same orientation,
/// so the non-zero fill unions them without seams; pieces overlap only inside the stroke.
struct Stroker {
    let style: StrokeStyle
    let tolerance: Double
    private var halfWidth: Double { style.width / 2 }

    init(style: StrokeStyle, tolerance: Double) {
        self.style = style
        self.tolerance = tolerance
    }

    func stroke(_ path: Path) -> Path {
        var out = Path()
        for (points, closed) in polylines(path) {
            if style.dash.isEmpty {
                strokePolyline(points, closed: closed, into: &out)
            } else {
                for piece in dashes(points, closed: closed) { strokePolyline(piece, closed: false, into: &out) }
            }
        }
        return out
    }

    /// Each subpath as a polyline without repeated points, and whether it was closed.
    private func polylines(_ path: Path) -> [([Point], Bool)] {
        var result: [([Point], Bool)] = []
        var sub = Path()
        func flush(closed: Bool) {
            guard !sub.isEmpty else { return }
            var pts: [Point] = []
            var first = true
            PathFlattener.flatten(sub, transform: .identity, tolerance: tolerance, closeSubpaths: false) { a, b in
                if first { pts.append(a); first = false }
                if pts.last != b { pts.append(b) }
            }
            // A zero-length segment ("M1 1 L1 1", "M1 1 Z") still gets caps; a lone moveto
            // draws nothing (SVG 2 §13.7).
            guard !first || sub.elements.count > 1 else { sub = Path(); return }
            if first, case .move(let p)? = sub.elements.first { pts.append(p) }
            if closed, pts.count > 1, pts.first == pts.last { pts.removeLast() }
            result.append((pts, closed))
            sub = Path()
        }
        for e in path.elements {
            switch e {
            case .move(let p): flush(closed: false); sub.move(to: p)
            case .line(let p): sub.line(to: p)
            case .quad(let c, let p): sub.quadCurve(to: p, control: c)
            case .cubic(let c1, let c2, let p): sub.curve(to: p, control1: c1, control2: c2)
            case .close: flush(closed: true)
            }
        }
        flush(closed: false)
        return result
    }

    /// At most this many dashes per subpath: a pattern far finer than the path (say 10⁻⁶ pt
    /// dashes on a long line) would otherwise take unbounded time and memory; beyond it the
    /// rest of the subpath is left undrawn.
    static let maxDashes = 100_000

    /// Splits a polyline into the "on" pieces of the dash pattern.
    private func dashes(_ points: [Point], closed: Bool) -> [[Point]] {
        var pattern = style.dash
        if pattern.count % 2 == 1 { pattern += pattern }
        let total = pattern.reduce(0, +)
        var pts = points
        if closed, let first = pts.first { pts.append(first) }
        guard pts.count > 1, total > 0 else { return [] }
        // Start inside the pattern at the phase.
        var index = 0
        var remaining = pattern[0]
        var phase = style.dashPhase.truncatingRemainder(dividingBy: total)
        if phase < 0 { phase += total }
        while phase > 0 {
            if phase >= remaining {
                phase -= remaining
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            } else {
                remaining -= phase
                phase = 0
            }
        }
        var pieces: [[Point]] = []
        var current: [Point] = index % 2 == 0 ? [pts[0]] : []
        for k in 1..<pts.count where pieces.count < Self.maxDashes {
            var a = pts[k - 1]
            let b = pts[k]
            var segLeft = a.distance(to: b)
            while segLeft > 0 && pieces.count < Self.maxDashes {
                if remaining >= segLeft {
                    remaining -= segLeft
                    if index % 2 == 0 { current.append(b) }
                    segLeft = 0
                } else {
                    let p = a.lerp(to: b, remaining / segLeft)
                    segLeft -= remaining
                    a = p
                    if index % 2 == 0 {
                        current.append(p)
                        pieces.append(current)
                        current = []
                    } else {
                        current = [p]
                    }
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
            }
        }
        if index % 2 == 0, current.count > 1 { pieces.append(current) }
        return pieces.filter { $0.count > 1 }
    }

    private func strokePolyline(_ pts: [Point], closed: Bool, into out: inout Path) {
        let hw = halfWidth
        guard let first = pts.first else { return }
        if pts.count == 1 {
            // A zero-length subpath shows only its caps (SVG 2).
            switch style.cap {
            case .butt: break
            case .round: out.addEllipse(in: Rect(x: first.x - hw, y: first.y - hw, width: 2 * hw, height: 2 * hw))
            case .square: addPolygon(first + Point(-hw, -hw), first + Point(hw, -hw), first + Point(hw, hw), first + Point(-hw, hw), to: &out)
            }
            return
        }
        let n = pts.count
        let segmentCount = closed ? n : n - 1
        for i in 0..<segmentCount {
            let a = pts[i], b = pts[(i + 1) % n]
            let nrm = normal(a, b) * hw
            addPolygon(a + nrm, b + nrm, b - nrm, a - nrm, to: &out)
        }
        let joinRange = closed ? 0..<n : 1..<(n - 1)
        for i in joinRange {
            addJoin(prev: pts[(i - 1 + n) % n], at: pts[i], next: pts[(i + 1) % n], into: &out)
        }
        if !closed {
            addCap(at: pts[0], from: pts[1], into: &out)
            addCap(at: pts[n - 1], from: pts[n - 2], into: &out)
        }
    }

    private func addJoin(prev: Point, at p: Point, next: Point, into out: inout Path) {
        let hw = halfWidth
        let n0 = normal(prev, p), n1 = normal(p, next)
        let turn = (p - prev).cross(next - p)
        if turn == 0 && n0.dot(n1) > 0 { return }
        // A positive cross product is a clockwise (right) turn on screen: the outer side is then
        // the left normal's side.
        let side: Double = turn > 0 ? 1 : -1
        let o0 = p + n0 * (hw * side), o1 = p + n1 * (hw * side)
        switch style.join {
        case .round:
            // Between the short segments of a flattened curve the turn is tiny and the arc lies
            // within the tolerance of the bevel chord: skip the (costly) disc there.
            let cosTheta = max(-1, min(1, n0.dot(n1)))
            let cosHalf = ((1 + cosTheta) / 2).squareRoot()
            if hw * (1 - cosHalf) <= tolerance {
                addPolygon(p, o0, o1, to: &out)
            } else {
                out.addEllipse(in: Rect(x: p.x - hw, y: p.y - hw, width: 2 * hw, height: 2 * hw))
            }
        case .bevel:
            addPolygon(p, o0, o1, to: &out)
        case .miter:
            // Miter length / width = 1 / sin(θ/2), θ the angle between the segments.
            let cosTheta = max(-1, min(1, -(n0.dot(n1))))
            let sinHalf = ((1 - cosTheta) / 2).squareRoot()
            let bisector = n0 + n1
            let len = bisector.length
            if sinHalf > 0, 1 / sinHalf <= style.miterLimit, len > 1e-12 {
                let tip = p + bisector / len * (hw / sinHalf * side)
                addPolygon(p, o0, tip, o1, to: &out)
            } else {
                addPolygon(p, o0, o1, to: &out)
            }
        }
    }

    private func addCap(at p: Point, from q: Point, into out: inout Path) {
        let hw = halfWidth
        switch style.cap {
        case .butt:
            return
        case .round:
            out.addEllipse(in: Rect(x: p.x - hw, y: p.y - hw, width: 2 * hw, height: 2 * hw))
        case .square:
            let d = p - q
            let dir = d / d.length * hw
            let nrm = Point(x: -dir.y, y: dir.x)
            addPolygon(p + nrm, p + dir + nrm, p + dir - nrm, p - nrm, to: &out)
        }
    }

    /// The unit normal of segment a→b (to its left on screen).
    private func normal(_ a: Point, _ b: Point) -> Point {
        let d = b - a
        let len = d.length
        return len > 0 ? Point(x: d.y / len, y: -d.x / len) : Point(x: 0, y: 0)
    }

    /// Adds a triangle or quadrilateral clockwise on screen (positive shoelace area), the
    /// orientation every stroke piece shares so the non-zero union has no cancellation.
    /// Fixed arity, no array: stroking a long curve adds thousands of these.
    private func addPolygon(_ a: Point, _ b: Point, _ c: Point, _ d: Point? = nil, to out: inout Path) {
        var area = a.cross(b) + b.cross(c)
        if let d { area += c.cross(d) + d.cross(a) } else { area += c.cross(a) }
        if area == 0 { return }
        if area > 0 {
            out.move(to: a); out.line(to: b); out.line(to: c)
            if let d { out.line(to: d) }
        } else {
            if let d { out.move(to: d); out.line(to: c) } else { out.move(to: c) }
            out.line(to: b); out.line(to: a)
        }
        out.closeSubpath()
    }
}
