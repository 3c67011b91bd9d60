import Foundation
import TesseraGeometry
import TesseraJSON

/// Turns a token's `$value` (with every alias already substituted) into a typed `TokenValue`,
/// checking it against the rules of its `$type`.
///
/// Accepted spellings: the DTCG 2025.10 object forms, plus the string forms Tokens Studio and
/// older DTCG drafts export (`"#0a84ff"`, `"16px"`, `"1rem"`, `"200ms"`), so those files load
/// unchanged. Unknown members of composite objects are ignored (tools add their own); missing
/// required members are errors.
///
/// Tokens typed with a Tokens Studio type name (`spacing`, `fontWeights`, `boxShadow`, …) are
/// decoded with that tool's conventions as well: unitless lengths are px, percentages are
/// fractions, Figma weight names ("Semi Bold") are weights, shadows use x, y and type.
struct ValueDecoder {
    /// Largest magnitude accepted for a length or a time: beyond this a value is a typo.
    static let absurd = 100_000.0

    /// The Tokens Studio type name the token was written with, if any.
    var tokensStudioType: String?

    private var tokensStudio: Bool { tokensStudioType != nil }

    func decode(_ node: JSONNode, as type: TokenType) throws(ValueError) -> TokenValue {
        switch type {
        case .color: .color(try color(node))
        case .dimension: .dimension(try dimension(node))
        case .fontFamily: .fontFamily(try fontFamily(node))
        case .fontWeight: .fontWeight(try fontWeight(node))
        case .duration: .duration(try duration(node))
        case .cubicBezier: .cubicBezier(try cubicBezier(node))
        case .number: .number(try number(node))
        case .typography: .typography(try typography(node))
        case .shadow: .shadow(try shadows(node))
        case .border: .border(try border(node))
        case .gradient: .gradient(try gradient(node))
        case .strokeStyle: .strokeStyle(try strokeStyle(node))
        case .transition: .transition(try transition(node))
        case .icon: .icon(try icon(node))
        }
    }

    // MARK: Primitive types

    func number(_ node: JSONNode) throws(ValueError) -> Double {
        if let value = node.numberValue { return try checkedStudioNumber(value, node) }
        if tokensStudio, let text = node.stringValue {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix("%"), let percent = Double(trimmed.dropLast()), percent.isFinite { return percent / 100 }
            if let value = Double(trimmed), value.isFinite { return try checkedStudioNumber(value, node) }
            if tokensStudioType == "lineHeights" {
                throw ValueError("line height \"\(text)\" has no DTCG equivalent; write a percentage (\"150%\") or a multiple of the font size (1.5)", at: node.location)
            }
        }
        throw ValueError("expected a number, found \(node.kindName)", at: node.location)
    }

    /// Tokens Studio writes absolute line heights as bare numbers of px; DTCG's are multipliers.
    /// Reading 24 as "24 × the font size" would be silently wrong, so it is an error.
    private func checkedStudioNumber(_ value: Double, _ node: JSONNode) throws(ValueError) -> Double {
        if tokensStudioType == "lineHeights" && value > 4 {
            throw ValueError("line height \(formatNumber(value)) looks like a length in px; DTCG line heights are multiples of the font size (write \"150%\" or 1.5)", at: node.location)
        }
        return value
    }

    func color(_ node: JSONNode) throws(ValueError) -> Color {
        if let text = node.stringValue, text.hasPrefix("rgb") {
            return try CSSColorFunction.rgb(text, at: node.location)
        }
        if let text = node.stringValue {
            do {
                return try Color(hex: text)
            } catch {
                throw ValueError("bad color: \(error.description)", at: node.location)
            }
        }
        guard node.objectMembers != nil else {
            throw ValueError("bad color: expected a hex string or an object {colorSpace, components}, found \(node.kindName)", at: node.location)
        }
        return try colorObject(node)
    }

    private func colorObject(_ node: JSONNode) throws(ValueError) -> Color {
        let alpha = try node["alpha"].map { (a: JSONNode) throws(ValueError) in try number(a) } ?? 1
        guard (0...1).contains(alpha) else { throw ValueError("bad color: alpha \(formatNumber(alpha)) is outside 0...1", at: node["alpha"]?.location ?? node.location) }
        guard let spaceNode = node["colorSpace"], let spaceName = spaceNode.stringValue else {
            throw ValueError("bad color: missing \"colorSpace\"", at: node.location)
        }
        guard let space = ColorSpace(rawValue: spaceName) else {
            // DTCG: `hex` is the fallback for tools that do not know a color space.
            if let hex = node["hex"] {
                return try color(hex).withAlpha(alpha)
            }
            let known = ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValueError("bad color: unknown colorSpace \"\(spaceName)\" (known: \(known))", at: spaceNode.location)
        }
        guard let componentsNode = node["components"], let items = componentsNode.arrayValue else {
            throw ValueError("bad color: missing \"components\" array", at: node.location)
        }
        guard items.count == 3 else {
            throw ValueError("bad color: \(spaceName) needs 3 components, found \(items.count)", at: componentsNode.location)
        }
        var components: [Double] = []
        for (i, item) in items.enumerated() {
            // "none" is CSS's missing component; it computes as zero.
            if item.stringValue == "none" {
                components.append(0)
                continue
            }
            guard let value = item.numberValue else {
                throw ValueError("bad color: component \(i + 1) must be a number or \"none\", found \(item.kindName)", at: item.location)
            }
            let range = space.componentRanges[i]
            if i == space.hueIndex {
                components.append(value)
            } else if !range.contains(value) {
                throw ValueError(
                    "bad color: component \(i + 1) of \(spaceName) is \(formatNumber(value)), outside \(formatNumber(range.lowerBound))...\(formatNumber(range.upperBound))",
                    at: item.location)
            } else {
                components.append(value)
            }
        }
        let unmapped = space.toSRGB(components)
        guard unmapped.red.isFinite, unmapped.green.isFinite, unmapped.blue.isFinite else {
            throw ValueError("bad color: \(spaceName)(\(components.map(formatNumber).joined(separator: ", "))) has no finite sRGB value", at: componentsNode.location)
        }
        let rgb = GamutMapping.mapToSRGB(unmapped)
        return Color(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    func dimension(_ node: JSONNode) throws(ValueError) -> Length {
        let (value, unitName, location) = try amountAndUnit(node, what: "dimension", example: "{\"value\": 16, \"unit\": \"px\"}")
        guard let unit = Length.Unit(rawValue: unitName) else {
            throw ValueError("bad unit \"\(unitName)\" for a dimension (use px or rem)", at: location)
        }
        guard abs(value) <= Self.absurd else { throw ValueError("dimension \(formatNumber(value))\(unitName) is absurdly large", at: node.location) }
        return Length(value, unit)
    }

    func duration(_ node: JSONNode) throws(ValueError) -> AnimationDuration {
        let (value, unitName, location) = try amountAndUnit(node, what: "duration", example: "{\"value\": 200, \"unit\": \"ms\"}")
        let milliseconds: Double
        switch unitName {
        case "ms": milliseconds = value
        case "s": milliseconds = value * 1000
        default: throw ValueError("bad unit \"\(unitName)\" for a duration (use ms or s)", at: location)
        }
        guard milliseconds >= 0 else { throw ValueError("a duration cannot be negative", at: node.location) }
        guard milliseconds <= Self.absurd * 10 else { throw ValueError("duration \(formatNumber(milliseconds))ms is absurdly long", at: node.location) }
        return AnimationDuration(milliseconds: milliseconds)
    }

    /// `{value, unit}` or the string form `"16px"`.
    private func amountAndUnit(_ node: JSONNode, what: String, example: String) throws(ValueError) -> (Double, String, SourceLocation) {
        // Tokens Studio: a bare number of px.
        if tokensStudio, what == "dimension", let value = node.numberValue { return (value, "px", node.location) }
        if let text = node.stringValue {
            let digits = text.prefix { "+-.0123456789eE".contains($0) }
            var unit = String(text.dropFirst(digits.count)).trimmingCharacters(in: .whitespaces)
            if tokensStudio && what == "dimension" && unit.isEmpty { unit = "px" }
            // Tokens Studio's letter spacing in % of the font size has no DTCG unit; 0% is 0 either way.
            if tokensStudio && what == "dimension" && unit == "%" {
                guard Double(digits) == 0 else {
                    throw ValueError("\"\(text)\" is relative to the font size, which a DTCG dimension cannot express; write px", at: node.location)
                }
                unit = "px"
            }
            guard !digits.isEmpty, let value = Double(digits), value.isFinite else {
                throw ValueError("bad \(what) \"\(text)\": expected \(example)", at: node.location)
            }
            return (value, unit, node.location)
        }
        guard node.objectMembers != nil else { throw ValueError("bad \(what): expected \(example), found \(node.kindName)", at: node.location) }
        guard let valueNode = node["value"] else { throw ValueError("bad \(what): missing \"value\"", at: node.location) }
        let value = try number(valueNode)
        guard let unitNode = node["unit"], let unit = unitNode.stringValue else {
            throw ValueError("bad \(what): missing \"unit\"", at: node.location)
        }
        return (value, unit, unitNode.location)
    }

    func fontFamily(_ node: JSONNode) throws(ValueError) -> [String] {
        if let name = node.stringValue, !name.isEmpty { return [name] }
        if let items = node.arrayValue, !items.isEmpty {
            var names: [String] = []
            for item in items {
                guard let name = item.stringValue, !name.isEmpty else {
                    throw ValueError("a font family list holds non-empty strings, found \(item.kindName)", at: item.location)
                }
                names.append(name)
            }
            return names
        }
        throw ValueError("expected a font name or a non-empty array of font names, found \(node.kindName)", at: node.location)
    }

    func fontWeight(_ node: JSONNode) throws(ValueError) -> FontWeight {
        if tokensStudio, let name = node.stringValue {
            let key = name.lowercased().filter { $0 != " " && $0 != "-" }
            if let value = TokensStudioTypes.weightNames[key] ?? Double(key) { return FontWeight(value) }
        }
        if let name = node.stringValue {
            guard let value = FontWeight.named[name] else {
                throw ValueError("unknown font weight \"\(name)\" (use 1...1000 or a DTCG name such as \"semi-bold\")", at: node.location)
            }
            return FontWeight(value)
        }
        let value = try number(node)
        guard (1...1000).contains(value) else { throw ValueError("font weight \(formatNumber(value)) is outside 1...1000", at: node.location) }
        return FontWeight(value)
    }

    func cubicBezier(_ node: JSONNode) throws(ValueError) -> CubicBezier {
        guard let items = node.arrayValue, items.count == 4 else {
            throw ValueError("a cubic Bézier is an array of four numbers [x1, y1, x2, y2]", at: node.location)
        }
        var v: [Double] = []
        for item in items { v.append(try number(item)) }
        for i in [0, 2] where !(0...1).contains(v[i]) {
            throw ValueError("cubic Bézier x coordinate \(formatNumber(v[i])) is outside 0...1", at: items[i].location)
        }
        return CubicBezier(v[0], v[1], v[2], v[3])
    }

    // MARK: Composite types

    private func member(_ node: JSONNode, _ key: String, of what: String) throws(ValueError) -> JSONNode {
        guard node.objectMembers != nil else { throw ValueError("a \(what) value is an object, found \(node.kindName)", at: node.location) }
        guard let value = node[key] else { throw ValueError("\(what) is missing \"\(key)\"", at: node.location) }
        return value
    }

    func typography(_ node: JSONNode) throws(ValueError) -> Typography {
        let fontSize = try dimension(try member(node, "fontSize", of: "typography"))
        guard fontSize.value > 0 else { throw ValueError("fontSize must be positive", at: node.location) }
        let lineHeightNode = try member(node, "lineHeight", of: "typography")
        // DTCG's lineHeight is a multiplier; Tokens Studio also writes absolute lengths.
        let lineHeight = lineHeightNode.numberValue != nil
            ? try number(lineHeightNode)
            : try dimension(lineHeightNode).points / fontSize.points
        guard lineHeight > 0 && lineHeight < 100 else { throw ValueError("lineHeight must be a positive multiple of the font size", at: lineHeightNode.location) }
        return Typography(
            fontFamily: try fontFamily(try member(node, "fontFamily", of: "typography")),
            fontSize: fontSize,
            fontWeight: try fontWeight(try member(node, "fontWeight", of: "typography")),
            letterSpacing: try dimension(try member(node, "letterSpacing", of: "typography")),
            lineHeight: lineHeight)
    }

    func shadows(_ node: JSONNode) throws(ValueError) -> [BoxShadow] {
        if let items = node.arrayValue {
            guard !items.isEmpty else { throw ValueError("a shadow list cannot be empty", at: node.location) }
            var result: [BoxShadow] = []
            for item in items { result.append(try shadow(item)) }
            return result
        }
        return [try shadow(node)]
    }

    private func shadow(_ node: JSONNode) throws(ValueError) -> BoxShadow {
        let blur = try dimension(try member(node, "blur", of: "shadow"))
        guard blur.value >= 0 else { throw ValueError("shadow blur cannot be negative", at: node.location) }
        var inset = false
        if let insetNode = node["inset"] {
            guard case .bool(let flag) = insetNode.value else { throw ValueError("shadow inset is true or false", at: insetNode.location) }
            inset = flag
        }
        if tokensStudio {
            // Tokens Studio: x, y, an optional spread, and type dropShadow | innerShadow.
            if let typeNode = node["type"] {
                switch typeNode.stringValue {
                case "dropShadow": inset = false
                case "innerShadow": inset = true
                default: throw ValueError("shadow type is \"dropShadow\" or \"innerShadow\"", at: typeNode.location)
                }
            }
            return BoxShadow(
                color: try color(try member(node, "color", of: "shadow")),
                offsetX: try dimension(node["x"] ?? node["offsetX"] ?? JSONNode(.number(0), at: node.location)),
                offsetY: try dimension(node["y"] ?? node["offsetY"] ?? JSONNode(.number(0), at: node.location)),
                blur: blur,
                spread: try dimension(node["spread"] ?? JSONNode(.number(0), at: node.location)),
                inset: inset)
        }
        return BoxShadow(
            color: try color(try member(node, "color", of: "shadow")),
            offsetX: try dimension(try member(node, "offsetX", of: "shadow")),
            offsetY: try dimension(try member(node, "offsetY", of: "shadow")),
            blur: blur,
            spread: try dimension(try member(node, "spread", of: "shadow")),
            inset: inset)
    }

    func strokeStyle(_ node: JSONNode) throws(ValueError) -> LineStyle {
        if let name = node.stringValue {
            guard let keyword = LineStyle.Keyword(rawValue: name) else {
                let known = LineStyle.Keyword.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValueError("unknown stroke style \"\(name)\" (known: \(known))", at: node.location)
            }
            return .keyword(keyword)
        }
        let dashNode = try member(node, "dashArray", of: "strokeStyle")
        guard let items = dashNode.arrayValue, !items.isEmpty else {
            throw ValueError("dashArray is a non-empty array of dimensions", at: dashNode.location)
        }
        var dashes: [Length] = []
        for item in items {
            let dash = try dimension(item)
            guard dash.value >= 0 else { throw ValueError("a dash length cannot be negative", at: item.location) }
            dashes.append(dash)
        }
        let capNode = try member(node, "lineCap", of: "strokeStyle")
        guard let capName = capNode.stringValue, let cap = LineStyle.LineCap(rawValue: capName) else {
            throw ValueError("lineCap is \"round\", \"butt\" or \"square\"", at: capNode.location)
        }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    func border(_ node: JSONNode) throws(ValueError) -> Border {
        let width = try dimension(try member(node, "width", of: "border"))
        guard width.value >= 0 else { throw ValueError("border width cannot be negative", at: node.location) }
        return Border(
            color: try color(try member(node, "color", of: "border")),
            width: width,
            style: try strokeStyle(try member(node, "style", of: "border")))
    }

    func gradient(_ node: JSONNode) throws(ValueError) -> [ColorStop] {
        guard let items = node.arrayValue, !items.isEmpty else {
            throw ValueError("a gradient is a non-empty array of {color, position} stops", at: node.location)
        }
        var stops: [ColorStop] = []
        for item in items {
            // DTCG: positions outside 0...1 are clamped.
            let position = min(1, max(0, try number(try member(item, "position", of: "gradient stop"))))
            stops.append(ColorStop(color: try color(try member(item, "color", of: "gradient stop")), position: position))
        }
        return stops
    }

    func transition(_ node: JSONNode) throws(ValueError) -> Transition {
        Transition(
            duration: try duration(try member(node, "duration", of: "transition")),
            delay: try duration(try member(node, "delay", of: "transition")),
            timingFunction: try cubicBezier(try member(node, "timingFunction", of: "transition")))
    }

    /// SVG path data; only the characters path data can contain are allowed, so a pasted `<path d=…>`
    /// or a stray quote is caught here rather than as a blank icon.
    func icon(_ node: JSONNode) throws(ValueError) -> Icon {
        guard let data = node.stringValue else { throw ValueError("an icon is a string of SVG path data, found \(node.kindName)", at: node.location) }
        // A byte scan (icons are long path strings and every theme decodes all of them); the
        // character walk runs only to say where a bad character is.
        if !data.utf8.allSatisfy({ Self.svgPathBytes[Int($0)] }) {
            let allowed = Set("MmLlHhVvCcSsQqTtAaZz0123456789+-.eE, \n\t")
            if let bad = data.firstIndex(where: { !allowed.contains($0) }) {
                let offset = data.distance(from: data.startIndex, to: bad)
                throw ValueError("icon path data has '\(data[bad])' at offset \(offset), which is not SVG path syntax", at: node.location)
            }
        }
        guard let first = data.first(where: { !$0.isWhitespace }), first == "M" || first == "m" else {
            throw ValueError("icon path data must start with a moveto (M)", at: node.location)
        }
        return Icon(pathData: data, grid: Icon.grid)
    }

    /// The bytes SVG path data may hold, indexed by byte value.
    private static let svgPathBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "MmLlHhVvCcSsQqTtAaZz0123456789+-.eE, \n\t".utf8 { table[Int(byte)] = true }
        return table
    }()
}

extension Icon {
    /// Tessera icons are drawn on a 24 × 24 grid.
    public static let grid = 24.0
}
