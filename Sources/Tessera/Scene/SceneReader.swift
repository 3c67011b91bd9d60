import ConfinedFiles
import Foundation
import TesseraGeometry
import TesseraJSON

/// Turns a parsed scene into views. Names (colors, spacings, fonts, icons, elevations) are
/// checked while reading, so an unknown name is an error naming its JSON path (with the nearest
/// token name when one is close), and image files resolve only inside the asset root.
///
/// Token names become `TokenKey`s, resolved when the view is rendered, not here: a subtree that
/// forces a color scheme (`{"colorScheme": "dark"}`) then draws its colors and shadows from that
/// scheme's theme. `theme` supplies values only where no scheme changes them: tokens without
/// keys (palette primitives) and the dimensions views take as numbers (frame sizes, the radius
/// of a `roundedRectangle`).
final class SceneReader {
    let theme: Theme
    /// The renderer's themes, to check a forced `colorScheme` while reading (nil: not checked
    /// until render).
    let themes: ThemeSet?
    /// The modifiers and components the scene may name.
    let vocabulary: SceneVocabulary
    let assetRoot: URL
    let limits: SceneLimits
    private var nodeCount = 0
    /// Views and modifiers around the view being read.
    private var nesting = 0

    init(theme: Theme, themes: ThemeSet? = nil, vocabulary: SceneVocabulary, assetRoot: URL, limits: SceneLimits) {
        self.theme = theme
        self.themes = themes
        self.vocabulary = vocabulary
        self.assetRoot = assetRoot
        self.limits = limits
    }

    // MARK: Views

    func view(_ json: SceneJSON, path: String) throws(RenderError) -> AnyView {
        nodeCount += 1
        guard nodeCount <= limits.maximumNodes else {
            throw .scene(path: path, reason: "the scene has more than \(limits.maximumNodes) views")
        }
        let node = try SceneObject(json, path: path)
        let levels = try nestingLevels(node)
        nesting += levels
        defer { nesting -= levels }
        let type = try node.string("type")
        var view: AnyView
        switch type {
        case "text":
            let text = try node.string("text")
            guard text.count <= limits.maximumTextLength else {
                throw .scene(path: "\(path).text", reason: "is longer than \(limits.maximumTextLength) characters")
            }
            view = AnyView(Text(text))
        case "image":
            var image = Image(file: try assetPath(node.string("file"), path: "\(path).file"), scale: try node.optionalNumber("scale") ?? 1)
            if try node.optionalBool("resizable") ?? false {
                image = image.resizable(contentMode: try node.optionalEnum("contentMode", ContentMode.self) ?? .fit)
            }
            view = AnyView(image.flipsForRightToLeftLayoutDirection(try node.optionalBool("flipsForRightToLeft") ?? false))
        case "icon":
            let icon = try icon(node.required("name"), path: "\(path).name")
            view = AnyView(icon.flipsForRightToLeftLayoutDirection(try node.optionalBool("flipsForRightToLeft") ?? false))
        case "rectangle": view = try shape(Rectangle(), node)
        case "circle": view = try shape(Circle(), node)
        case "ellipse": view = try shape(Ellipse(), node)
        case "capsule": view = try shape(Capsule(), node)
        case "roundedRectangle":
            let radius = try radius(node.required("cornerRadius"), path: "\(path).cornerRadius")
            view = try shape(RoundedRectangle(cornerRadius: radius.points(in: theme),
                                              style: node.cornerStyle()), node)
        case "path":
            let data = try node.string("data")
            let grid = try node.optionalSize("grid") ?? Size(width: 24, height: 24)
            let svg: SVGShape
            do throws(SVGPathError) {
                svg = try SVGShape(data, grid: grid)
            } catch {
                throw .scene(path: "\(path).data", reason: "\(error)")
            }
            view = try shape(svg, node)
        case "color":
            view = AnyView(ColorFill(try color(node.required("color"), path: "\(path).color")))
        case "spacer":
            view = AnyView(Spacer(minLength: try node.optionalNumber("minLength") ?? 0))
        case "divider":
            view = AnyView(Divider())
        case "hstack":
            let children = try children(node.optional("children"), path: "\(path).children")
            let alignment = try node.optionalEnum("alignment", VerticalAlignment.self) ?? .center
            let spacing = try node.optional("spacing").map { v throws(RenderError) in try length(v, path: "\(path).spacing") }
            view = AnyView(HStack(alignment: alignment, spacing: spacing) { ViewList(children) })
        case "vstack":
            let children = try children(node.optional("children"), path: "\(path).children")
            let alignment = try node.optionalEnum("alignment", HorizontalAlignment.self) ?? .center
            let spacing = try node.optional("spacing").map { v throws(RenderError) in try length(v, path: "\(path).spacing") }
            view = AnyView(VStack(alignment: alignment, spacing: spacing) { ViewList(children) })
        case "zstack":
            let children = try children(node.optional("children"), path: "\(path).children")
            let alignment = try node.optional("alignment").map { v throws(RenderError) in try self.alignment(v, path: "\(path).alignment") } ?? .center
            view = AnyView(ZStack(alignment: alignment) { ViewList(children) })
        case "flex":
            let children = try children(node.optional("children"), path: "\(path).children")
            let flex = Flex(
                direction: try node.optionalEnum("direction", FlexDirection.self) ?? .row,
                wrap: try node.optionalEnum("wrap", FlexWrap.self) ?? .nowrap,
                justifyContent: try node.optionalEnum("justifyContent", JustifyContent.self) ?? .flexStart,
                alignItems: try node.optionalEnum("alignItems", AlignItems.self) ?? .stretch,
                alignContent: try node.optionalEnum("alignContent", AlignContent.self) ?? .normal,
                rowGap: try node.optional("rowGap").map { v throws(RenderError) in try length(v, path: "\(path).rowGap") } ?? 0,
                columnGap: try node.optional("columnGap").map { v throws(RenderError) in try length(v, path: "\(path).columnGap") } ?? 0
            ) { ViewList(children) }
            view = AnyView(flex)
        case "scroll":
            let children = try children(node.optional("children"), path: "\(path).children")
            let axis = try node.optionalEnum("axis", Axis.self) ?? .vertical
            let offset = try node.optionalNumber("contentOffset") ?? 0
            view = AnyView(ScrollView(axis, contentOffset: offset) { ViewList(children) })
        case "viewThatFits":
            let children = try children(node.optional("children"), path: "\(path).children")
            let axes = try node.optional("axes").map { v throws(RenderError) in try self.axes(v, path: "\(path).axes") } ?? .horizontal
            view = AnyView(ViewThatFits(in: axes) { ViewList(children) })
        case "component":
            let name = try node.string("name")
            let components = vocabulary.components
            guard let build = components.builders[name] else {
                let known = components.names.isEmpty ? "none are registered" : "registered: \(components.names.joined(separator: ", "))"
                throw .scene(path: "\(path).name", reason: "unknown component \(Excerpt.quoted(name)) (\(known))")
            }
            let properties = try node.optional("properties").map { v throws(RenderError) in try SceneObject(v, path: "\(path).properties") }
            view = try build(SceneProperties(members: properties?.members ?? [], path: "\(path).properties", reader: self))
        default:
            if let grid = GridViewType(rawValue: type) {
                view = try gridView(grid, node)
                break
            }
            throw .scene(path: "\(path).type", reason: "unknown view type \(Excerpt.quoted(type)) (text, image, icon, rectangle, roundedRectangle, circle, ellipse, capsule, path, color, spacer, divider, hstack, vstack, zstack, flex, grid, gridRow, lazyVGrid, lazyHGrid, scroll, viewThatFits, component)")
        }
        try node.checkKnown(Self.viewMembers[type] ?? GridViewType(rawValue: type).map { Self.common + $0.members } ?? [])
        if let modifiers = node.optional("modifiers") {
            guard case .array(let items) = modifiers else {
                throw .scene(path: "\(path).modifiers", reason: "must be an array of modifiers, not \(modifiers.kind)")
            }
            for (index, item) in items.enumerated() {
                view = try modifier(item.value, path: "\(path).modifiers[\(index)]", on: view)
            }
        }
        return view
    }

    /// The levels a view adds (itself and each modifier), checked against the limits before
    /// its children are read, so the error names the first view too many.
    private func nestingLevels(_ node: SceneObject) throws(RenderError) -> Int {
        var modifiers = 0
        if case .array(let items)? = node.optional("modifiers") { modifiers = items.count }
        guard modifiers <= limits.maximumModifiers else {
            throw .scene(path: "\(node.path).modifiers", reason: "has \(modifiers) modifiers, over the limit of \(limits.maximumModifiers) per view")
        }
        guard nesting + 1 + modifiers <= limits.maximumNesting else {
            throw .scene(path: node.path, reason: "views and their modifiers nest \(nesting + 1 + modifiers) deep here, over the limit of \(limits.maximumNesting)")
        }
        return 1 + modifiers
    }

    static let common = ["type", "modifiers"]
    private static let shapeMembers = common + ["fill", "stroke", "lineWidth"]
    private static let viewMembers: [String: [String]] = [
        "text": common + ["text"], "image": common + ["file", "scale", "resizable", "contentMode", "flipsForRightToLeft"],
        "icon": common + ["name", "flipsForRightToLeft"], "rectangle": shapeMembers, "circle": shapeMembers, "ellipse": shapeMembers,
        "capsule": shapeMembers, "roundedRectangle": shapeMembers + ["cornerRadius", "style"],
        "path": shapeMembers + ["data", "grid"], "color": common + ["color"], "spacer": common + ["minLength"],
        "divider": common, "hstack": common + ["children", "alignment", "spacing"],
        "vstack": common + ["children", "alignment", "spacing"], "zstack": common + ["children", "alignment"],
        "flex": common + ["children", "direction", "wrap", "justifyContent", "alignItems", "alignContent", "rowGap", "columnGap"],
        "scroll": common + ["children", "axis", "contentOffset"], "viewThatFits": common + ["children", "axes"],
        "component": common + ["name", "properties"],
    ]

    func children(_ json: SceneJSON?, path: String) throws(RenderError) -> [AnyView] {
        guard let json else { return [] }
        guard case .array(let items) = json else { throw .scene(path: path, reason: "must be an array of views, not \(json.kind)") }
        var views: [AnyView] = []
        for (index, item) in items.enumerated() { views.append(try view(item.value, path: "\(path)[\(index)]")) }
        return views
    }

    private func shape(_ shape: some Shape, _ node: SceneObject) throws(RenderError) -> AnyView {
        if let stroke = node.optional("stroke") {
            let width = try node.optionalNumber("lineWidth") ?? 1
            return AnyView(shape.stroke(try color(stroke, path: "\(node.path).stroke"), lineWidth: width))
        }
        if let fill = node.optional("fill") { return AnyView(shape.fill(try color(fill, path: "\(node.path).fill"))) }
        return AnyView(shape)
    }

    // MARK: Modifiers

    private func modifier(_ json: SceneJSON, path: String, on view: AnyView) throws(RenderError) -> AnyView {
        guard case .object(let members) = json, members.count == 1, let (name, value) = members.first.map({ ($0.key, $0.value) }) else {
            throw .scene(path: path, reason: "a modifier is an object with exactly one member, its name (such as {\"padding\": \"m\"})")
        }
        let at = JSONPath.member(path, name)
        guard let modifier = vocabulary.modifier(named: name) else {
            throw .scene(path: at, reason: "unknown modifier \(Excerpt.quoted(name))")
        }
        return try modifier.apply(SceneValue(json: value, path: at, reader: self), view)
    }

    // MARK: Values

    /// A typography token by its name (`typography.bodyEmphasized`) or the name without the
    /// `typography.` group (`bodyEmphasized`).
    func typography(_ json: SceneJSON, path: String) throws(RenderError) -> TokenKey<Typography> {
        let name = try SceneObject.stringValue(json, path: path)
        let full = name.hasPrefix("typography.") ? name : "typography.\(name)"
        if let key = theme.key(named: full, as: Typography.self) { return key }
        let styles = theme.names(of: Typography.self).map { $0.hasPrefix("typography.") ? String($0.dropFirst(11)) : $0 }
        throw .scene(path: path, reason: "unknown typography \(Excerpt.quoted(name))\(suggestion(Typography.self, full)) (\(styles.joined(separator: ", ")))")
    }

    /// `" (did you mean …?)"` when a token name is close to `name`, else empty.
    func suggestion<Value>(_ type: Value.Type, _ name: String) -> String {
        theme.closestName(to: name, of: type).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// `#RRGGBB[AA]`, a short name (`card`), or a color token name (`color.text.primary`).
    func color(_ json: SceneJSON, path: String) throws(RenderError) -> ColorValue {
        let name = try SceneObject.stringValue(json, path: path)
        if name.hasPrefix("#") {
            do { return .literal(try Color(hex: name)) } catch { throw .scene(path: path, reason: "\(error)") }
        }
        if let short = Self.colors[name] { return short }
        if let key = theme.key(named: name, as: Color.self) { return .token(key) }
        throw .scene(path: path, reason: "unknown color \(Excerpt.quoted(name))\(suggestion(Color.self, name)) (a short name such as \(Self.colors.keys.sorted().prefix(6).joined(separator: ", ")), a color token name, or #RRGGBB)")
    }

    private static let colors: [String: ColorValue] = [
        "primary": .primary, "secondary": .secondary, "link": .link, "onAccent": .onAccent, "onAction": .onAction,
        "background": .background, "groupedBackground": .groupedBackground, "surface": .surface,
        "surfaceSecondary": .surfaceSecondary, "card": .card, "cardBorder": .cardBorder, "accent": .accent,
        "accentSubtle": .accentSubtle, "action": .action, "separator": .separator, "scrim": .scrim, "clear": .clear,
    ]

    /// Points, a spacing short name (`m`), or a dimension token name (`space.4`).
    func length(_ json: SceneJSON, path: String) throws(RenderError) -> LengthValue {
        if case .number(let points) = json { return .points(points) }
        let name = try SceneObject.stringValue(json, path: path)
        if let short = Self.spacings[name] { return short }
        if let key = theme.key(named: name, as: Length.self) { return .token(key) }
        throw .scene(path: path, reason: "unknown length \(Excerpt.quoted(name))\(suggestion(Length.self, name)) (points, a spacing such as xs, s, m, l, xl, or a dimension token name)")
    }

    private static let spacings: [String: LengthValue] = [
        "zero": .zero, "xxs": .xxs, "xs": .xs, "s": .s, "m": .m, "l": .l, "xl": .xl, "xxl": .xxl, "stack": .stack,
        "section": .section, "screenMargin": .screenMargin, "cardPadding": .cardPadding,
    ]

    func radius(_ json: SceneJSON, path: String) throws(RenderError) -> Radius {
        if case .number(let points) = json { return .points(points) }
        let name = try SceneObject.stringValue(json, path: path)
        if let short = Self.radii[name] { return short }
        if let key = theme.key(named: name, as: Length.self) { return .token(key) }
        throw .scene(path: path, reason: "unknown radius \(Excerpt.quoted(name))\(suggestion(Length.self, name)) (points, one of \(Self.radii.keys.sorted().joined(separator: ", ")), or a dimension token name)")
    }

    private static let radii: [String: Radius] = [
        "none": .none, "s": .s, "m": .m, "l": .l, "xl": .xl, "card": .card, "button": .button, "full": .full,
    ]

    func elevation(_ json: SceneJSON, path: String) throws(RenderError) -> Elevation {
        let name = try SceneObject.stringValue(json, path: path)
        switch name {
        case "low": return .low
        case "medium": return .medium
        case "high": return .high
        case "card": return .card
        default:
            if let key = theme.key(named: name, as: [BoxShadow].self) { return .token(key) }
            throw .scene(path: path, reason: "unknown elevation \(Excerpt.quoted(name))\(suggestion([BoxShadow].self, name)) (low, medium, high, card, or a shadow token name)")
        }
    }

    func icon(_ json: SceneJSON, path: String) throws(RenderError) -> Image {
        let name = try SceneObject.stringValue(json, path: path)
        let tokenName = name.hasPrefix("icon.") ? name : "icon.\(name)"
        guard case .icon(let icon)? = theme.tokens[tokenName]?.value else {
            throw .scene(path: path, reason: "unknown icon \(Excerpt.quoted(name))")
        }
        return Image(icon: icon, name: tokenName)
    }

    /// `horizontal`, `vertical` or `both`.
    func axes(_ json: SceneJSON, path: String) throws(RenderError) -> Axis.Set {
        switch try SceneObject.stringValue(json, path: path) {
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        case "both": return [.horizontal, .vertical]
        case let other: throw .scene(path: path, reason: "unknown axes \(Excerpt.quoted(other)) (horizontal, vertical, both)")
        }
    }

    func alignment(_ json: SceneJSON, path: String) throws(RenderError) -> Alignment {
        let name = try SceneObject.stringValue(json, path: path)
        let all: [String: Alignment] = [
            "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading, "center": .center,
            "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
        ]
        guard let alignment = all[name] else {
            throw .scene(path: path, reason: "unknown alignment \(Excerpt.quoted(name)) (\(all.keys.sorted().joined(separator: ", ")))")
        }
        return alignment
    }

    /// A shape by name (`rectangle`, `circle`, `capsule`, `ellipse`) or `{"roundedRectangle": radius}`.
    func shape(_ json: SceneJSON, path: String) throws(RenderError) -> AnyShape {
        if case .object = json {
            let object = try SceneObject(json, path: path)
            try object.checkKnown(["roundedRectangle", "style"])
            let radius = try radius(object.required("roundedRectangle"), path: "\(path).roundedRectangle")
            return AnyShape(RoundedRectangle(cornerRadius: radius.points(in: theme),
                                             style: try object.cornerStyle()))
        }
        switch try SceneObject.stringValue(json, path: path) {
        case "rectangle": return AnyShape(Rectangle())
        case "circle": return AnyShape(Circle())
        case "capsule": return AnyShape(Capsule())
        case "ellipse": return AnyShape(Ellipse())
        case let other: throw .scene(path: path, reason: "unknown shape \(Excerpt.quoted(other)) (rectangle, circle, capsule, ellipse, or {\"roundedRectangle\": radius})")
        }
    }

    /// The resolved path of a regular file inside the asset root, through `FileRoot`: absolute
    /// paths, links leading out (`..` after a link included), FIFOs, devices and folders are
    /// refused while the scene is read, so the render never opens one.
    func assetPath(_ relative: String, path: String) throws(RenderError) -> String {
        let root: FileRoot
        do { root = try FileRoot(assetRoot.path) } catch {
            throw .scene(path: path, reason: "the asset root \(error.description)")
        }
        do {
            return try root.resolveRegularFile(relative)
        } catch {
            throw .scene(path: path, reason: "image \(error.description); images must be regular files inside the asset root")
        }
    }
}
