import Foundation
import TesseraGeometry

/// JSON forms: a solid paint is just its color (`"#ff8800"`); gradients and images are objects
/// keyed by their kind: `{"linearGradient": {"start": [x, y], "end": [x, y], "stops": [...]}}`,
/// `{"radialGradient": {"center": [x, y], "radius": r, "stops": [...]}}`,
/// `{"image": {"bitmap": {...}, "rect": [x, y, w, h], "sampling": "nearest", "opacity": 0.5}}`.
/// Stops are `{"offset": 0.5, "color": "#fff"}` with offsets in 0...1, non-decreasing.
extension Paint: Codable {
    private enum Keys: String, CodingKey { case solid, linearGradient, radialGradient, image }
    private enum GradientKeys: String, CodingKey { case start, end, center, radius, stops }
    private enum ImageKeys: String, CodingKey { case bitmap, rect, sampling, opacity }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            do {
                self = .solid(try Color(hex: text))
            } catch {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
            }
            return
        }
        let c = try decoder.container(keyedBy: Keys.self)
        if c.contains(.solid) {
            self = .solid(try c.decodeColor(.solid))
        } else if c.contains(.linearGradient) {
            let g = try c.nestedContainer(keyedBy: GradientKeys.self, forKey: .linearGradient)
            self = .linearGradient(LinearGradient(start: try g.decodePoint(.start), end: try g.decodePoint(.end),
                                                  stops: try Self.decodeStops(g)))
        } else if c.contains(.radialGradient) {
            let g = try c.nestedContainer(keyedBy: GradientKeys.self, forKey: .radialGradient)
            self = .radialGradient(RadialGradient(center: try g.decodePoint(.center), radius: try g.decodeNumber(.radius, in: 0...1e7),
                                                  stops: try Self.decodeStops(g)))
        } else if c.contains(.image) {
            let i = try c.nestedContainer(keyedBy: ImageKeys.self, forKey: .image)
            self = .image(ImagePattern(bitmap: try i.decode(Bitmap.self, forKey: .bitmap), rect: try i.decodeRect(.rect),
                                       sampling: try i.decodeIfPresent(Sampling.self, forKey: .sampling) ?? .bilinear,
                                       opacity: try i.decodeNumberIfPresent(.opacity, in: 0...1) ?? 1))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "a paint is a color string or one of solid, linearGradient, radialGradient, image"))
        }
    }

    private static func decodeStops(_ g: KeyedDecodingContainer<GradientKeys>) throws -> [GradientStop] {
        let stops = try g.decode([GradientStop].self, forKey: .stops)
        guard !stops.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .stops, in: g, debugDescription: "a gradient needs at least one stop")
        }
        for i in 1..<stops.count where stops[i].offset < stops[i - 1].offset {
            throw DecodingError.dataCorruptedError(forKey: .stops, in: g,
                debugDescription: "stop \(i) offset \(stops[i].offset) is below the previous stop's \(stops[i - 1].offset)")
        }
        return stops
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .solid(let color):
            var c = encoder.singleValueContainer()
            try c.encode(color.hexString)
        case .linearGradient(let g):
            var c = encoder.container(keyedBy: Keys.self)
            var n = c.nestedContainer(keyedBy: GradientKeys.self, forKey: .linearGradient)
            try n.encodePoint(g.start, .start)
            try n.encodePoint(g.end, .end)
            try n.encode(g.stops, forKey: .stops)
        case .radialGradient(let g):
            var c = encoder.container(keyedBy: Keys.self)
            var n = c.nestedContainer(keyedBy: GradientKeys.self, forKey: .radialGradient)
            try n.encodePoint(g.center, .center)
            try n.encode(g.radius, forKey: .radius)
            try n.encode(g.stops, forKey: .stops)
        case .image(let p):
            var c = encoder.container(keyedBy: Keys.self)
            var n = c.nestedContainer(keyedBy: ImageKeys.self, forKey: .image)
            try n.encode(p.bitmap, forKey: .bitmap)
            try n.encodeRect(p.rect, .rect)
            try n.encode(p.sampling, forKey: .sampling)
            try n.encode(p.opacity, forKey: .opacity)
        }
    }
}

extension GradientStop: Codable {
    private enum Keys: String, CodingKey { case offset, color }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(offset: try c.decodeNumber(.offset, in: 0...1), color: try c.decodeColor(.color))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(offset, forKey: .offset)
        try c.encodeColor(color, .color)
    }
}
