import TesseraGeometry
import TesseraJSON

/// The `type`s of the grid views and the members each reads (besides `type` and `modifiers`).
enum GridViewType: String {
    case grid, gridRow, lazyVGrid, lazyHGrid

    var members: [String] {
        switch self {
        case .grid: ["children", "alignment", "horizontalSpacing", "verticalSpacing"]
        case .gridRow: ["children", "alignment"]
        case .lazyVGrid: ["children", "columns", "alignment", "spacing"]
        case .lazyHGrid: ["children", "rows", "alignment", "spacing"]
        }
    }
}

/// The grid views of a scene — `grid` and `gridRow` (SwiftUI's `Grid`/`GridRow`), `lazyVGrid`
/// and `lazyHGrid` with their `GridItem`s — read into the same Swift views code writes.
extension SceneReader {
    /// The view a grid type's node describes.
    func gridView(_ type: GridViewType, _ node: SceneObject) throws(RenderError) -> AnyView {
        let path = node.path
        switch type {
        case .grid:
            let children = try children(node.optional("children"), path: "\(path).children")
            let alignment = try node.optional("alignment").map { v throws(RenderError) in try self.alignment(v, path: "\(path).alignment") } ?? .center
            return AnyView(Grid(alignment: alignment, horizontalSpacing: try optionalLength(node, "horizontalSpacing"),
                                verticalSpacing: try optionalLength(node, "verticalSpacing")) { ViewList(children) })
        case .gridRow:
            let children = try children(node.optional("children"), path: "\(path).children")
            return AnyView(GridRow(alignment: try node.optionalEnum("alignment", VerticalAlignment.self)) { ViewList(children) })
        case .lazyVGrid:
            let columns = try gridItems(node.required("columns"), path: "\(path).columns")
            let children = try children(node.optional("children"), path: "\(path).children")
            return AnyView(LazyVGrid(columns: columns, alignment: try node.optionalEnum("alignment", HorizontalAlignment.self) ?? .center,
                                     spacing: try optionalLength(node, "spacing")) { ViewList(children) })
        case .lazyHGrid:
            let rows = try gridItems(node.required("rows"), path: "\(path).rows")
            let children = try children(node.optional("children"), path: "\(path).children")
            return AnyView(LazyHGrid(rows: rows, alignment: try node.optionalEnum("alignment", VerticalAlignment.self) ?? .center,
                                     spacing: try optionalLength(node, "spacing")) { ViewList(children) })
        }
    }

    private func optionalLength(_ node: SceneObject, _ name: String) throws(RenderError) -> LengthValue? {
        try node.optional(name).map { v throws(RenderError) in try length(v, path: "\(node.path).\(name)") }
    }

    /// A non-empty array of grid items: `{"fixed": length}`, `{"flexible": {"minimum", "maximum"}}`
    /// or `{"adaptive": {"minimum", "maximum"}}`, each with an optional `spacing` and `alignment`.
    private func gridItems(_ json: SceneJSON, path: String) throws(RenderError) -> [GridItem] {
        guard case .array(let entries) = json else { throw .scene(path: path, reason: "must be an array of grid items, not \(json.kind)") }
        guard !entries.isEmpty else { throw .scene(path: path, reason: "must have at least one grid item") }
        var items: [GridItem] = []
        for (index, entry) in entries.enumerated() { items.append(try gridItem(entry.value, path: "\(path)[\(index)]")) }
        return items
    }

    private func gridItem(_ json: SceneJSON, path: String) throws(RenderError) -> GridItem {
        let object = try SceneObject(json, path: path)
        try object.checkKnown(["fixed", "flexible", "adaptive", "spacing", "alignment"])
        let sizes = ["fixed", "flexible", "adaptive"].filter { object.optional($0) != nil }
        guard sizes.count == 1, let kind = sizes.first else {
            throw .scene(path: path, reason: "must have exactly one of fixed, flexible, adaptive (has \(sizes.isEmpty ? "none" : sizes.joined(separator: ", ")))")
        }
        let size: GridItem.Size
        switch kind {
        case "fixed":
            size = .fixed(try gridLength(object.required("fixed"), path: "\(path).fixed"))
        case "flexible":
            let bounds = try gridBounds(object.required("flexible"), path: "\(path).flexible", requiresMinimum: false)
            size = .flexible(minimum: bounds.minimum ?? 10, maximum: bounds.maximum)
        default:
            let bounds = try gridBounds(object.required("adaptive"), path: "\(path).adaptive", requiresMinimum: true)
            size = .adaptive(minimum: bounds.minimum ?? 0, maximum: bounds.maximum)
        }
        let alignment = try object.optional("alignment").map { v throws(RenderError) in try self.alignment(v, path: "\(path).alignment") }
        return GridItem(size, spacing: try optionalLength(object, "spacing"), alignment: alignment)
    }

    /// `{"minimum", "maximum"}` (`maximum` may be `"infinity"`, its default).
    private func gridBounds(_ json: SceneJSON, path: String, requiresMinimum: Bool) throws(RenderError) -> (minimum: Double?, maximum: Double) {
        let object = try SceneObject(json, path: path)
        try object.checkKnown(["minimum", "maximum"])
        if requiresMinimum { _ = try object.required("minimum") }
        let minimum = try object.optional("minimum").map { v throws(RenderError) in try gridLength(v, path: "\(path).minimum") }
        guard let maximum = object.optional("maximum") else { return (minimum, .infinity) }
        if case .string("infinity") = maximum { return (minimum, .infinity) }
        return (minimum, try gridLength(maximum, path: "\(path).maximum"))
    }

    /// A length in points (a number, spacing name or dimension token), finite and not negative.
    private func gridLength(_ json: SceneJSON, path: String) throws(RenderError) -> Double {
        let points = try length(json, path: path).points(in: theme)
        guard points.isFinite, points >= 0, points <= 1_000_000 else {
            throw .scene(path: path, reason: "must be a length from 0 to 1000000 points")
        }
        return points
    }
}
