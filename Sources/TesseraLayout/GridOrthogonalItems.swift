/// Grid items whose writing mode is orthogonal to their grid's (CSS Writing Modes 4 §7.3).
extension LayoutTree {
    /// CSS Grid §12.1 step 1: while the columns are sized, an orthogonal item's lines run along
    /// its rows, which are not sized yet. It is given the room its rows would have "if any row
    /// with a definite max track sizing function had that size and all other rows were
    /// infinite": the height of its grid area then, nil when indefinite (then its inline room
    /// falls back as `orthogonalInput` says; other items' percentages see no area height then).
    func columnSizingRoomHeight(_ child: Int, rows: Range<Int>, _ grid: PlacedGrid, rowGap: Double) -> Double? {
        guard isOrthogonalFlow(child) else { return nil }
        var room = rowGap * Double(max(0, rows.count - 1))
        for row in rows {
            guard row < grid.rowSizes.count, case .points(let size) = grid.rowSizes[row].max else { return nil }
            room += size
        }
        return room
    }
}
