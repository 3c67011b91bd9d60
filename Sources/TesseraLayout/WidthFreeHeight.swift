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
    func heightIgnoresWidth(_ node: Int) -> Bool {
        if styles[node].display == .none { return true }
        if usesPercentages[node] || styles[node].aspectRatio != nil || measures[node] != nil { return false }
        if children[node].isEmpty { return true }
        if styles[node].flexWrap != .nowrap { return false }
        let parentAlignsBaseline = styles[node].alignItems == .baseline
        for child in children[node] {
            let alignSelf = styles[child.index].alignSelf
            if alignSelf == .baseline || (alignSelf == .auto && parentAlignsBaseline) { return false }
            if !heightIgnoresWidth(child.index) { return false }
        }
        return true
    }
}
