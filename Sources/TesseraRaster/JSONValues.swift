import Foundation
import TesseraGeometry

/// Compact JSON forms shared by the display-list coding: points as `[x, y]`, rectangles as
/// `[x, y, width, height]`, transforms as `[a, b, c, d, tx, ty]`, colors as `"#rrggbb(aa)"`.
/// Every decoder checks its values and throws a `DecodingError` whose coding path names the
/// offending JSON value.
extension KeyedDecodingContainer {
    /// Coordinates beyond ±10^7 points are refused as absurd (and would lose sub-pixel precision).
    static var coordinateLimit: Double { 1e7 }

    func decodeNumber(_ key: Key, in range: ClosedRange<Double>? = nil) throws -> Double {
        let v = try decode(Double.self, forKey: key)
        try check(v, key, range)
        return v
    }

    func decodeNumberIfPresent(_ key: Key, in range: ClosedRange<Double>? = nil) throws -> Double? {
        guard let v = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        try check(v, key, range)
        return v
    }

    private func check(_ v: Double, _ key: Key, _ range: ClosedRange<Double>?) throws {
        let r = range ?? -Self.coordinateLimit...Self.coordinateLimit
        guard v.isFinite, r.contains(v) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\(v) is outside \(r.lowerBound)...\(r.upperBound)")
        }
    }

    func decodeNumbers(_ key: Key, count: Int, what: String) throws -> [Double] {
        let values = try decode([Double].self, forKey: key)
        guard values.count == count else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "expected \(what), found \(values.count) number(s)")
        }
        for v in values where !(v.isFinite && abs(v) <= Self.coordinateLimit) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\(v) is not a finite coordinate within ±\(Self.coordinateLimit)")
        }
        return values
    }

    func decodePoint(_ key: Key) throws -> Point {
        let v = try decodeNumbers(key, count: 2, what: "[x, y]")
        return Point(x: v[0], y: v[1])
    }

    func decodeRect(_ key: Key) throws -> Rect {
        let v = try decodeNumbers(key, count: 4, what: "[x, y, width, height]")
        guard v[2] >= 0, v[3] >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "width and height must not be negative, found \(v[2])×\(v[3])")
        }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    func decodeTransformIfPresent(_ key: Key) throws -> Transform {
        guard contains(key) else { return .identity }
        let v = try decodeNumbers(key, count: 6, what: "[a, b, c, d, tx, ty]")
        let t = Transform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        guard t.inverted != nil else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "the transform is singular (it flattens everything to a line)")
        }
        return t
    }

    func decodeColor(_ key: Key) throws -> Color {
        let text = try decode(String.self, forKey: key)
        do {
            return try Color(hex: text)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: error.description)
        }
    }
}

extension KeyedEncodingContainer {
    mutating func encodePoint(_ p: Point, _ key: Key) throws { try encode([p.x, p.y], forKey: key) }
    mutating func encodeRect(_ r: Rect, _ key: Key) throws { try encode([r.x, r.y, r.width, r.height], forKey: key) }
    mutating func encodeTransform(_ t: Transform, _ key: Key) throws {
        if !t.isIdentity { try encode([t.a, t.b, t.c, t.d, t.tx, t.ty], forKey: key) }
    }
    mutating func encodeColor(_ c: Color, _ key: Key) throws { try encode(c.hexString, forKey: key) }
}

/// The coding-path string of a decoding error, like `$.operations[3].paint.stops[1].color`.
func jsonPath(_ path: [any CodingKey]) -> String {
    var s = "$"
    for key in path {
        if let i = key.intValue { s += "[\(i)]" } else { s += "." + key.stringValue }
    }
    return s
}

/// A decoding error as one line: the JSON path and what is wrong there.
func describeDecodingError(_ error: any Error) -> String {
    guard let e = error as? DecodingError else { return "\(error)" }
    switch e {
    case .dataCorrupted(let c):
        if c.codingPath.isEmpty { return "invalid JSON: \(c.underlyingError.map { "\($0)" } ?? c.debugDescription)" }
        return "\(jsonPath(c.codingPath)): \(c.debugDescription)"
    case .keyNotFound(let key, let c):
        return "\(jsonPath(c.codingPath)): missing key \"\(key.stringValue)\""
    case .typeMismatch(let type, let c):
        return "\(jsonPath(c.codingPath)): expected \(type), \(c.debugDescription)"
    case .valueNotFound(let type, let c):
        return "\(jsonPath(c.codingPath)): expected \(type), found null"
    @unknown default:
        return "\(error)"
    }
}
