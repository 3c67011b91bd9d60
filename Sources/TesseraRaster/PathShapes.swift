import TesseraGeometry

/// The cubic Bézier handle length, as a fraction of the radius, that best approximates a
/// quarter circle (maximum radial error 0.027%).
let quarterCircleKappa = 0.5522847498307936

extension Path {
    /// A rectangle, clockwise on screen from the top-left corner.
    public static func rect(_ r: Rect) -> Path {
        var p = Path()
        p.addRect(r)
        return p
    }

    public mutating func addRect(_ r: Rect) {
        move(to: Point(x: r.minX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.maxY))
        line(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// A rounded rectangle with one radius on every corner.
    public static func roundedRect(_ r: Rect, radius: Double, style: CornerStyle = .circular) -> Path {
        roundedRect(r, radii: CornerRadii(radius), style: style)
    }

    /// A rounded rectangle with per-corner radii. Radii that do not fit are scaled down together
    /// as CSS does (so adjacent corners never overlap); negative radii count as zero.
    public static func roundedRect(_ r: Rect, radii: CornerRadii, style: CornerStyle = .circular) -> Path {
        var p = Path()
        p.addRoundedRect(r, radii: radii, style: style)
        return p
    }

    public mutating func addRoundedRect(_ r: Rect, radii: CornerRadii, style: CornerStyle = .circular) {
        let w = Swift.max(0, r.width), h = Swift.max(0, r.height)
        // Continuous corners reach 1.5287 × radius along each edge, so they need more room.
        let reach = style == .continuous ? ContinuousCorner.reach : 1
        var tl = Swift.max(0, radii.topLeading) * reach, tr = Swift.max(0, radii.topTrailing) * reach
        var br = Swift.max(0, radii.bottomTrailing) * reach, bl = Swift.max(0, radii.bottomLeading) * reach
        // CSS Backgrounds 3 §5.5: scale all radii by the smallest side/sum ratio below 1.
        var f = 1.0
        for (side, sum) in [(w, tl + tr), (h, tr + br), (w, br + bl), (h, bl + tl)] where sum > side {
            f = Swift.min(f, side / sum)
        }
        tl *= f / reach; tr *= f / reach; br *= f / reach; bl *= f / reach
        if tl == 0 && tr == 0 && br == 0 && bl == 0 {
            addRect(Rect(x: r.minX, y: r.minY, width: w, height: h))
            return
        }
        let x0 = r.minX, y0 = r.minY, x1 = r.minX + w, y1 = r.minY + h
        // Each corner is drawn in a local frame: `u` runs along the incoming edge toward the
        // corner, `v` along the outgoing edge away from it.
        let corners: [(Point, Point, Point, Double)] = [
            (Point(x: x1, y: y0), Point(x: 1, y: 0), Point(x: 0, y: 1), tr),
            (Point(x: x1, y: y1), Point(x: 0, y: 1), Point(x: -1, y: 0), br),
            (Point(x: x0, y: y1), Point(x: -1, y: 0), Point(x: 0, y: -1), bl),
            (Point(x: x0, y: y0), Point(x: 0, y: -1), Point(x: 1, y: 0), tl),
        ]
        move(to: Point(x: x0 + tl * reach, y: y0))
        for (corner, u, v, radius) in corners {
            // Local point: `a` before the corner along -u, `b` after it along v.
            func at(_ a: Double, _ b: Double) -> Point { corner - u * (a * radius) + v * (b * radius) }
            if radius == 0 {
                line(to: corner)
                continue
            }
            switch style {
            case .circular:
                line(to: at(1, 0))
                curve(to: at(0, 1), control1: at(1 - quarterCircleKappa, 0), control2: at(0, 1 - quarterCircleKappa))
            case .continuous:
                ContinuousCorner.add(to: &self, at)
            }
        }
        closeSubpath()
    }

    /// An ellipse inscribed in `r`.
    public static func ellipse(in r: Rect) -> Path {
        var p = Path()
        p.addEllipse(in: r)
        return p
    }

    public mutating func addEllipse(in r: Rect) {
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        move(to: Point(x: cx + rx, y: cy))
        curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A rectangle whose shorter sides are semicircles (a pill).
    public static func capsule(_ r: Rect) -> Path {
        roundedRect(r, radius: Swift.min(r.width, r.height) / 2)
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle` (radians, measured
    /// clockwise on screen from the +x axis), drawing a line from the current point to the
    /// arc's start first (as Core Graphics does). `clockwise` is on screen.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var sweep = endAngle - startAngle
        let full = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
        } else if sweep > 0 {
            sweep = sweep.truncatingRemainder(dividingBy: full) - full
        }
        sweep = Swift.max(-full, Swift.min(full, sweep))
        addEllipticalArc(center: center, rx: radius, ry: radius, rotation: 0, start: startAngle, sweep: sweep, connect: true)
    }

    /// An elliptical arc as cubic segments of at most a quarter turn each.
    mutating func addEllipticalArc(center: Point, rx: Double, ry: Double, rotation: Double,
                                   start: Double, sweep: Double, connect: Bool) {
        let cosR = cos(rotation), sinR = sin(rotation)
        func map(_ x: Double, _ y: Double) -> Point {
            Point(x: center.x + x * cosR - y * sinR, y: center.y + x * sinR + y * cosR)
        }
        let startPoint = map(rx * cos(start), ry * sin(start))
        if connect {
            if currentPoint == nil { move(to: startPoint) } else { line(to: startPoint) }
        }
        let segments = Swift.max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = start
        for _ in 0..<segments {
            let a1 = a0 + step
            let c0 = cos(a0), s0 = sin(a0), c1 = cos(a1), s1 = sin(a1)
            curve(to: map(rx * c1, ry * s1),
                  control1: map(rx * (c0 - k * s0), ry * (s0 + k * c0)),
                  control2: map(rx * (c1 + k * s1), ry * (s1 - k * c1)))
            a0 = a1
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
