/// A color in sRGB with straight (un-premultiplied) alpha; every component in 0...1.
///
/// Colors are values that tokens resolve to; the rasterizer converts them to premultiplied
/// 8-bit pixels at draw time.
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from 8-bit components.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the `#` is required, case does not matter).
    public init(hex: String) throws(ColorParseError) {
        guard hex.first == "#" else { throw ColorParseError(input: hex, reason: "a hex color starts with '#'") }
        let digits = Array(hex.utf8.dropFirst())
        var values: [UInt8] = []
        for (i, ch) in digits.enumerated() {
            guard let v = Color.hexValue(ch) else {
                throw ColorParseError(input: hex, reason: "'\(Character(UnicodeScalar(ch)))' at offset \(i + 1) is not a hex digit")
            }
            values.append(v)
        }
        switch values.count {
        case 3, 4:
            let c = values.map { $0 * 17 }
            self.init(r8: c[0], g8: c[1], b8: c[2], a8: c.count == 4 ? c[3] : 255)
        case 6, 8:
            let c = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
            self.init(r8: c[0], g8: c[1], b8: c[2], a8: c.count == 4 ? c[3] : 255)
        default:
            throw ColorParseError(input: hex, reason: "expected 3, 4, 6 or 8 hex digits, found \(values.count)")
        }
    }

    private static func hexValue(_ ch: UInt8) -> UInt8? {
        switch ch {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): ch - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): ch - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): ch - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// The same color with another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// 8-bit components, rounded to nearest and clamped.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (Color.to8(red), Color.to8(green), Color.to8(blue), Color.to8(alpha))
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque; lower case.
    public var hexString: String {
        let c = rgba8
        let parts = c.a == 255 ? [c.r, c.g, c.b] : [c.r, c.g, c.b, c.a]
        return "#" + parts.map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
        }.joined()
    }

    public var description: String { hexString }

    /// WCAG 2 relative luminance (0 for black, 1 for white), from sRGB components.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio between two opaque colors (1...21).
    public func contrastRatio(with other: Color) -> Double {
        let l1 = relativeLuminance, l2 = other.relativeLuminance
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// This color composited source-over onto an opaque background, in sRGB.
    public func composited(over background: Color) -> Color {
        let a = alpha
        return Color(
            red: red * a + background.red * (1 - a),
            green: green * a + background.green * (1 - a),
            blue: blue * a + background.blue * (1 - a),
            alpha: 1)
    }

    private static func to8(_ v: Double) -> UInt8 {
        guard v.isFinite else { return 0 }
        return UInt8(max(0, min(255, (v * 255).rounded())))
    }
}

/// A string that is not a valid hex color; says which part is wrong.
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var input: String
    public var reason: String
    public var description: String { "invalid color \"\(input)\": \(reason)" }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
