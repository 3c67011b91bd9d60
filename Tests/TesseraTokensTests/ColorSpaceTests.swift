import Foundation
import TesseraGeometry
import Testing
@testable import TesseraTokens

/// Conversions checked against reference values from CSS Color 4 (its examples and sample code
/// results for sRGB red, green and gray written in each space).
@Suite struct ColorSpaceTests {
    static let references: [(space: String, components: [Double], expected: (UInt8, UInt8, UInt8))] = [
        ("srgb", [1, 0.5, 0], (255, 128, 0)),
        ("srgb-linear", [0.5, 0.5, 0.5], (188, 188, 188)),
        ("hsl", [120, 100, 25], (0, 128, 0)),
        ("hsl", [-240, 100, 25], (0, 128, 0)),
        ("hwb", [240, 20, 20], (51, 51, 204)),
        ("hwb", [0, 75, 25], (191, 191, 191)),
        ("display-p3", [0.9175, 0.2003, 0.1386], (255, 0, 0)),
        ("display-p3", [0.4584, 0.9853, 0.2983], (0, 255, 0)),
        ("oklab", [0.627955, 0.224863, 0.125846], (255, 0, 0)),
        ("oklch", [0.627955, 0.257683, 29.2339], (255, 0, 0)),
        ("oklch", [0.86644, 0.294827, 142.4953], (0, 255, 0)),
        ("lab", [54.2917, 80.8125, 69.8851], (255, 0, 0)),
        ("lch", [54.2917, 106.839, 40.8526], (255, 0, 0)),
        ("xyz-d65", [0.4124, 0.2126, 0.0193], (255, 0, 0)),
        ("xyz-d50", [0.4360, 0.2225, 0.0139], (255, 0, 0)),
        ("a98-rgb", [1, 1, 1], (255, 255, 255)),
        ("prophoto-rgb", [1, 1, 1], (255, 255, 255)),
        ("rec2020", [1, 1, 1], (255, 255, 255)),
        ("rec2020", [0, 0, 0], (0, 0, 0)),
    ]

    @Test(arguments: references.indices)
    func convertsToSRGB(index: Int) throws {
        let reference = Self.references[index]
        let components = reference.components.map { String($0) }.joined(separator: ", ")
        let json = #"{"c": {"$type": "color", "$value": {"colorSpace": "\#(reference.space)", "components": [\#(components)]}}}"#
        guard case .color(let color)? = try value(of: "c", in: json) else {
            Issue.record("no color for \(reference.space)")
            return
        }
        let rgb = color.rgba8
        let expected = reference.expected
        #expect(abs(Int(rgb.r) - Int(expected.0)) <= 1 && abs(Int(rgb.g) - Int(expected.1)) <= 1 && abs(Int(rgb.b) - Int(expected.2)) <= 1,
                "\(reference.space)(\(components)) gave \(color.hexString)")
    }

    @Test func keepsAlphaAndReadsNoneAsZero() throws {
        let json = #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, "none", 0], "alpha": 0.5}}}"#
        #expect(try value(of: "c", in: json) == .color(Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
    }

    @Test func readsTokensStudioHexStrings() throws {
        #expect(try value(of: "c", in: ##"{"c": {"$type": "color", "$value": "#2A5CDA80"}}"##) == .color(Color(r8: 0x2a, g8: 0x5c, b8: 0xda, a8: 0x80)))
    }

    @Test func fallsBackToHexForAnUnknownColorSpace() throws {
        let json = ##"{"c": {"$type": "color", "$value": {"colorSpace": "jzazbz", "components": [0.1, 0.2, 0.3], "hex": "#102030"}}}"##
        #expect(try value(of: "c", in: json) == .color(Color(r8: 0x10, g8: 0x20, b8: 0x30)))
    }

    /// Out-of-gamut colors keep their OKLCH lightness and hue and lose chroma (CSS Color 4 gamut
    /// mapping), instead of per-channel clipping, which would shift the hue.
    @Test(arguments: [("display-p3", [1.0, 0, 0]), ("display-p3", [0.0, 1, 0]), ("rec2020", [0.0, 0, 1]), ("oklch", [0.7, 0.4, 150])])
    func mapsOutOfGamutColorsKeepingLightnessAndHue(space: String, components: [Double]) throws {
        let origin = GamutMapping.oklch(fromSRGB: try #require(ColorSpace(rawValue: space)).toSRGB(components))
        let json = #"{"c": {"$type": "color", "$value": {"colorSpace": "\#(space)", "components": \#(components)}}}"#
        guard case .color(let color)? = try value(of: "c", in: json) else {
            Issue.record("no color")
            return
        }
        for channel in [color.red, color.green, color.blue] { #expect((0...1).contains(channel)) }
        let mapped = GamutMapping.oklch(fromSRGB: (color.red, color.green, color.blue))
        // The result lies within the algorithm's just-noticeable difference (ΔEOK 0.02) of the
        // line of colors with the origin's lightness and hue.
        let hueShift = (mapped.h - origin.h) * Double.pi / 180
        let distance = ((mapped.l - origin.l) * (mapped.l - origin.l) + pow(mapped.c * sin(hueShift), 2)).squareRoot()
        #expect(distance < 0.02, "L \(origin.l) → \(mapped.l), h \(origin.h) → \(mapped.h)")
        #expect(mapped.c < origin.c)
    }

    /// The palette's hex fallbacks were computed from the OKLCH components by a separate script;
    /// Tessera's conversion must agree with every one of them.
    @Test func paletteHexFallbacksMatchTheConversion() throws {
        let source = try TokenSource(contentsOf: tokenFolder.appendingPathComponent("palette.tokens.json"))
        let tokens = try ResolvedTokens(sources: [source])
        var checked = 0
        for token in tokens.tokens {
            let path = token.name.split(separator: ".").map(String.init)
            var node = source.root
            for segment in path { node = try #require(node[segment]) }
            guard let hex = node["$value"]?["hex"]?.stringValue, case .color(let color) = token.value else { continue }
            #expect(color.hexString == hex.lowercased(), "\(token.name): converted \(color.hexString), file says \(hex)")
            checked += 1
        }
        #expect(checked > 60)
    }
}
