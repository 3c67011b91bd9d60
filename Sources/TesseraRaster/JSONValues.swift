import TesseraGeometry
import TesseraJSON

/// Compact JSON forms shared by the display-list coding: points as `[x, y]`, rectangles as
/// `[x, y, width, height]`, transforms as `[a, b, c, d, tx, ty]`, colors as `"#rrggbb(aa)"`.
/// Every read checks its values and throws a `JSONValueError` naming the JSON path and position.
extension JSONElement {
    /// Coordinates beyond ±10^7 points are refused as absurd (and would lose sub-pixel precision).
    static var coordinateLimit: Double { 1e7 }
    static var coordinateRange: ClosedRange<Double> { -coordinateLimit...coordinateLimit }

    /// A number within ±`coordinateLimit`.
    func coordinate() throws(JSONValueError) -> Double {
        try number(in: Self.coordinateRange)
    }

    func numbers(count: Int, what: String) throws(JSONValueError) -> [Double] {
        let items = try array()
        guard items.count == count else { throw error("expected \(what), found \(items.count) item(s)") }
        var values: [Double] = []
        for item in items { values.append(try item.coordinate()) }
        return values
    }

    func point() throws(JSONValueError) -> Point {
        let v = try numbers(count: 2, what: "[x, y]")
        return Point(x: v[0], y: v[1])
    }

    func rect() throws(JSONValueError) -> Rect {
        let v = try numbers(count: 4, what: "[x, y, width, height]")
        guard v[2] >= 0, v[3] >= 0 else {
            throw error("width and height must not be negative, found \(JSONWriter.number(v[2]))×\(JSONWriter.number(v[3]))")
        }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    func transform() throws(JSONValueError) -> Transform {
        let v = try numbers(count: 6, what: "[a, b, c, d, tx, ty]")
        let t = Transform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        guard t.inverted != nil else { throw error("the transform is singular (it flattens everything to a line)") }
        return t
    }

    func color() throws(JSONValueError) -> Color {
        let text = try string()
        do {
            return try Color(hex: text)
        } catch {
            throw self.error("invalid color \(Excerpt.quoted(text)): \(error.reason)")
        }
    }
}

extension JSONObjectElement {
    /// The `transform` member, identity when absent.
    func transform() throws(JSONValueError) -> Transform {
        try optional("transform")?.transform() ?? .identity
    }

    /// The `rule` member, non-zero when absent.
    func fillRule() throws(JSONValueError) -> FillRule {
        try optional("rule")?.choice(FillRule.self) ?? .nonZero
    }
}

/// The writing side of the compact forms.
extension JSONValue {
    static func point(_ p: Point) -> JSONValue { .numbers([p.x, p.y]) }
    static func rect(_ r: Rect) -> JSONValue { .numbers([r.x, r.y, r.width, r.height]) }
    static func color(_ c: Color) -> JSONValue { .string(c.hexString) }
    /// Nil for the identity, which is the default and left out.
    static func transform(_ t: Transform) -> JSONValue? {
        t.isIdentity ? nil : .numbers([t.a, t.b, t.c, t.d, t.tx, t.ty])
    }
}
