import TesseraGeometry

/// SwiftUI's `gridCellAnchor(_:)`: where the cell sits in its `Grid` area, over its row's and
/// column's alignment. SwiftUI takes any `UnitPoint`; CSS aligns an item only at the start,
/// center or end of its area, so Tessera takes the nine `Alignment`s.
struct GridCellAnchorModifier: ElementStep {
    let anchor: Alignment

    func apply(to element: Element, in context: LoweringContext) -> Element {
        element.gridCell.anchor = anchor
        return element
    }
}

extension Modifier {
    /// The cell sits at `anchor` in its `Grid` area, whatever its row and column say.
    public static func gridCellAnchor(_ anchor: Alignment) -> Modifier { Modifier(GridCellAnchorModifier(anchor: anchor)) }
}

extension View {
    /// The cell sits at `anchor` in its `Grid` area, whatever its row and column say.
    public func gridCellAnchor(_ anchor: Alignment) -> ModifiedContent<Self> { modifier(.gridCellAnchor(anchor)) }
}

extension SceneModifier {
    static let gridCellAnchor = SceneModifier(
        "gridCellAnchor", value: "alignment — where the cell sits in its `grid` area"
    ) { value throws(RenderError) in .gridCellAnchor(try value.alignment()) }
}
