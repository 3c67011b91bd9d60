/// SwiftUI's `gridCellUnsizedAxes(_:)`: along these axes the cell asks its `Grid` for no room
/// of its own and takes the size the other cells give its column or row (a `Divider` or a color
/// as wide as the rows around it, rather than the whole width offered).
struct GridCellUnsizedAxesModifier: ElementStep {
    let axes: Axis.Set

    func apply(to element: Element, in context: LoweringContext) -> Element {
        element.gridCell.unsizedAxes = axes
        return element
    }
}

extension Modifier {
    /// Along `axes` the cell takes the size the other cells give its `Grid` tracks.
    public static func gridCellUnsizedAxes(_ axes: Axis.Set) -> Modifier { Modifier(GridCellUnsizedAxesModifier(axes: axes)) }
}

extension View {
    /// Along `axes` the cell takes the size the other cells give its `Grid` tracks.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self> { modifier(.gridCellUnsizedAxes(axes)) }
}

extension SceneModifier {
    static let gridCellUnsizedAxes = SceneModifier(
        "gridCellUnsizedAxes", value: "`horizontal`, `vertical`, `both` — the cell takes the size its `grid` column or row gets from the other cells"
    ) { value throws(RenderError) in .gridCellUnsizedAxes(try value.axes()) }
}
