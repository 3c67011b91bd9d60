/// Integer pixel arithmetic on premultiplied RGBA8 packed little-endian into a UInt32
/// (R in the low byte, A in the high byte, so the bytes in memory read R, G, B, A).
///
/// Every product is divided by 255 with exact rounding, two channels at a time:
/// (x + 128 + ((x + 128) >> 8)) >> 8 equals round(x / 255) for every x up to 255 × 255.
enum PixelMath {
    /// Each channel of `c` times `a / 255`, rounded to nearest.
    @inline(__always)
    static func scale(_ c: UInt32, _ a: UInt32) -> UInt32 {
        var rb = (c & 0x00FF_00FF) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((c >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over: s + d × (1 − αs). Never overflows for premultiplied inputs.
    @inline(__always)
    static func sourceOver(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scale(d, 255 &- (s >> 24))
    }

    /// round(a × b / 255) for a, b in 0...255.
    @inline(__always)
    static func mul255(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let x = a &* b &+ 128
        return (x &+ (x >> 8)) >> 8
    }

    /// A straight-alpha color in 0...1 components, premultiplied and packed (rounded to nearest).
    static func pack(red: Double, green: Double, blue: Double, alpha: Double) -> UInt32 {
        func q(_ v: Double) -> UInt32 { v.isFinite ? UInt32(max(0, min(255, (v * 255).rounded()))) : 0 }
        let a = max(0, min(1, alpha.isFinite ? alpha : 0))
        let p = q(a)
        // Premultiply the 8-bit-quantized color by the 8-bit alpha, as an RGBA8 pipeline does.
        let r = mul255(q(red), p), g = mul255(q(green), p), b = mul255(q(blue), p)
        return r | (g << 8) | (b << 16) | (p << 24)
    }

    /// An 8-bit opacity from 0...1, rounded.
    static func alpha8(_ opacity: Double) -> UInt32 {
        opacity.isFinite ? UInt32(max(0, min(255, (opacity * 255).rounded()))) : 0
    }
}
