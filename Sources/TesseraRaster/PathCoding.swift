import Foundation
import TesseraGeometry

/// A path is stored in JSON as SVG path data (`"M0 0 L10 0 Z"`). For hand-written display lists
/// it also accepts shape objects, which decode to the same paths the `Path` factories build:
/// `{"rect": [x, y, w, h]}`, `{"roundedRect": [x, y, w, h], "radius": r | "radii": [tl, tr, br, bl],
/// "style": "circular" | "continuous"}`, `{"ellipse": [x, y, w, h]}`, `{"circle": [cx, cy], "radius": r}`,
/// `{"capsule": [x, y, w, h]}`.
extension Path: Codable {
    private enum ShapeKeys: String, CodingKey {
        case rect, roundedRect, radius, radii, style, ellipse, circle, capsule, svg
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            do {
                self = try Path(svgPathData: text)
            } catch {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
            }
            return
        }
        let c = try decoder.container(keyedBy: ShapeKeys.self)
        if c.contains(.rect) {
            self = .rect(try c.decodeRect(.rect))
        } else if c.contains(.roundedRect) {
            let r = try c.decodeRect(.roundedRect)
            let style = try c.decodeIfPresent(CornerStyle.self, forKey: .style) ?? .circular
            if c.contains(.radii) {
                let v = try c.decodeNumbers(.radii, count: 4, what: "[topLeading, topTrailing, bottomTrailing, bottomLeading]")
                guard v.allSatisfy({ $0 >= 0 }) else {
                    throw DecodingError.dataCorruptedError(forKey: .radii, in: c, debugDescription: "corner radii must not be negative")
                }
                self = .roundedRect(r, radii: CornerRadii(topLeading: v[0], topTrailing: v[1], bottomTrailing: v[2], bottomLeading: v[3]), style: style)
            } else {
                self = .roundedRect(r, radius: try c.decodeNumber(.radius, in: 0...1e7), style: style)
            }
        } else if c.contains(.ellipse) {
            self = .ellipse(in: try c.decodeRect(.ellipse))
        } else if c.contains(.circle) {
            self = .circle(center: try c.decodePoint(.circle), radius: try c.decodeNumber(.radius, in: 0...1e7))
        } else if c.contains(.capsule) {
            self = .capsule(try c.decodeRect(.capsule))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "a path is SVG path data or one of rect, roundedRect, ellipse, circle, capsule"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(svgPathData)
    }

    /// The path as SVG path data with absolute commands; numbers print in the shortest form
    /// that reads back to the same Double, so decoding the text gives an equal path.
    public var svgPathData: String {
        var parts: [String] = []
        func n(_ v: Double) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
        }
        func p(_ q: Point) -> String { "\(n(q.x)) \(n(q.y))" }
        for e in elements {
            switch e {
            case .move(let a): parts.append("M\(p(a))")
            case .line(let a): parts.append("L\(p(a))")
            case .quad(let c, let a): parts.append("Q\(p(c)) \(p(a))")
            case .cubic(let c1, let c2, let a): parts.append("C\(p(c1)) \(p(c2)) \(p(a))")
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }
}
