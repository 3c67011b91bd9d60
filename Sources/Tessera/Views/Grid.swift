import TesseraGeometry
import TesseraLayout

/// Views in rows and columns that line up (SwiftUI's `Grid`): each `GridRow` child is a row and
/// each of its views a cell, in the next column; any other child is a row of its own spanning
/// every column (a `Divider` between rows). Lowered onto a CSS grid with one track per column
/// and per row.
///
/// As in SwiftUI, a column is as wide as its widest cell and a row as tall as its tallest, and
/// the grid hugs its cells; a cell that expands (a color, a shape, `.frame(maxWidth: .infinity)`)
/// makes its column (or row) take the room left over (`minmax(auto, 1fr)`) and the grid take
/// all the room offered, unless `.gridCellUnsizedAxes` says otherwise. A child outside any row
/// that expands, such as a `Divider`, makes the grid as wide as offered, as in SwiftUI; CSS
/// shares the extra equally among the `auto` columns. `.gridCellUnsizedAxes(.horizontal)` keeps
/// it to the other rows' width.
///
/// Cells are placed in their area by `.gridCellAnchor`, else the column's
/// `.gridColumnAlignment` and the row's alignment, else `alignment`.
///
/// Differences from SwiftUI, from what CSS grid can say:
/// - `firstTextBaseline` asks for CSS's `align-self: baseline`, which TesseraLayout's grid
///   treats as `start` until it aligns baselines in rows.
/// - `gridCellAnchor` takes one of the nine `Alignment`s, not any `UnitPoint`: CSS aligns an
///   item at the start, center or end of its area.
/// - A `GridRow` with modifiers of its own (`.padding`, `.background`) is a view like any other:
///   a row of its own spanning every column, its views side by side as in an `HStack`.
public struct Grid: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: LengthValue?
    let verticalSpacing: LengthValue?
    let content: ViewList

    /// A grid whose cells sit in their areas by `alignment`, with `horizontalSpacing` between
    /// columns and `verticalSpacing` between rows (nil: the `space.stack` token, as stacks).
    public init(alignment: Alignment = .center, horizontalSpacing: LengthValue? = nil, verticalSpacing: LengthValue? = nil,
                @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        let theme = context.environment.theme
        let columnGap = (horizontalSpacing ?? .stack).points(in: theme)
        let rowGap = (verticalSpacing ?? .stack).points(in: theme)
        try context.check(columnGap, "horizontalSpacing")
        try context.check(rowGap, "verticalSpacing")
        let rows = try content.lower(in: context).map(GridRowCells.init)
        let columnCount = max(1, rows.map(\.columnCount).max() ?? 1)

        let grid = Element.grid()
        grid.style.columnGap = columnGap
        grid.style.rowGap = rowGap
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        var flexibleColumns = [Bool](repeating: false, count: columnCount)
        var flexibleRows = [Bool](repeating: false, count: rows.count)
        for (index, row) in rows.enumerated() {
            for (cell, column) in row.placed {
                if columnAlignments[column] == nil { columnAlignments[column] = cell.gridCell.columnAlignment }
                if cell.gridCell.columns == 1 && row.isRow && cell.claimsRoom(along: .horizontal) { flexibleColumns[column] = true }
            }
            flexibleRows[index] = row.placed.contains { $0.cell.claimsRoom(along: .vertical) }
        }
        for (index, row) in rows.enumerated() {
            let rowLines = GridPlacement(start: .line(index + 1))
            let vertical = row.alignment ?? alignment.vertical
            for (cell, column) in row.placed {
                let span = row.isRow ? cell.gridCell.columns : columnCount
                let columnLines = GridPlacement(start: .line(column + 1), end: .span(span))
                let horizontal = span == 1 ? columnAlignments[column] ?? alignment.horizontal : alignment.horizontal
                grid.adoptGridCell(cell, row: rowLines, column: columnLines,
                                   alignment: Alignment(horizontal: horizontal, vertical: vertical))
                grid.expandsHorizontally = grid.expandsHorizontally || cell.claimsRoom(along: .horizontal)
                grid.expandsVertically = grid.expandsVertically || cell.claimsRoom(along: .vertical)
            }
        }
        var style = grid.style.grid
        style.templateColumns = flexibleColumns.map { .single($0 ? .flexible : .auto) }
        style.templateRows = flexibleRows.map { .single($0 ? .flexible : .auto) }
        grid.style.grid = style
        return [grid]
    }
}

/// One row of a `Grid`: a `GridRow`'s cells in their columns, or a child outside any row,
/// spanning them all.
struct GridRowCells {
    /// Whether the child was a `GridRow` (else it spans every column).
    let isRow: Bool
    let alignment: VerticalAlignment?
    /// Each cell with its first column.
    let placed: [(cell: Element, column: Int)]
    /// Columns the row fills (spans counted).
    let columnCount: Int

    init(_ child: Element) {
        guard let mark = child.gridRow, let cells = mark.cells(of: child) else {
            isRow = false
            alignment = nil
            placed = [(child, 0)]
            columnCount = 1
            return
        }
        isRow = true
        alignment = mark.alignment
        var column = 0
        var placed: [(Element, Int)] = []
        for cell in cells {
            placed.append((cell, column))
            column += cell.gridCell.columns
        }
        self.placed = placed
        columnCount = column
    }
}

extension GridTrackSize {
    /// A track that takes the room left over but never less than its content's minimum
    /// (`minmax(auto, 1fr)`).
    static let flexible = GridTrackSize(.fr(1))
}
