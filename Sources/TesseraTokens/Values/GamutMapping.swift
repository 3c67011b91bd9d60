#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CSS Color 4's gamut mapping to sRGB (§ 13.2, binary search in OKLCH chroma with a local
/// MINDE): an out-of-gamut color keeps its OKLCH lightness and hue and loses just enough chroma,
/// clipping only the last imperceptible remainder (ΔEOK < 0.02).
///
/// Per-channel clipping alone would shift hues: vivid display-p3 greens and reds exported from
/// Figma would turn yellower or pinker. In-gamut colors pass through unchanged.
enum GamutMapping {
    private static let jnd = 0.02
    private static let epsilon = 0.0001

    /// Gamma-encoded sRGB components, each in 0...1, from finite ones.
    static func mapToSRGB(_ rgb: (red: Double, green: Double, blue: Double)) -> (red: Double, green: Double, blue: Double) {
        if inGamut(rgb) { return clip(rgb) }
        let origin = oklch(fromSRGB: rgb)
        if origin.l >= 1 { return (1, 1, 1) }
        if origin.l <= 0 { return (0, 0, 0) }
        var current = origin
        var clipped = clip(srgb(fromOKLCH: current))
        if deltaEOK(clipped, current) < jnd { return clipped }
        var low = 0.0, high = origin.c
        var lowInGamut = true
        while high - low > epsilon {
            current.c = (low + high) / 2
            let candidate = srgb(fromOKLCH: current)
            if lowInGamut && inGamut(candidate) {
                low = current.c
                continue
            }
            clipped = clip(candidate)
            let error = deltaEOK(clipped, current)
            if error < jnd {
                if jnd - error < epsilon { return clipped }
                lowInGamut = false
                low = current.c
            } else {
                high = current.c
            }
        }
        return clipped
    }

    private typealias RGB = (red: Double, green: Double, blue: Double)
    private typealias LCH = (l: Double, c: Double, h: Double)

    private static func inGamut(_ rgb: RGB) -> Bool {
        let tolerance = 1e-9
        return [rgb.red, rgb.green, rgb.blue].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    private static func clip(_ rgb: RGB) -> RGB {
        (min(1, max(0, rgb.red)), min(1, max(0, rgb.green)), min(1, max(0, rgb.blue)))
    }

    private static func decode(_ c: Double) -> Double {
        abs(c) <= 0.04045 ? c / 12.92 : copysign(pow((abs(c) + 0.055) / 1.055, 2.4), c)
    }

    private static func oklab(fromSRGB rgb: RGB) -> (l: Double, a: Double, b: Double) {
        let r = decode(rgb.red), g = decode(rgb.green), b = decode(rgb.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    static func oklch(fromSRGB rgb: (red: Double, green: Double, blue: Double)) -> (l: Double, c: Double, h: Double) {
        let lab = oklab(fromSRGB: rgb)
        return (lab.l, (lab.a * lab.a + lab.b * lab.b).squareRoot(), atan2(lab.b, lab.a) * 180 / Double.pi)
    }

    private static func srgb(fromOKLCH lch: LCH) -> RGB {
        ColorSpace.oklch.toSRGB([lch.l, lch.c, lch.h])
    }

    private static func deltaEOK(_ rgb: RGB, _ lch: LCH) -> Double {
        let a = oklab(fromSRGB: rgb)
        let radians = lch.h * Double.pi / 180
        let dl = a.l - lch.l, da = a.a - lch.c * cos(radians), db = a.b - lch.c * sin(radians)
        return (dl * dl + da * da + db * db).squareRoot()
    }
}
