import TesseraGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The color spaces of the DTCG 2025.10 color module, converted to sRGB with the formulas of CSS
/// Color 4.
///
/// Tessera draws in sRGB, so every color token is converted once, at load time. Colors outside
/// the sRGB gamut are brought in by `GamutMapping` (CSS Color 4's OKLCH chroma reduction);
/// in-gamut colors stay exact.
public enum ColorSpace: String, CaseIterable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The allowed range of each component, for error messages about typos like `"l": 50` in oklch.
    var componentRanges: [ClosedRange<Double>] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            [0...1, 0...1, 0...1]
        case .hsl, .hwb: [0...360, 0...100, 0...100]
        case .lab: [0...100, -.infinity...(.infinity), -.infinity...(.infinity)]
        case .lch: [0...100, 0...(.infinity), 0...360]
        case .oklab: [0...1, -.infinity...(.infinity), -.infinity...(.infinity)]
        case .oklch: [0...1, 0...(.infinity), 0...360]
        case .xyzD65, .xyzD50: [-.infinity...(.infinity), -.infinity...(.infinity), -.infinity...(.infinity)]
        }
    }

    /// Whether the third (lch, oklch) or first (hsl, hwb) component is a hue, which may be any
    /// angle and wraps around.
    var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// Gamma-encoded sRGB components (before clipping) for three components in this space.
    public func toSRGB(_ c: [Double]) -> (red: Double, green: Double, blue: Double) {
        let v = (c[0], c[1], c[2])
        switch self {
        case .srgb:
            return v
        case .hsl:
            return ColorSpace.hslToSRGB(hue: v.0, saturation: v.1 / 100, lightness: v.2 / 100)
        case .hwb:
            let white = v.1 / 100, black = v.2 / 100
            if white + black >= 1 {
                let gray = white / (white + black)
                return (gray, gray, gray)
            }
            let pure = ColorSpace.hslToSRGB(hue: v.0, saturation: 1, lightness: 0.5)
            let scale = 1 - white - black
            return (pure.0 * scale + white, pure.1 * scale + white, pure.2 * scale + white)
        default:
            let linear = linearSRGB(v)
            return (ColorSpace.srgbEncode(linear.0), ColorSpace.srgbEncode(linear.1), ColorSpace.srgbEncode(linear.2))
        }
    }

    private typealias Triple = (Double, Double, Double)

    /// Linear-light sRGB for the spaces that are not sRGB-gamma based.
    private func linearSRGB(_ v: Triple) -> Triple {
        switch self {
        case .srgb, .hsl, .hwb:
            return (ColorSpace.srgbDecode(v.0), ColorSpace.srgbDecode(v.1), ColorSpace.srgbDecode(v.2))
        case .srgbLinear:
            return v
        case .displayP3:
            let linear = (ColorSpace.srgbDecode(v.0), ColorSpace.srgbDecode(v.1), ColorSpace.srgbDecode(v.2))
            return Matrices.xyzD65ToLinearSRGB.apply(Matrices.linearP3ToXYZD65.apply(linear))
        case .a98RGB:
            func decode(_ c: Double) -> Double { copysign(pow(abs(c), 563.0 / 256.0), c) }
            return Matrices.xyzD65ToLinearSRGB.apply(Matrices.linearA98ToXYZD65.apply((decode(v.0), decode(v.1), decode(v.2))))
        case .prophotoRGB:
            func decode(_ c: Double) -> Double { abs(c) <= 16.0 / 512.0 ? c / 16 : copysign(pow(abs(c), 1.8), c) }
            let xyzD50 = Matrices.linearProPhotoToXYZD50.apply((decode(v.0), decode(v.1), decode(v.2)))
            return Matrices.xyzD65ToLinearSRGB.apply(Matrices.d50ToD65.apply(xyzD50))
        case .rec2020:
            let alpha = 1.09929682680944, beta = 0.018053968510807
            func decode(_ c: Double) -> Double {
                abs(c) < beta * 4.5 ? c / 4.5 : copysign(pow((abs(c) + alpha - 1) / alpha, 1 / 0.45), c)
            }
            return Matrices.xyzD65ToLinearSRGB.apply(Matrices.linearRec2020ToXYZD65.apply((decode(v.0), decode(v.1), decode(v.2))))
        case .xyzD65:
            return Matrices.xyzD65ToLinearSRGB.apply(v)
        case .xyzD50:
            return Matrices.xyzD65ToLinearSRGB.apply(Matrices.d50ToD65.apply(v))
        case .lab:
            return Matrices.xyzD65ToLinearSRGB.apply(Matrices.d50ToD65.apply(ColorSpace.labToXYZD50(v)))
        case .lch:
            return ColorSpace.lab.linearSRGB(ColorSpace.polarToRectangular(v))
        case .oklab:
            return ColorSpace.oklabToLinearSRGB(v)
        case .oklch:
            return ColorSpace.oklabToLinearSRGB(ColorSpace.polarToRectangular(v))
        }
    }

    private static func srgbDecode(_ c: Double) -> Double {
        abs(c) <= 0.04045 ? c / 12.92 : copysign(pow((abs(c) + 0.055) / 1.055, 2.4), c)
    }

    private static func srgbEncode(_ c: Double) -> Double {
        abs(c) <= 0.0031308 ? c * 12.92 : copysign(1.055 * pow(abs(c), 1 / 2.4) - 0.055, c)
    }

    private static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> Triple {
        let h = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    /// (L, C, h°) → (L, a, b).
    private static func polarToRectangular(_ v: Triple) -> Triple {
        let radians = v.2 * Double.pi / 180
        return (v.0, v.1 * cos(radians), v.1 * sin(radians))
    }

    private static func labToXYZD50(_ v: Triple) -> Triple {
        let kappa = 24389.0 / 27.0, epsilon = 216.0 / 24389.0
        let f1 = (v.0 + 16) / 116
        let f0 = v.1 / 500 + f1
        let f2 = f1 - v.2 / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = v.0 > kappa * epsilon ? pow(f1, 3) : v.0 / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        let white = Matrices.d50White
        return (x * white.0, y * white.1, z * white.2)
    }

    private static func oklabToLinearSRGB(_ v: Triple) -> Triple {
        let l = pow(v.0 + 0.3963377774 * v.1 + 0.2158037573 * v.2, 3)
        let m = pow(v.0 - 0.1055613458 * v.1 - 0.0638541728 * v.2, 3)
        let s = pow(v.0 - 0.0894841775 * v.1 - 1.2914855480 * v.2, 3)
        return (
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    }
}

/// The 3 × 3 matrices of CSS Color 4 § 18 (sample code), row-major.
private enum Matrices {
    struct Matrix {
        let rows: [(Double, Double, Double)]
        func apply(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
            func dot(_ r: (Double, Double, Double)) -> Double { r.0 * v.0 + r.1 * v.1 + r.2 * v.2 }
            return (dot(rows[0]), dot(rows[1]), dot(rows[2]))
        }
    }

    static let d50White = (0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)

    static let xyzD65ToLinearSRGB = Matrix(rows: [
        (3.2409699419045226, -1.537383177570094, -0.4986107602930034),
        (-0.9692436362808796, 1.8759675015077202, 0.04155505740717559),
        (0.05563007969699366, -0.20397695888897652, 1.0569715142428786),
    ])
    static let linearP3ToXYZD65 = Matrix(rows: [
        (0.4865709486482162, 0.26566769316909306, 0.1982172852343625),
        (0.2289745640697488, 0.6917385218365064, 0.079286914093745),
        (0.0, 0.04511338185890264, 1.043944368900976),
    ])
    static let linearA98ToXYZD65 = Matrix(rows: [
        (0.5766690429101305, 0.1855582379065463, 0.1882286462349947),
        (0.29734497525053605, 0.6273635662554661, 0.07529145849399788),
        (0.02703136138641234, 0.07068885253582723, 0.9913375368376388),
    ])
    static let linearProPhotoToXYZD50 = Matrix(rows: [
        (0.7977666449006423, 0.13518129740053308, 0.0313477341283922),
        (0.2880748288194013, 0.711835234241873, 0.00008993693872564),
        (0.0, 0.0, 0.8251046025104602),
    ])
    static let linearRec2020ToXYZD65 = Matrix(rows: [
        (0.6369580483012914, 0.14461690358620832, 0.1688809751641721),
        (0.2627002120112671, 0.6779980715188708, 0.05930171646986196),
        (0.0, 0.028072693049087428, 1.060985057710791),
    ])
    /// Bradford chromatic adaptation from the D50 to the D65 white point.
    static let d50ToD65 = Matrix(rows: [
        (0.9554734527042182, -0.023098536874261423, 0.0632593086610217),
        (-0.028369706963208136, 1.0099954580058226, 0.021041398966943008),
        (0.012314001688319899, -0.020507696433477912, 1.3303659366080753),
    ])
}
