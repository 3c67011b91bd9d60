/// Nodes whose height cannot depend on their width, so that a re-layout that only widens them
/// need not size their subtree again to learn their height.
///
/// In a deep tree, one leaf's new width changes the widths of its ancestors' other descendants
/// (flex-grow shares the new free space), and each of them is asked its height for the new width
/// before it is laid out at it: sizing and then laying out every widened subtree. When nothing in a
/// subtree turns width into height (no measured content, which wraps; no aspect ratio; no
/// percentage, which may resolve against a width; no wrapping; no baseline alignment, which moves
/// items by their content), each node's height is fixed by its style and its descendants'
/// heights: the height found at the old width is the height at the new one.
extension LayoutTree {
    /// Whether the node's height, laid out at any width, is the same. Walks the subtree (cheap
    /// next to sizing it), stopping at the first node that could turn width into height.
    /// `inBaselineRow`: the node's parent aligns items by their baselines unless they say otherwise.
    func heightIgnoresWidth(_ node: Int, inBaselineRow: Bool = false) -> Bool {
        if usesPercentages[node] || measures[node] != nil { return false }
        let style = styles[node]  // one copy, not one per field read
        if style.display == .none { return true }
        if style.aspectRatio != nil || style.alignSelf == .baseline || (style.alignSelf == .auto && inBaselineRow) {
            return false
        }
        if children[node].isEmpty { return true }
        if style.flexWrap != .nowrap { return false }
        let alignsBaseline = style.alignItems == .baseline
        for child in children[node] where !heightIgnoresWidth(child.index, inBaselineRow: alignsBaseline) {
            return false
        }
        return true
    }
}
