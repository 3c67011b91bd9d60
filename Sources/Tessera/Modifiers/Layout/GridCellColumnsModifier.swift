/// SwiftUI's `gridCellColumns(_:)`: the cell spans that many columns of its `Grid` row. Outside a
/// `GridRow` it changes nothing.
struct GridCellColumnsModifier: ElementStep {
    let count: Int

    func apply(to element: Element, in context: LoweringContext) throws(RenderError) -> Element {
        guard (1...1_000).contains(count) else {
            throw .invalidValue(path: context.path, name: "gridCellColumns", value: "\(count)", reason: "must be a whole number from 1 to 1000")
        }
        element.gridCell.columns = count
        return element
    }
}

extension Modifier {
    /// The cell spans `count` columns of its `Grid` row (1…1000).
    public static func gridCellColumns(_ count: Int) -> Modifier { Modifier(GridCellColumnsModifier(count: count)) }
}

extension View {
    /// The cell spans `count` columns of its `Grid` row (1…1000).
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self> { modifier(.gridCellColumns(count)) }
}

extension SceneModifier {
    static let gridCellColumns = SceneModifier(
        "gridCellColumns", value: "whole number from 1 to 1000 — columns the cell spans in its `gridRow`"
    ) { value throws(RenderError) in
        let count = try value.number()
        guard count == count.rounded(), (1...1_000).contains(count) else {
            throw .scene(path: value.path, reason: "must be a whole number from 1 to 1000")
        }
        return .gridCellColumns(Int(count))
    }
}
