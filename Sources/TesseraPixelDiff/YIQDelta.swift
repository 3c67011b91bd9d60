/// Perceived color difference between two premultiplied RGBA8 pixels, measured in the YIQ (NTSC)
/// color space with the weights of Kotsarenko and Ramos, "Measuring perceived color difference
/// using YIQ NTSC transmission color space in mobile applications" (2010) — the metric pixelmatch
/// uses. YIQ separates brightness (Y) from chroma (I, Q), and the eye is far more sensitive to
/// brightness, so a barely visible chroma shift scores lower than a visible brightness step.
enum YIQDelta {
    /// pixelmatch's bound on the squared distance between any two colors, so that a threshold t
    /// in 0...1 corresponds to a squared distance of `maximum × t²` (black against white scores
    /// 0.93 of it: luma alone, no chroma).
    static let maximum = 35215.0

    /// The squared YIQ distance between pixel `i` of `a` and pixel `j` of `b` (pixel indices, not
    /// byte offsets); negative when the pixel of `b` is brighter. Pixels that are not opaque are
    /// compared as if drawn over a background that varies with the position, so a difference only
    /// in alpha still counts. The pixels are premultiplied, which is exactly pixelmatch's
    /// `r × a / 255` blend term.
    @inline(__always)
    static func squared(_ a: UnsafePointer<UInt8>, _ i: Int, _ b: UnsafePointer<UInt8>, _ j: Int) -> Double {
        let (dr, dg, db) = channelDeltas(a, i, b, j)
        if dr == 0 && dg == 0 && db == 0 { return 0 }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let iChroma = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let qChroma = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * iChroma * iChroma + 0.1957 * qChroma * qChroma
        return y > 0 ? -delta : delta
    }

    /// The brightness (Y) difference alone: positive when pixel `i` of `a` is brighter. The
    /// anti-aliasing detector only needs to know which neighbours are darker or brighter.
    @inline(__always)
    static func brightness(_ a: UnsafePointer<UInt8>, _ i: Int, _ b: UnsafePointer<UInt8>, _ j: Int) -> Double {
        let (dr, dg, db) = channelDeltas(a, i, b, j)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// The faded brightness of a pixel for the diff image's background: its luma blended with
    /// white at `opacity`, as pixelmatch draws unchanged pixels.
    @inline(__always)
    static func fadedGray(_ a: UnsafePointer<UInt8>, _ i: Int, opacity: Double) -> UInt8 {
        let p = i * 4
        let luma = Double(a[p]) * 0.29889531 + Double(a[p + 1]) * 0.58662247 + Double(a[p + 2]) * 0.11448223
        // 255 + (straightLuma − 255) × opacity × alpha/255, with luma already premultiplied.
        let value = 255 + opacity * (luma - Double(a[p + 3]))
        return UInt8(max(0, min(255, value.rounded())))
    }

    @inline(__always)
    private static func channelDeltas(_ a: UnsafePointer<UInt8>, _ i: Int, _ b: UnsafePointer<UInt8>, _ j: Int)
        -> (Double, Double, Double)
    {
        let p = i * 4, q = j * 4
        var dr = Double(a[p]) - Double(b[q])
        var dg = Double(a[p + 1]) - Double(b[q + 1])
        var db = Double(a[p + 2]) - Double(b[q + 2])
        let alpha1 = a[p + 3], alpha2 = b[q + 3]
        if alpha1 != 255 || alpha2 != 255 {
            let da = (Double(alpha1) - Double(alpha2)) / 255
            // pixelmatch's background: channels of 48 or 207 chosen by the pixel position.
            let red = 48 + 159 * Double(i % 2)
            let green = 48 + 159 * Double(Int(Double(i) / 1.618033988749895) % 2)
            let blue = 48 + 159 * Double(Int(Double(i) / 2.618033988749895) % 2)
            dr -= red * da
            dg -= green * da
            db -= blue * da
        }
        return (dr, dg, db)
    }
}
