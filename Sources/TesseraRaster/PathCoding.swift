import TesseraGeometry
import TesseraJSON

/// A path is stored in JSON as SVG path data (`"M0 0 L10 0 Z"`). For hand-written display lists
/// it also accepts shape objects, which decode to the same paths the `Path` factories build:
/// `{"rect": [x, y, w, h]}`, `{"roundedRect": [x, y, w, h], "radius": r | "radii": [tl, tr, br, bl],
/// "style": "circular" | "continuous"}`, `{"ellipse": [x, y, w, h]}`, `{"circle": [cx, cy], "radius": r}`,
/// `{"capsule": [x, y, w, h]}`. Paths are always written as SVG path data.
extension Path {
    init(json: JSONElement) throws(JSONValueError) {
        if case .string(let text) = json.value {
            do {
                self = try Path(svgPathData: text)
            } catch {
                throw json.error(error.description)
            }
            return
        }
        let shapes = ["rect", "roundedRect", "ellipse", "circle", "capsule"]
        guard case .object(let members) = json.value, let shape = members.first(where: { shapes.contains($0.key) })?.key else {
            throw json.error("a path is SVG path data or an object with one of rect, roundedRect, ellipse, circle, capsule")
        }
        switch shape {
        case "rect":
            self = .rect(try json.object(allowing: ["rect"]).required("rect").rect())
        case "roundedRect":
            let o = try json.object(allowing: ["roundedRect", "radius", "radii", "style"])
            let r = try o.required("roundedRect").rect()
            let style = try o.optional("style")?.choice(CornerStyle.self) ?? .circular
            if let radii = o.optional("radii") {
                let v = try radii.numbers(count: 4, what: "[topLeading, topTrailing, bottomTrailing, bottomLeading]")
                guard v.allSatisfy({ $0 >= 0 }) else { throw radii.error("corner radii must not be negative") }
                self = .roundedRect(r, radii: CornerRadii(topLeading: v[0], topTrailing: v[1], bottomTrailing: v[2], bottomLeading: v[3]), style: style)
            } else {
                self = .roundedRect(r, radius: try o.required("radius").number(in: 0...1e7), style: style)
            }
        case "ellipse":
            self = .ellipse(in: try json.object(allowing: ["ellipse"]).required("ellipse").rect())
        case "circle":
            let o = try json.object(allowing: ["circle", "radius"])
            self = .circle(center: try o.required("circle").point(), radius: try o.required("radius").number(in: 0...1e7))
        default:  // "capsule", the last of `shapes`
            self = .capsule(try json.object(allowing: ["capsule"]).required("capsule").rect())
        }
    }

    var jsonValue: JSONValue { .string(svgPathData) }

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
