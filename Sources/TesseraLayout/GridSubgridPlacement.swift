/// CSS Grid Level 2 §9 placement in a subgrid: "hypothetical implicit grid lines are used to
/// resolve placement as usual when the explicit grid does not have enough lines; however each
/// grid item's grid area is clamped to the subgrid's explicit grid". When that clamping happens
/// decides where auto-placed items land, and the text leaves it open; this follows Chromium
/// (`GridPlacement::RunAutoPlacementAlgorithm`), whose results the fixtures are:
/// - items with definite positions (§8.5 steps 1 and 2) are placed unclamped, past the explicit
///   grid and before it (a negative line adds hypothetical tracks at the start);
/// - then every definite position is clamped, and the auto-placement cursor (step 4) places the
///   rest among the items already placed *where they were placed*, unclamped: an item spanning
///   two rows of a one-row subgrid still blocks the cell below its first one, and the cells of
///   hypothetical leading tracks count from the subgrid's first track (Chromium clamps the lines
///   but keeps its list of placed items);
/// - a subgridded minor axis (columns in row flow) keeps its explicit extent plus those leading
///   tracks, and auto spans are at most that long; spans in the major axis are not limited;
/// - finally every area is clamped (`clampToSubgrid`).
extension LayoutTree {
    /// §9: in a subgridded minor axis the cursor wraps at the explicit grid's end (`limit`, in
    /// lines shifted past the leading tracks), and no auto span is longer than that.
    static func limitSubgriddedMinor(_ minorCount: inout Int, _ minorLines: inout [ResolvedLines], to limit: Int) {
        minorCount = min(minorCount, limit)
        for index in minorLines.indices {
            if case .auto(let span) = minorLines[index], span > limit { minorLines[index] = .auto(span: max(1, limit)) }
        }
    }

    /// Before §8.5 step 4: the positions placed so far (`major`, `minor`) and the definite minor
    /// lines of the items still to place, in each subgridded axis, moved back by its leading
    /// tracks and clamped to its explicit grid. Answers the leading track counts from here on
    /// (none in a subgridded axis). The occupancy the cursor searches keeps the unclamped areas.
    static func clampToSubgridArea(_ subgridded: GridAxes, isRowFlow: Bool, explicit: (columns: Int, rows: Int),
                                   leading: (columns: Int, rows: Int), major: inout [Range<Int>?],
                                   minor: inout [Range<Int>?], minorLines: inout [ResolvedLines]) -> (Int, Int) {
        let minorAxis: GridAxes = isRowFlow ? .columns : .rows
        let majorAxis: GridAxes = isRowFlow ? .rows : .columns
        func clamp(_ range: Range<Int>, _ axis: GridAxes) -> Range<Int> {
            let (count, offset) = axis == .columns ? (explicit.columns, leading.columns) : (explicit.rows, leading.rows)
            return range.shifted(-offset).clamped(toTracks: count)
        }
        for index in major.indices {
            if subgridded.contains(majorAxis), let range = major[index] { major[index] = clamp(range, majorAxis) }
            if subgridded.contains(minorAxis) {
                if let range = minor[index] {
                    minor[index] = clamp(range, minorAxis)
                } else if case .definite(let range) = minorLines[index] {
                    minorLines[index] = .definite(clamp(range, minorAxis))
                }
            }
        }
        return (subgridded.contains(.columns) ? 0 : leading.columns, subgridded.contains(.rows) ? 0 : leading.rows)
    }
}
