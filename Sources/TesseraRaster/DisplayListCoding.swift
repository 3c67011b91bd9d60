import ConfinedFiles
import TesseraJSON

/// JSON: `{"operations": [op, ...]}` where each op is an object with an `"op"` kind:
/// `fill` (path, paint, rule?, transform?), `stroke` (path, paint, style, transform?),
/// `mask` (mask, dx?, dy?, paint), `image` (bitmap, rect, sampling?, opacity?, transform?),
/// `shadow` (path, shadow, rule?, transform?), `pushClip` (path, rule?, transform?), `popClip`,
/// `pushLayer` (opacity), `popLayer`. Members an operation does not take are refused.
extension DisplayOperation {
    private enum Kind: String, CaseIterable {
        case fill, stroke, mask, image, shadow, pushClip, popClip, pushLayer, popLayer

        /// The members an operation of this kind takes, `op` included.
        var members: [String] {
            switch self {
            case .fill: ["op", "path", "paint", "rule", "transform"]
            case .stroke: ["op", "path", "paint", "style", "transform"]
            case .mask: ["op", "mask", "dx", "dy", "paint"]
            case .image: ["op", "bitmap", "rect", "sampling", "opacity", "transform"]
            case .shadow: ["op", "path", "shadow", "rule", "transform"]
            case .pushClip: ["op", "path", "rule", "transform"]
            case .pushLayer: ["op", "opacity"]
            case .popClip, .popLayer: ["op"]
            }
        }
    }

    /// Offsets of masks (device pixels) beyond this are refused as absurd.
    private static let maskOffsetLimit = 10_000_000

    init(json: JSONElement, assets: FileRoot?) throws(JSONValueError) {
        guard let op = json.node["op"] else { throw json.error("an operation is an object with an \"op\" kind") }
        let kind = try JSONElement(op, path: JSONPath.member(json.path, "op")).choice(Kind.self)
        let o = try json.object(allowing: kind.members)
        func path() throws(JSONValueError) -> Path { try Path(json: o.required("path")) }
        func paint() throws(JSONValueError) -> Paint { try Paint(json: o.required("paint"), assets: assets) }
        switch kind {
        case .fill:
            self = .fill(try path(), paint: try paint(), rule: try o.fillRule(), transform: try o.transform())
        case .stroke:
            self = .stroke(try path(), paint: try paint(), style: try StrokeStyle(json: o.required("style")), transform: try o.transform())
        case .mask:
            let limit = Self.maskOffsetLimit
            self = .mask(try CoverageMask(json: o.required("mask")), dx: try o.optional("dx")?.integer(in: -limit...limit) ?? 0,
                         dy: try o.optional("dy")?.integer(in: -limit...limit) ?? 0, paint: try paint())
        case .image:
            self = .image(try Bitmap(json: o.required("bitmap"), assets: assets), rect: try o.required("rect").rect(),
                          sampling: try o.optional("sampling")?.choice(Sampling.self) ?? .bilinear,
                          opacity: try o.optional("opacity")?.number(in: 0...1) ?? 1, transform: try o.transform())
        case .shadow:
            self = .shadow(try path(), shadow: try Shadow(json: o.required("shadow")), rule: try o.fillRule(), transform: try o.transform())
        case .pushClip:
            self = .pushClip(try path(), rule: try o.fillRule(), transform: try o.transform())
        case .popClip:
            self = .popClip
        case .pushLayer:
            self = .pushLayer(opacity: try o.required("opacity").number(in: 0...1))
        case .popLayer:
            self = .popLayer
        }
    }

    var jsonValue: JSONValue {
        switch self {
        case .fill(let path, let paint, let rule, let t):
            .members(["op": .string(Kind.fill.rawValue), "path": path.jsonValue, "paint": paint.jsonValue,
                      "rule": .string(rule.rawValue), "transform": .transform(t)])
        case .stroke(let path, let paint, let style, let t):
            .members(["op": .string(Kind.stroke.rawValue), "path": path.jsonValue, "paint": paint.jsonValue,
                      "style": style.jsonValue, "transform": .transform(t)])
        case .mask(let mask, let dx, let dy, let paint):
            .members(["op": .string(Kind.mask.rawValue), "mask": mask.jsonValue, "dx": .number(Double(dx)),
                      "dy": .number(Double(dy)), "paint": paint.jsonValue])
        case .image(let bitmap, let rect, let sampling, let opacity, let t):
            .members(["op": .string(Kind.image.rawValue), "bitmap": bitmap.jsonValue, "rect": .rect(rect),
                      "sampling": .string(sampling.rawValue), "opacity": .number(opacity), "transform": .transform(t)])
        case .shadow(let path, let shadow, let rule, let t):
            .members(["op": .string(Kind.shadow.rawValue), "path": path.jsonValue, "shadow": shadow.jsonValue,
                      "rule": .string(rule.rawValue), "transform": .transform(t)])
        case .pushClip(let path, let rule, let t):
            .members(["op": .string(Kind.pushClip.rawValue), "path": path.jsonValue, "rule": .string(rule.rawValue),
                      "transform": .transform(t)])
        case .popClip:
            .members(["op": .string(Kind.popClip.rawValue)])
        case .pushLayer(let opacity):
            .members(["op": .string(Kind.pushLayer.rawValue), "opacity": .number(opacity)])
        case .popLayer:
            .members(["op": .string(Kind.popLayer.rawValue)])
        }
    }
}
