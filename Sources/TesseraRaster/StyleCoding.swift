import TesseraGeometry
import TesseraJSON

// JSON forms of shadows and stroke styles (see `JSONValues` for the shared compact forms).

/// `{"color": "#0003", "offset": [0, 4], "blur": 12}`; offset and blur default to 0.
extension Shadow {
    init(json: JSONElement) throws(JSONValueError) {
        let o = try json.object(allowing: ["color", "offset", "blur"])
        self.init(color: try o.required("color").color(),
                  offset: try o.optional("offset")?.point() ?? .zero,
                  blur: try o.optional("blur")?.number(in: 0...1000) ?? 0)
    }

    var jsonValue: JSONValue {
        .members(["color": .color(color), "offset": .point(offset), "blur": .number(blur)])
    }
}

/// `{"width": 2, "cap": "round", "join": "bevel", "miterLimit": 4, "dash": [4, 2], "dashPhase": 0}`;
/// everything but `width` is optional.
extension StrokeStyle {
    init(json: JSONElement) throws(JSONValueError) {
        let o = try json.object(allowing: ["width", "cap", "join", "miterLimit", "dash", "dashPhase"])
        var dash: [Double] = []
        for item in try o.optional("dash")?.array() ?? [] { dash.append(try item.number()) }
        self.init(width: try o.required("width").number(in: 0...1e5),
                  cap: try o.optional("cap")?.choice(LineCap.self) ?? .butt,
                  join: try o.optional("join")?.choice(LineJoin.self) ?? .miter,
                  miterLimit: try o.optional("miterLimit")?.number(in: 1...1e5) ?? 4,
                  dash: dash,
                  dashPhase: try o.optional("dashPhase")?.coordinate() ?? 0)
        do {
            try validate()
        } catch {
            throw (o.optional("dash") ?? json).error(error.description)
        }
    }

    var jsonValue: JSONValue {
        .members([
            "width": .number(width), "cap": .string(cap.rawValue), "join": .string(join.rawValue),
            "miterLimit": .number(miterLimit),
            "dash": dash.isEmpty ? nil : .numbers(dash), "dashPhase": dash.isEmpty ? nil : .number(dashPhase),
        ])
    }
}
