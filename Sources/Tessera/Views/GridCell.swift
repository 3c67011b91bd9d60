import TesseraGeometry
import TesseraLayout

extension Element {
    /// Takes `cell` into this grid container at `row` × `column` (nil: auto-placed), aligned in
    /// its area by `alignment` unless it wants the room: a view that expands along an axis (a
    /// color, a shape, `.frame(maxWidth: .infinity)`) stretches to its area there, as SwiftUI
    /// proposes a cell's size and such a view takes all of it.
    ///
    /// A `Divider` is a hairline across its area (a grid has no main axis to tell it otherwise).
    func adoptGridCell(_ cell: Element, row: GridPlacement? = nil, column: GridPlacement? = nil, alignment: Alignment) {
        var grid = cell.style.grid
        if let row { grid.row = row }
        if let column { grid.column = column }
        let anchor = cell.gridCell.anchor ?? alignment
        let stretchesHorizontally = cell.expandsHorizontally || cell.isDivider
        grid.justifySelf = stretchesHorizontally && cell.gridCell.anchor == nil ? .stretch : anchor.horizontal.gridItemAlignment
        cell.style.grid = grid
        if cell.isDivider { cell.style.height = .points(cell.dividerThickness) }
        if cell.style.alignSelf == .auto {
            cell.style.alignSelf = cell.expandsVertically && cell.gridCell.anchor == nil ? .stretch : anchor.vertical.alignSelf
        }
        // A scroll viewport may be smaller than its content, as in a stack (`Element.adopt`).
        if cell.containsHorizontalViewport, cell.style.minWidth == .auto { cell.style.minWidth = .points(0) }
        if cell.containsVerticalViewport, cell.style.minHeight == .auto { cell.style.minHeight = .points(0) }
        containsHorizontalViewport = containsHorizontalViewport || cell.containsHorizontalViewport
        containsVerticalViewport = containsVerticalViewport || cell.containsVerticalViewport
        shrinks = shrinks || cell.shrinks
        children.append(cell)
    }

    /// Whether the cell asks its tracks for all the room there is along `axis` (a view that
    /// expands there and was not told to leave its tracks unsized).
    func claimsRoom(along axis: Axis) -> Bool {
        switch axis {
        case .horizontal: (expandsHorizontally || isDivider) && !gridCell.unsizedAxes.contains(.horizontal)
        case .vertical: expandsVertically && !gridCell.unsizedAxes.contains(.vertical)
        }
    }

    /// An empty `display: grid` container.
    static func grid() -> Element {
        let element = Element(.container)
        element.style.display = .grid
        return element
    }
}

extension HorizontalAlignment {
    /// CSS's `justify-self` for the alignment (start and end follow the layout direction).
    var gridItemAlignment: GridItemAlignment {
        switch self {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        }
    }

    /// CSS's content distribution for the alignment: where tracks that do not fill the grid sit.
    var contentAlignment: AlignContent {
        switch self {
        case .leading: .flexStart
        case .center: .center
        case .trailing: .flexEnd
        }
    }
}

extension VerticalAlignment {
    /// CSS's `align-self` for the alignment (a baseline acts as `start` in a grid).
    var alignSelf: AlignSelf {
        switch self {
        case .top: .flexStart
        case .center: .center
        case .bottom: .flexEnd
        case .firstTextBaseline: .baseline
        }
    }

    /// CSS's content distribution for the alignment (a first text baseline is the top).
    var contentAlignment: AlignContent {
        switch self {
        case .top, .firstTextBaseline: .flexStart
        case .center: .center
        case .bottom: .flexEnd
        }
    }
}
