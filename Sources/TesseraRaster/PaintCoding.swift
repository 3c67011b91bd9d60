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

/// `{"width": w, "height": h, "rgba": "<base64 premultiplied RGBA>"}`, `{"png": "<base64 PNG>"}`
/// or `{"file": "images/photo.png"}` (relative paths resolve against
/// `CodingUserInfoKey.tesseraBaseDirectory`, the JSON file's folder for `tessera draw`).
/// Bitmaps always encode as `rgba`, so a decoded document re-encodes self-contained.
extension Bitmap: Codable {
    private enum Keys: String, CodingKey { case width, height, rgba, png, file }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        if c.contains(.file) {
            let name = try c.decode(String.self, forKey: .file)
            let base = decoder.userInfo[.tesseraBaseDirectory] as? URL
            let url = name.hasPrefix("/") ? URL(fileURLWithPath: name)
                : (base.map { $0.appendingPathComponent(name) } ?? URL(fileURLWithPath: name))
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .file, in: c, debugDescription: "cannot read \(url.path)")
            }
            do {
                self = try PNG.decode([UInt8](data))
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .file, in: c, debugDescription: "\(url.path): \(error.description)")
            }
            return
        }
        if c.contains(.png) {
            guard let data = Data(base64Encoded: try c.decode(String.self, forKey: .png)) else {
                throw DecodingError.dataCorruptedError(forKey: .png, in: c, debugDescription: "not valid base64")
            }
            do {
                self = try PNG.decode([UInt8](data))
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .png, in: c, debugDescription: error.description)
            }
            return
        }
        let w = try c.decode(Int.self, forKey: .width), h = try c.decode(Int.self, forKey: .height)
        guard let data = Data(base64Encoded: try c.decode(String.self, forKey: .rgba)) else {
            throw DecodingError.dataCorruptedError(forKey: .rgba, in: c, debugDescription: "not valid base64")
        }
        do {
            try self.init(width: w, height: h, pixels: [UInt8](data))
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .rgba, in: c, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(Data(pixels).base64EncodedString(), forKey: .rgba)
    }
}

/// `{"origin": [x, y], "width": w, "height": h, "coverage": "<base64>"}`.
extension CoverageMask: Codable {
    private enum Keys: String, CodingKey { case origin, width, height, coverage }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let origin = try c.decode([Int].self, forKey: .origin)
        guard origin.count == 2, origin.allSatisfy({ abs($0) <= 10_000_000 }) else {
            throw DecodingError.dataCorruptedError(forKey: .origin, in: c, debugDescription: "expected [x, y] within ±10000000")
        }
        let w = try c.decode(Int.self, forKey: .width), h = try c.decode(Int.self, forKey: .height)
        guard w > 0, h > 0, w <= Canvas.maxSide, h <= Canvas.maxSide else {
            throw DecodingError.dataCorruptedError(forKey: .width, in: c, debugDescription: "mask size \(w)×\(h) must be 1...\(Canvas.maxSide) per side")
        }
        guard let data = Data(base64Encoded: try c.decode(String.self, forKey: .coverage)), data.count == w * h else {
            throw DecodingError.dataCorruptedError(forKey: .coverage, in: c, debugDescription: "expected base64 of \(w * h) bytes")
        }
        self.init(originX: origin[0], originY: origin[1], width: w, height: h, coverage: [UInt8](data))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode([originX, originY], forKey: .origin)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(Data(coverage).base64EncodedString(), forKey: .coverage)
    }
}

extension CodingUserInfoKey {
    /// A `URL` of the folder that relative bitmap `file` paths resolve against.
    public static let tesseraBaseDirectory = CodingUserInfoKey(rawValue: "tessera.baseDirectory")!
}
