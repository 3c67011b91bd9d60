/// CSS Grid §10.6 baseline alignment of items in rows (`alignSelf`/`alignItems: baseline`):
/// the items that align baselines and start in the same row form one baseline-sharing group
/// (first baselines, in the row each starts in); each is shifted down by a shim, the distance
/// from its own baseline to the group's lowest one. §11.5 step 1 adds that shim to the item's
/// row contributions, so the rows grow to hold the aligned items.
extension LayoutTree {
    /// Whether an item aligns its baseline in its row: `baseline` alignment without auto
    /// margins in the block axis (those take the free space instead).
    func alignsGridBaseline(_ child: Int, _ context: GridContext) -> Bool {
        let alignSelf = styles[child].alignSelf
        guard alignSelf == .baseline || (alignSelf == .auto && context.alignItems == .baseline) else { return false }
        return !styles[child].margin.top.isAuto && !styles[child].margin.bottom.isAuto
    }

    /// §11.5 step 1 for the items that align baselines: measures their baselines at their
    /// column areas' widths, adds each one's shim to its row contributions, and answers for
    /// every item its border box's offset from its row area's start edge (nil for items that
    /// do not align baselines). nil when no item aligns baselines, without measuring anything.
    mutating func shimGridBaselineItems(_ items: [Int], _ areas: [GridArea], _ columns: GridTrackSizing,
                                        _ contributions: inout [GridContribution], _ context: GridContext) -> [Double?]? {
        guard items.contains(where: { alignsGridBaseline($0, context) }) else { return nil }
        // Each item's baseline from its margin box's top, and the lowest per start row.
        var baselines = [(baseline: Double, marginTop: Double)?](repeating: nil, count: items.count)
        var shared: [Int: Double] = [:]
        for (index, (child, area)) in zip(items, areas).enumerated() where alignsGridBaseline(child, context) {
            let areaWidth = columns.area(area.columns).size
            let box = ResolvedBox(styles[child], parentWidth: areaWidth, parentHeight: nil)
            let width = gridItemWidth(child, areaWidth: areaWidth, box: box, context)
            let output = computeNode(child, LayoutInput(
                knownWidth: width, knownHeight: nil, parentWidth: areaWidth, parentHeight: nil,
                availableWidth: .definite(areaWidth), availableHeight: .maxContent, needsBaseline: true), performLayout: false)
            let baseline = box.margin.top + (output.baseline ?? output.height)
            baselines[index] = (baseline, box.margin.top)
            shared[area.rows.lowerBound] = max(shared[area.rows.lowerBound] ?? 0, baseline)
        }
        var offsets = [Double?](repeating: nil, count: items.count)
        for index in items.indices {
            guard let (baseline, marginTop) = baselines[index], let row = shared[areas[index].rows.lowerBound] else { continue }
            let shim = row - baseline
            contributions[index].minimum += shim
            contributions[index].minContent += shim
            contributions[index].maxContent += shim
            offsets[index] = shim + marginTop
        }
        return offsets
    }
}
