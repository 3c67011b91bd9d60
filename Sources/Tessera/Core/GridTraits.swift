import TesseraGeometry
import TesseraLayout

/// What a view says about its cell when it sits in a `Grid` (`gridCellColumns`,
/// `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`). SwiftUI keeps these as
/// traits that pass through other modifiers, so they live on the element and move to a wrapper
/// with its flex-item properties (`Element.wrapping`); only a grid reads them.
struct GridCellTraits: Hashable {
    /// Columns the cell spans, at least 1.
    var columns = 1
    /// The horizontal alignment of every cell in this cell's column.
    var columnAlignment: HorizontalAlignment?
    /// Where the cell sits in its area, over the row's and the column's alignment.
    var anchor: Alignment?
    /// Axes along which the cell takes the size the other cells give its tracks instead of
    /// asking for room of its own.
    var unsizedAxes: Axis.Set = []
}

/// Marks the element a `GridRow` lowered to, so the `Grid` around it takes its children as one
/// row of cells; anywhere else it is a row of views.
///
/// The row lowers as a flex row (what it is outside a grid), which sets its children's flex-item
/// properties; the mark keeps their styles from before, so a grid takes the cells as they were.
struct GridRowMark {
    /// The vertical alignment of the row's cells (nil: the grid's).
    var alignment: VerticalAlignment?
    /// Each child's style before the row adopted it, in order.
    var cellStyles: [Style]
    /// The row's own style when lowered: a modifier that changed it (padding folded in, a frame)
    /// makes the row a view of its own again.
    var rowStyle: Style

    /// The row's cells with their styles from before the row adopted them, or nil when the
    /// element was changed after the row lowered (it is then a plain view).
    func cells(of row: Element) -> [Element]? {
        // Lowering gives the row its layout direction after the row made the mark.
        var style = row.style
        style.direction = rowStyle.direction
        guard style == rowStyle, row.decorations.isEmpty, row.children.count == cellStyles.count else { return nil }
        for (cell, style) in zip(row.children, cellStyles) { cell.style = style }
        return row.children
    }
}
