import TesseraGeometry
import TesseraJSON

/// A resolved value written back as plain DTCG 2025.10 JSON (colors as sRGB objects, lengths as
/// `{value, unit}`, weights as numbers).
///
/// An alias is replaced by its target's canonical JSON rather than by the text the target was
/// written with, so a value written in a tool's dialect (a Tokens Studio `"Semi Bold"` weight or a
/// unitless `"17"` size) reads correctly inside a composite that uses DTCG rules.
extension TokenValue {
    var canonicalJSON: JSONValue {
        switch self {
        case .color(let c): Self.json(c)
        case .dimension(let d): Self.json(d)
        case .fontFamily(let names): .array(names.map { JSONNode(.string($0)) })
        case .fontWeight(let w): .number(w.value)
        case .duration(let d): Self.json(d)
        case .cubicBezier(let b): Self.json(b)
        case .number(let n): .number(n)
        case .typography(let t):
            Self.object([
                ("fontFamily", .array(t.fontFamily.map { JSONNode(.string($0)) })),
                ("fontSize", Self.json(t.fontSize)),
                ("fontWeight", .number(t.fontWeight.value)),
                ("letterSpacing", Self.json(t.letterSpacing)),
                ("lineHeight", .number(t.lineHeight)),
            ])
        case .shadow(let layers):
            .array(layers.map { shadow in
                JSONNode(Self.object([
                    ("color", Self.json(shadow.color)), ("offsetX", Self.json(shadow.offsetX)), ("offsetY", Self.json(shadow.offsetY)),
                    ("blur", Self.json(shadow.blur)), ("spread", Self.json(shadow.spread)), ("inset", .bool(shadow.inset)),
                ]))
            })
        case .border(let b):
            Self.object([("color", Self.json(b.color)), ("width", Self.json(b.width)), ("style", Self.json(b.style))])
        case .gradient(let stops):
            .array(stops.map { JSONNode(Self.object([("color", Self.json($0.color)), ("position", .number($0.position))])) })
        case .strokeStyle(let s): Self.json(s)
        case .transition(let t):
            Self.object([("duration", Self.json(t.duration)), ("delay", Self.json(t.delay)), ("timingFunction", Self.json(t.timingFunction))])
        case .icon(let i): .string(i.pathData)
        }
    }

    private static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.map { JSONMember(key: $0.0, node: JSONNode($0.1)) })
    }

    private static func json(_ c: Color) -> JSONValue {
        object([("colorSpace", .string("srgb")), ("components", .array([c.red, c.green, c.blue].map { JSONNode(.number($0)) })), ("alpha", .number(c.alpha))])
    }

    private static func json(_ d: Length) -> JSONValue {
        object([("value", .number(d.value)), ("unit", .string(d.unit.rawValue))])
    }

    private static func json(_ d: AnimationDuration) -> JSONValue {
        object([("value", .number(d.milliseconds)), ("unit", .string("ms"))])
    }

    private static func json(_ b: CubicBezier) -> JSONValue {
        .array([b.x1, b.y1, b.x2, b.y2].map { JSONNode(.number($0)) })
    }

    private static func json(_ s: LineStyle) -> JSONValue {
        switch s {
        case .keyword(let k): .string(k.rawValue)
        case .dashes(let dashes, let cap): object([("dashArray", .array(dashes.map { JSONNode(json($0)) })), ("lineCap", .string(cap.rawValue))])
        }
    }
}
