import TesseraGeometry

/// A paint prepared for one draw: solid colors packed once, gradients baked into a lookup table,
/// images unpacked, and the device→paint-space inverse transform computed, so the per-pixel loop
/// only steps coordinates and reads tables.
struct PaintShader {
    enum Kind {
        case solid(UInt32)
        case linear(lut: [UInt32], inverse: Transform, start: Point, direction: Point)
        case radial(lut: [UInt32], inverse: Transform, center: Point, inverseRadius: Double)
        case image(pixels: [UInt32], width: Int, height: Int, inverse: Transform, sampling: Sampling, opacity: UInt32)
    }

    let kind: Kind

    /// Gradient lookup-table size: 1024 steps keep banding below what 8-bit output can show.
    static let lutSize = 1024

    /// nil when the paint draws nothing (no stops, degenerate or non-finite geometry, a
    /// non-invertible transform, fully transparent).
    init?(_ paint: Paint, transform ctm: Transform) {
        switch paint {
        case .solid(let c):
            let packed = PixelMath.pack(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
            guard packed >> 24 != 0 else { return nil }
            kind = .solid(packed)
        case .linearGradient(let g):
            guard let lut = Self.lut(g.stops), let inv = ctm.inverted, g.start.isFinite, g.end.isFinite else { return nil }
            let d = g.end - g.start
            let len2 = d.dot(d)
            if len2 == 0 {
                // Degenerate: CSS paints the last stop's color.
                kind = .solid(lut[lut.count - 1])
            } else {
                kind = .linear(lut: lut, inverse: inv, start: g.start, direction: d / len2)
            }
        case .radialGradient(let g):
            guard let lut = Self.lut(g.stops), let inv = ctm.inverted, g.center.isFinite,
                  g.radius.isFinite, g.radius >= 0 else { return nil }
            if g.radius == 0 {
                kind = .solid(lut[lut.count - 1])
            } else {
                kind = .radial(lut: lut, inverse: inv, center: g.center, inverseRadius: 1 / g.radius)
            }
        case .image(let pattern):
            let b = pattern.bitmap, r = pattern.rect
            guard r.isFinite, r.width > 0, r.height > 0, pattern.opacity.isFinite else { return nil }
            let imageToUser = Transform.scale(r.width / Double(b.width), r.height / Double(b.height))
                .concatenating(.translation(r.minX, r.minY))
            guard let inv = imageToUser.concatenating(ctm).inverted else { return nil }
            let opacity = PixelMath.alpha8(pattern.opacity)
            guard opacity > 0 else { return nil }
            var packed = [UInt32](repeating: 0, count: b.width * b.height)
            b.pixels.withUnsafeBytes { raw in
                for i in 0..<packed.count { packed[i] = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)) }
            }
            kind = .image(pixels: packed, width: b.width, height: b.height, inverse: inv, sampling: pattern.sampling, opacity: opacity)
        }
    }

    /// Stops interpolated un-premultiplied, then premultiplied per entry (as Skia and CSS do).
    /// Offsets are clamped to 0...1 and made non-decreasing, as CSS requires.
    static func lut(_ stops: [GradientStop]) -> [UInt32]? {
        guard !stops.isEmpty, stops.allSatisfy({ $0.offset.isFinite }) else { return nil }
        var s = stops
        var last = 0.0
        for i in s.indices {
            s[i].offset = max(last, min(1, s[i].offset))
            last = s[i].offset
        }
        var lut = [UInt32](repeating: 0, count: lutSize)
        var k = 0
        for i in 0..<lutSize {
            let t = Double(i) / Double(lutSize - 1)
            while k < s.count - 1 && s[k + 1].offset < t { k += 1 }
            let c: Color
            if t <= s[0].offset {
                c = s[0].color
            } else if k >= s.count - 1 {
                c = s[s.count - 1].color
            } else {
                let a = s[k], b = s[k + 1]
                let span = b.offset - a.offset
                let f = span > 0 ? (t - a.offset) / span : 1
                c = Color(red: a.color.red + (b.color.red - a.color.red) * f,
                          green: a.color.green + (b.color.green - a.color.green) * f,
                          blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                          alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
            }
            lut[i] = PixelMath.pack(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
        return lut
    }

    /// Writes the paint's premultiplied colors for device pixels x..<x+count of row y.
    @inline(__always)
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch kind {
        case .solid(let c):
            out.update(repeating: c, count: count)
        case .linear(let lut, let inv, let start, let dir):
            let p = inv.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) - start
            var t = p.dot(dir)
            let dt = inv.a * dir.x + inv.b * dir.y
            let top = Double(Self.lutSize - 1)
            lut.withUnsafeBufferPointer { table in
                for i in 0..<count {
                    let v = max(0, min(top, t * top + 0.5))
                    out[i] = table[Int(v)]
                    t += dt
                }
            }
        case .radial(let lut, let inv, let center, let invR):
            var p = inv.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) - center
            let top = Double(Self.lutSize - 1)
            lut.withUnsafeBufferPointer { table in
                for i in 0..<count {
                    let t = (p.x * p.x + p.y * p.y).squareRoot() * invR
                    let v = max(0, min(top, t * top + 0.5))
                    out[i] = table[Int(v)]
                    p.x += inv.a
                    p.y += inv.b
                }
            }
        case .image(let pixels, let w, let h, let inv, let sampling, let opacity):
            var p = inv.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
            pixels.withUnsafeBufferPointer { px in
                for i in 0..<count {
                    var c = sampling == .nearest
                        ? ImageSampler.nearest(px, w, h, p.x, p.y)
                        : ImageSampler.bilinear(px, w, h, p.x, p.y)
                    if opacity != 255 { c = PixelMath.scale(c, opacity) }
                    out[i] = c
                    p.x += inv.a
                    p.y += inv.b
                }
            }
        }
    }
}

/// Image sampling with clamp-to-edge, on premultiplied pixels (so edges do not bleed color).
enum ImageSampler {
    @inline(__always)
    static func nearest(_ px: UnsafeBufferPointer<UInt32>, _ w: Int, _ h: Int, _ u: Double, _ v: Double) -> UInt32 {
        let x = Int(max(0, min(Double(w - 1), u.rounded(.down))))
        let y = Int(max(0, min(Double(h - 1), v.rounded(.down))))
        return px[y * w + x]
    }

    /// Bilinear with 8-bit weights (as Skia's raster pipeline uses for 8888 images).
    @inline(__always)
    static func bilinear(_ px: UnsafeBufferPointer<UInt32>, _ w: Int, _ h: Int, _ u: Double, _ v: Double) -> UInt32 {
        let fx = max(-1, min(Double(w), u - 0.5)), fy = max(-1, min(Double(h), v - 0.5))
        let x0f = fx.rounded(.down), y0f = fy.rounded(.down)
        let wx = UInt32(((fx - x0f) * 256).rounded()), wy = UInt32(((fy - y0f) * 256).rounded())
        let x0 = max(0, min(w - 1, Int(x0f))), x1 = max(0, min(w - 1, Int(x0f) + 1))
        let y0 = max(0, min(h - 1, Int(y0f))), y1 = max(0, min(h - 1, Int(y0f) + 1))
        let a = px[y0 * w + x0], b = px[y0 * w + x1], c = px[y1 * w + x0], d = px[y1 * w + x1]
        var out: UInt32 = 0
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
            let ca = (a >> shift) & 255, cb = (b >> shift) & 255, cc = (c >> shift) & 255, cd = (d >> shift) & 255
            let top = ca * (256 - wx) + cb * wx, bottom = cc * (256 - wx) + cd * wx
            let v = (top * (256 - wy) + bottom * wy + 32768) >> 16
            out |= min(v, 255) << shift
        }
        return out
    }
}
