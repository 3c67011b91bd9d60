import TesseraGeometry

/// SwiftUI's `gridColumnAlignment(_:)`: every cell of the view's `Grid` column sits in its area
/// by this horizontal alignment (the first cell of a column that says one wins).
struct GridColumnAlignmentModifier: ElementStep {
    let alignment: HorizontalAlignment

    func apply(to element: Element, in context: LoweringContext) -> Element {
        element.gridCell.columnAlignment = alignment
        return element
    }
}

extension Modifier {
    /// Every cell of the view's `Grid` column is aligned horizontally by `alignment`.
    public static func gridColumnAlignment(_ alignment: HorizontalAlignment) -> Modifier {
        Modifier(GridColumnAlignmentModifier(alignment: alignment))
    }
}

extension View {
    /// Every cell of the view's `Grid` column is aligned horizontally by `alignment`.
    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> ModifiedContent<Self> {
        modifier(.gridColumnAlignment(alignment))
    }
}

extension SceneModifier {
    static let gridColumnAlignment = SceneModifier(
        "gridColumnAlignment", value: "`leading`, `center`, `trailing` — for every cell of the view's `grid` column"
    ) { value throws(RenderError) in .gridColumnAlignment(try value.choice(HorizontalAlignment.self)) }
}
