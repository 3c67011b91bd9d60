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
    /// Whether the node's height, laid out at any width, is the same.
    /// `inBaselineRow`: the node's parent aligns items by their baselines unless they say otherwise.
    mutating func heightIgnoresWidth(_ node: Int, inBaselineRow: Bool = false) -> Bool {
        guard subtreeIgnoresWidth(node) else { return false }
        // Read in place: binding the whole Style would copy it.
        if styles[node].display == .none { return true }
        let alignSelf = styles[node].alignSelf
        return !(alignSelf == .baseline || (alignSelf == .auto && inBaselineRow))
    }

    /// `heightIgnoresWidth` but for the node's own alignment in its parent: what the node's
    /// style, measure and subtree decide. Answered from `widthFree`, a memo, else found by
    /// walking the subtree (which then memoizes every node it asked). Asked at every widened
    /// node of a re-layout, a walk each time cost about a tenth of the re-layout of a deep tree.
    mutating func subtreeIgnoresWidth(_ node: Int) -> Bool {
        switch widthFree[node] {
        case WidthFree.yes: return true
        case WidthFree.no: return false
        default: break
        }
        let answer = findSubtreeIgnoresWidth(node)
        widthFree[node] = answer ? WidthFree.yes : WidthFree.no
        return answer
    }

    private mutating func findSubtreeIgnoresWidth(_ node: Int) -> Bool {
        if usesPercentages[node] || measures[node] != nil || isWritingModeBoundary(node) { return false }
        if styles[node].display == .none { return true }
        // A grid's rows are sized at its columns' widths, which its own width decides.
        if styles[node].aspectRatio != nil || styles[node].display == .grid { return false }
        if children[node].isEmpty { return true }
        if styles[node].flexWrap != .nowrap { return false }
        let alignsBaseline = styles[node].alignItems == .baseline
        for child in children[node] where !heightIgnoresWidth(child.index, inBaselineRow: alignsBaseline) {
            return false
        }
        return true
    }
}

/// The states of a node's `LayoutTree.widthFree` memo. The answer depends on the node's style,
/// measure and children and on everything in its subtree, all of which change only through
/// `setStyle`, `setMeasure` and `addChild`, which mark the node dirty: `markDirty` forgets the
/// answers of the node and of its ancestors.
enum WidthFree {
    static let unknown: UInt8 = 0
    static let yes: UInt8 = 1
    static let no: UInt8 = 2
}
