import Foundation
import TesseraGeometry

/// JSON: `{"operations": [op, ...]}` where each op is an object with an `"op"` kind:
/// `fill` (path, paint, rule?, transform?), `stroke` (path, paint, style, transform?),
/// `mask` (mask, dx?, dy?, paint), `image` (bitmap, rect, sampling?, opacity?, transform?),
/// `shadow` (path, shadow, rule?, transform?), `pushClip` (path, rule?, transform?), `popClip`,
/// `pushLayer` (opacity), `popLayer`.
extension DisplayList: Codable {
    private enum Keys: String, CodingKey { case operations }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(try c.decode([DisplayOperation].self, forKey: .operations))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(operations, forKey: .operations)
    }
}

extension DisplayOperation: Codable {
    private enum Keys: String, CodingKey {
        case op, path, paint, rule, transform, style, mask, dx, dy, bitmap, rect, sampling, opacity, shadow
    }

    private enum Kind: String, Codable {
        case fill, stroke, mask, image, shadow, pushClip, popClip, pushLayer, popLayer
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let rule = { () throws -> FillRule in try c.decodeIfPresent(FillRule.self, forKey: .rule) ?? .nonZero }
        switch try c.decode(Kind.self, forKey: .op) {
        case .fill:
            self = .fill(try c.decode(Path.self, forKey: .path), paint: try c.decode(Paint.self, forKey: .paint),
                         rule: try rule(), transform: try c.decodeTransformIfPresent(.transform))
        case .stroke:
            self = .stroke(try c.decode(Path.self, forKey: .path), paint: try c.decode(Paint.self, forKey: .paint),
                           style: try c.decode(StrokeStyle.self, forKey: .style), transform: try c.decodeTransformIfPresent(.transform))
        case .mask:
            func offset(_ key: Keys) throws -> Int {
                let v = try c.decodeIfPresent(Int.self, forKey: key) ?? 0
                guard abs(v) <= 10_000_000 else {
                    throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "\(v) is outside ±10000000")
                }
                return v
            }
            self = .mask(try c.decode(CoverageMask.self, forKey: .mask), dx: try offset(.dx), dy: try offset(.dy),
                         paint: try c.decode(Paint.self, forKey: .paint))
        case .image:
            self = .image(try c.decode(Bitmap.self, forKey: .bitmap), rect: try c.decodeRect(.rect),
                          sampling: try c.decodeIfPresent(Sampling.self, forKey: .sampling) ?? .bilinear,
                          opacity: try c.decodeNumberIfPresent(.opacity, in: 0...1) ?? 1,
                          transform: try c.decodeTransformIfPresent(.transform))
        case .shadow:
            self = .shadow(try c.decode(Path.self, forKey: .path), shadow: try c.decode(Shadow.self, forKey: .shadow),
                           rule: try rule(), transform: try c.decodeTransformIfPresent(.transform))
        case .pushClip:
            self = .pushClip(try c.decode(Path.self, forKey: .path), rule: try rule(), transform: try c.decodeTransformIfPresent(.transform))
        case .popClip:
            self = .popClip
        case .pushLayer:
            self = .pushLayer(opacity: try c.decodeNumber(.opacity, in: 0...1))
        case .popLayer:
            self = .popLayer
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .fill(let path, let paint, let rule, let t):
            try c.encode(Kind.fill, forKey: .op)
            try c.encode(path, forKey: .path)
            try c.encode(paint, forKey: .paint)
            try c.encode(rule, forKey: .rule)
            try c.encodeTransform(t, .transform)
        case .stroke(let path, let paint, let style, let t):
            try c.encode(Kind.stroke, forKey: .op)
            try c.encode(path, forKey: .path)
            try c.encode(paint, forKey: .paint)
            try c.encode(style, forKey: .style)
            try c.encodeTransform(t, .transform)
        case .mask(let mask, let dx, let dy, let paint):
            try c.encode(Kind.mask, forKey: .op)
            try c.encode(mask, forKey: .mask)
            try c.encode(dx, forKey: .dx)
            try c.encode(dy, forKey: .dy)
            try c.encode(paint, forKey: .paint)
        case .image(let bitmap, let rect, let sampling, let opacity, let t):
            try c.encode(Kind.image, forKey: .op)
            try c.encode(bitmap, forKey: .bitmap)
            try c.encodeRect(rect, .rect)
            try c.encode(sampling, forKey: .sampling)
            try c.encode(opacity, forKey: .opacity)
            try c.encodeTransform(t, .transform)
        case .shadow(let path, let shadow, let rule, let t):
            try c.encode(Kind.shadow, forKey: .op)
            try c.encode(path, forKey: .path)
            try c.encode(shadow, forKey: .shadow)
            try c.encode(rule, forKey: .rule)
            try c.encodeTransform(t, .transform)
        case .pushClip(let path, let rule, let t):
            try c.encode(Kind.pushClip, forKey: .op)
            try c.encode(path, forKey: .path)
            try c.encode(rule, forKey: .rule)
            try c.encodeTransform(t, .transform)
        case .popClip:
            try c.encode(Kind.popClip, forKey: .op)
        case .pushLayer(let opacity):
            try c.encode(Kind.pushLayer, forKey: .op)
            try c.encode(opacity, forKey: .opacity)
        case .popLayer:
            try c.encode(Kind.popLayer, forKey: .op)
        }
    }
}
