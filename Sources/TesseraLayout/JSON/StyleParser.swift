import TesseraJSON

/// Reads a node's `style` object: CSS property names in camelCase, values as numbers (points),
/// `"50%"` or `"auto"`. Anything unknown or out of range is an error naming its JSON path.
enum StyleParser {
    static func parse(_ value: JSONValue, path: String) throws(LayoutJSONError) -> Style {
        guard case .object(let members) = value else {
            throw LayoutJSONError("style must be an object, found \(value.kindName)", path: path)
        }
        var style = Style()
        for (key, member) in members.lazy.map({ ($0.key, $0.value) }) {
            let at = path + "." + key
            // Sizing keywords, safe/unsafe alignment and percentage gaps (issue 21).
            guard let member = try KeywordStyleParser.parse(key, member, into: &style, path: at) else { continue }
            switch key {
            case "display": style.display = try keyword(member, path: at)
            case "position": style.position = try keyword(member, path: at)
            case "direction": style.direction = try keyword(member, path: at) as Direction
            case "writingMode": style.writingMode = try writingMode(member, path: at)
            case "flexDirection": style.flexDirection = try keyword(member, path: at)
            case "flexWrap": (style.flexWrap, style.flexWrapBalance) = try flexWrap(member, path: at)
            case "justifyContent":
                // A grid also takes `normal` and `stretch` (see `GridStyle.justifyContent`).
                style.grid.justifyContent = try keyword(member, path: at)
                style.justifyContent = JustifyContent(rawValue: style.grid.justifyContent.rawValue) ?? .flexStart
            case "alignItems": style.alignItems = try keyword(member, path: at)
            case "alignSelf": style.alignSelf = try keyword(member, path: at)
            case "alignContent": style.alignContent = try keyword(member, path: at)
            case "overflow": style.overflow = try keyword(member, path: at)
            case "boxSizing": style.boxSizing = try keyword(member, path: at)
            // Scroll containers and balanced wrapping (StyleParser+Flow.swift).
            case "overflowX": style.overflowX = try keyword(member, path: at)
            case "overflowY": style.overflowY = try keyword(member, path: at)
            case "scrollbarWidth": style.scrollbarWidth = try length(member, path: at)
            case "flexLineCount": style.flexLineCount = try lineCount(member, path: at)
            case "gap":
                if case .object = member {
                    let sides = try Self.members(of: member, allowed: ["row", "column"], path: at)
                    style.rowGap = try sides["row"].map { (v) throws(LayoutJSONError) in try length(v, path: at + ".row") } ?? 0
                    style.columnGap = try sides["column"].map { (v) throws(LayoutJSONError) in try length(v, path: at + ".column") } ?? 0
                } else {
                    style.rowGap = try length(member, path: at)
                    style.columnGap = style.rowGap
                }
            case "rowGap": style.rowGap = try length(member, path: at)
            case "columnGap": style.columnGap = try length(member, path: at)
            case "flexGrow": style.flexGrow = try length(member, path: at)
            case "flexShrink": style.flexShrink = try length(member, path: at)
            case "flexBasis":
                if case .string("content") = member {
                    style.flexBasis = .content
                } else {
                    switch try dimension(member, path: at, allowNegative: false) {
                    case .auto: style.flexBasis = .auto
                    case .points(let v): style.flexBasis = .points(v)
                    case .percent(let v): style.flexBasis = .percent(v)
                    }
                }
            case "width": style.width = try dimension(member, path: at, allowNegative: false)
            case "height": style.height = try dimension(member, path: at, allowNegative: false)
            case "minWidth": style.minWidth = try dimension(member, path: at, allowNegative: false)
            case "minHeight": style.minHeight = try dimension(member, path: at, allowNegative: false)
            case "maxWidth": style.maxWidth = try dimension(member, path: at, allowNegative: false, noneIsAuto: true)
            case "maxHeight": style.maxHeight = try dimension(member, path: at, allowNegative: false, noneIsAuto: true)
            case "margin":
                style.margin = try edges(member, path: at, missing: .points(0)) { (v, p) throws(LayoutJSONError) in
                    try dimension(v, path: p, allowNegative: true)
                }
            case "inset":
                style.inset = try edges(member, path: at, missing: .auto) { (v, p) throws(LayoutJSONError) in
                    try dimension(v, path: p, allowNegative: true)
                }
            case "padding":
                style.padding = try edges(member, path: at, missing: .points(0)) { (v, p) throws(LayoutJSONError) in
                    switch try dimension(v, path: p, allowNegative: false) {
                    case .auto: throw LayoutJSONError("padding cannot be auto", path: p)
                    case .points(let value): return LengthPercentage.points(value)
                    case .percent(let value): return LengthPercentage.percent(value)
                    }
                }
            case "border":
                style.border = try edges(member, path: at, missing: 0) { (v, p) throws(LayoutJSONError) in
                    try length(v, path: p)
                }
            case "aspectRatio":
                if case .string("auto") = member {
                    style.aspectRatio = nil
                } else {
                    let ratio = try length(member, path: at)
                    guard ratio > 0 else { throw LayoutJSONError("aspectRatio must be above 0", path: at) }
                    style.aspectRatio = ratio
                }
            case "gridTemplateColumns" where GridStyleParser.isSubgrid(member): style.grid.subgrid.insert(.columns)
            case "gridTemplateRows" where GridStyleParser.isSubgrid(member): style.grid.subgrid.insert(.rows)
            case "gridTemplateColumns":
                style.grid.templateColumns = try GridStyleParser.trackList(member, path: at)
                style.grid.columnLineNames = try GridNamesParser.lineNames(member, path: at)
            case "gridTemplateRows":
                style.grid.templateRows = try GridStyleParser.trackList(member, path: at)
                style.grid.rowLineNames = try GridNamesParser.lineNames(member, path: at)
            case "gridTemplateAreas": style.grid.templateAreas = try GridNamesParser.templateAreas(member, path: at)
            case "gridArea": (style.grid.row, style.grid.column) = try GridNamesParser.area(member, path: at)
            case "gridAutoColumns": style.grid.autoColumns = try GridStyleParser.trackSizes(member, path: at)
            case "gridAutoRows": style.grid.autoRows = try GridStyleParser.trackSizes(member, path: at)
            case "gridAutoFlow": (style.grid.autoFlow, style.grid.autoFlowDense) = try GridNamesParser.autoFlow(member, path: at)
            case "gridRow": style.grid.row = try GridStyleParser.placement(member, path: at)
            case "gridColumn": style.grid.column = try GridStyleParser.placement(member, path: at)
            case "justifyItems":
                style.grid.justifyItems = member == .string("normal") ? .stretch : try keyword(member, path: at)
            case "justifySelf":
                style.grid.justifySelf = member == .string("auto") ? nil : try keyword(member, path: at) as GridItemAlignment
            // Floats, clearance, containment and legacy text alignment (BlockFlowStyleParser.swift).
            case "float": style.float = try keyword(member, path: at)
            case "clear": style.clear = try keyword(member, path: at)
            case "contain": style.contain = try BlockFlowStyleParser.containment(member, path: at)
            case "textAlign": style.textAlign = try keyword(member, path: at) as TextAlign
            default:
                throw LayoutJSONError("unknown style property \(Excerpt.quoted(key))", path: path)
            }
        }
        if !style.grid.subgrid.isEmpty { style.grid.subgridOwnGaps = GridStyleParser.ownGaps(members.lazy.map(\.key)) }
        try BlockFlowStyleParser.checkContainment(style, path: path)
        return style
    }

    /// One of an enum's CSS keywords.
    static func keyword<T: RawRepresentable & CaseIterable>(_ value: JSONValue, path: String) throws(LayoutJSONError) -> T
    where T.RawValue == String {
        let allowed = T.allCases.map { $0.rawValue }.joined(separator: ", ")
        guard case .string(let string) = value else {
            throw LayoutJSONError("expected one of \(allowed), found \(value.kindName)", path: path)
        }
        guard let result = T(rawValue: string) else {
            throw LayoutJSONError("\(Excerpt.quoted(string)) is not one of \(allowed)", path: path)
        }
        return result
    }

    /// A finite, non-negative number of points within the layout's range.
    static func length(_ value: JSONValue, path: String, allowNegative: Bool = false) throws(LayoutJSONError) -> Double {
        guard case .number(let number) = value else {
            throw LayoutJSONError("expected a number, found \(value.kindName)", path: path)
        }
        return try checked(number, path: path, allowNegative: allowNegative)
    }

    private static func checked(_ number: Double, path: String, allowNegative: Bool) throws(LayoutJSONError) -> Double {
        guard number.isFinite, abs(number) <= maximumLength else {
            throw LayoutJSONError("\(number) is out of range (at most \(Int(maximumLength)))", path: path)
        }
        if !allowNegative && number < 0 {
            throw LayoutJSONError("\(number) must not be negative", path: path)
        }
        return number
    }

    /// A number (points), `"N%"` or `"auto"` (and `"none"` where it means no maximum).
    static func dimension(_ value: JSONValue, path: String, allowNegative: Bool,
                          noneIsAuto: Bool = false) throws(LayoutJSONError) -> Dimension {
        switch value {
        case .number(let number):
            return .points(try checked(number, path: path, allowNegative: allowNegative))
        case .string("auto"):
            return .auto
        case .string("none") where noneIsAuto:
            return .auto
        case .string(let string) where string.hasSuffix("%"):
            guard let number = Double(string.dropLast()), !string.dropLast().isEmpty else {
                throw LayoutJSONError("\(Excerpt.quoted(string)) is not a percentage", path: path)
            }
            return .percent(try checked(number, path: path, allowNegative: allowNegative))
        default:
            throw LayoutJSONError("expected a number, \"N%\" or \"auto\", found \(describe(value))", path: path)
        }
    }

    private static func describe(_ value: JSONValue) -> String {
        if case .string(let string) = value { return Excerpt.quoted(string) }
        return value.kindName
    }

    private static func members(of value: JSONValue, allowed: [String],
                                path: String) throws(LayoutJSONError) -> [String: JSONValue] {
        guard case .object(let members) = value else { return [:] }
        var result: [String: JSONValue] = [:]
        for (key, member) in members.lazy.map({ ($0.key, $0.value) }) {
            guard allowed.contains(key) else {
                throw LayoutJSONError("unknown key \(Excerpt.quoted(key)) (expected \(allowed.joined(separator: ", ")))", path: path)
            }
            result[key] = member
        }
        return result
    }

    /// A single value for all sides, or `{"top", "right", "bottom", "left"}` (missing sides get `missing`).
    static func edges<V>(_ value: JSONValue, path: String, missing: V,
                         _ parse: (JSONValue, String) throws(LayoutJSONError) -> V) throws(LayoutJSONError) -> Edges<V> {
        guard case .object = value else { return Edges(all: try parse(value, path)) }
        let sides = try members(of: value, allowed: ["top", "right", "bottom", "left"], path: path)
        func side(_ name: String) throws(LayoutJSONError) -> V {
            guard let member = sides[name] else { return missing }
            return try parse(member, path + "." + name)
        }
        return Edges(top: try side("top"), right: try side("right"), bottom: try side("bottom"), left: try side("left"))
    }
}
