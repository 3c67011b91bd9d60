import Foundation
import TesseraGeometry

// JSON forms of shadows and stroke styles (see `JSONValues` for the shared compact forms).

/// `{"color": "#0003", "offset": [0, 4], "blur": 12}`; offset and blur default to 0.
extension Shadow: Codable {
    private enum Keys: String, CodingKey { case color, offset, blur }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(color: try c.decodeColor(.color),
                  offset: c.contains(.offset) ? try c.decodePoint(.offset) : .zero,
                  blur: try c.decodeNumberIfPresent(.blur, in: 0...1000) ?? 0)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeColor(color, .color)
        try c.encodePoint(offset, .offset)
        try c.encode(blur, forKey: .blur)
    }
}

/// `{"width": 2, "cap": "round", "join": "bevel", "miterLimit": 4, "dash": [4, 2], "dashPhase": 0}`;
/// everything but `width` is optional.
extension StrokeStyle: Codable {
    private enum Keys: String, CodingKey { case width, cap, join, miterLimit, dash, dashPhase }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(width: try c.decodeNumber(.width, in: 0...1e5),
                  cap: try c.decodeIfPresent(LineCap.self, forKey: .cap) ?? .butt,
                  join: try c.decodeIfPresent(LineJoin.self, forKey: .join) ?? .miter,
                  miterLimit: try c.decodeNumberIfPresent(.miterLimit, in: 1...1e5) ?? 4,
                  dash: try c.decodeIfPresent([Double].self, forKey: .dash) ?? [],
                  dashPhase: try c.decodeNumberIfPresent(.dashPhase) ?? 0)
        do {
            try validate()
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .dash, in: c, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(width, forKey: .width)
        try c.encode(cap, forKey: .cap)
        try c.encode(join, forKey: .join)
        try c.encode(miterLimit, forKey: .miterLimit)
        if !dash.isEmpty {
            try c.encode(dash, forKey: .dash)
            try c.encode(dashPhase, forKey: .dashPhase)
        }
    }
}
