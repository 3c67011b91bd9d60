import TesseraGeometry
import TesseraLayout

/// One row of a `Grid` (SwiftUI's `GridRow`): each of its views is a cell, in the next column
/// (a cell with `.gridCellColumns(n)` takes n). `alignment` places the row's cells vertically
/// in their areas (nil: the grid's alignment).
///
/// Outside a `Grid` a row is its views side by side, as an `HStack` with that alignment and the
/// default spacing.
public struct GridRow: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: ViewList

    /// A row whose views are cells, placed vertically by `alignment` (nil: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.content = content()
    }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        let row = Element.container(.row)
        row.style.alignItems = (alignment ?? .center).alignItems
        row.style.columnGap = LengthValue.stack.points(in: context.environment.theme)
        let cells = try content.lower(in: context)
        let cellStyles = cells.map(\.style)
        for cell in cells { row.adopt(cell) }
        row.gridRow = GridRowMark(alignment: alignment, cellStyles: cellStyles, rowStyle: row.style)
        return [row]
    }
}
