import ConfinedFiles
import TesseraGeometry
import TesseraJSON

/// JSON forms: a solid paint is just its color (`"#ff8800"`, or `{"solid": "#ff8800"}`);
/// gradients and images are objects keyed by their kind:
/// `{"linearGradient": {"start": [x, y], "end": [x, y], "stops": [...]}}`,
/// `{"radialGradient": {"center": [x, y], "radius": r, "stops": [...]}}`,
/// `{"image": {"bitmap": {...}, "rect": [x, y, w, h], "sampling": "nearest", "opacity": 0.5}}`.
/// Stops are `{"offset": 0.5, "color": "#fff"}` with offsets in 0...1, non-decreasing.
extension Paint {
    init(json: JSONElement, assets: FileRoot?) throws(JSONValueError) {
        if case .string = json.value {
            self = .solid(try json.color())
            return
        }
        guard case .object = json.value else {
            throw json.error("a paint is a color string or an object with one of solid, linearGradient, radialGradient, image")
        }
        let o = try json.object(allowing: ["solid", "linearGradient", "radialGradient", "image"])
        guard o.members.count == 1, let kind = o.members.first?.key else {
            throw json.error("a paint object has exactly one of solid, linearGradient, radialGradient, image")
        }
        let body = try o.required(kind)
        switch kind {
        case "solid":
            self = .solid(try body.color())
        case "linearGradient":
            let g = try body.object(allowing: ["start", "end", "stops"])
            self = .linearGradient(LinearGradient(start: try g.required("start").point(), end: try g.required("end").point(),
                                                  stops: try Self.stops(g.required("stops"))))
        case "radialGradient":
            let g = try body.object(allowing: ["center", "radius", "stops"])
            self = .radialGradient(RadialGradient(center: try g.required("center").point(),
                                                  radius: try g.required("radius").number(in: 0...1e7),
                                                  stops: try Self.stops(g.required("stops"))))
        default:  // "image", the last kind `object(allowing:)` lets through
            let i = try body.object(allowing: ["bitmap", "rect", "sampling", "opacity"])
            self = .image(ImagePattern(bitmap: try Bitmap(json: i.required("bitmap"), assets: assets), rect: try i.required("rect").rect(),
                                       sampling: try i.optional("sampling")?.choice(Sampling.self) ?? .bilinear,
                                       opacity: try i.optional("opacity")?.number(in: 0...1) ?? 1))
        }
    }

    private static func stops(_ json: JSONElement) throws(JSONValueError) -> [GradientStop] {
        var stops: [GradientStop] = []
        for item in try json.array() {
            let o = try item.object(allowing: ["offset", "color"])
            stops.append(GradientStop(offset: try o.required("offset").number(in: 0...1), color: try o.required("color").color()))
        }
        guard !stops.isEmpty else { throw json.error("a gradient needs at least one stop") }
        for i in 1..<stops.count where stops[i].offset < stops[i - 1].offset {
            throw json.error("stop \(i) offset \(JSONWriter.number(stops[i].offset)) is below the previous stop's \(JSONWriter.number(stops[i - 1].offset))")
        }
        return stops
    }

    var jsonValue: JSONValue {
        switch self {
        case .solid(let color):
            .color(color)
        case .linearGradient(let g):
            .members(["linearGradient": .members(["start": .point(g.start), "end": .point(g.end), "stops": Self.stopsValue(g.stops)])])
        case .radialGradient(let g):
            .members(["radialGradient": .members(["center": .point(g.center), "radius": .number(g.radius), "stops": Self.stopsValue(g.stops)])])
        case .image(let p):
            .members(["image": .members([
                "bitmap": p.bitmap.jsonValue, "rect": .rect(p.rect), "sampling": .string(p.sampling.rawValue), "opacity": .number(p.opacity),
            ])])
        }
    }

    private static func stopsValue(_ stops: [GradientStop]) -> JSONValue {
        .items(stops.map { .members(["offset": .number($0.offset), "color": .color($0.color)]) })
    }
}
