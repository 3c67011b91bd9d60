/// What the last full layout of a big flex container left behind, so that a re-layout after a
/// few of its children changed redoes only the flex lines those children can affect.
///
/// The per-node cache answers "same inputs, same subtree": it cannot help the parent of a
/// changed child, which must run the flex algorithm again. For a container of a few children
/// that is cheap; for one row wrapping thousands of items it would cost nearly a full layout.
/// But an item's flex base size depends only on the item and the container's inputs, and a
/// flex line only on the items in it (CSS Flexbox §9.3-9.7), so with the same inputs:
/// - items that did not change keep their flex base and hypothetical sizes;
/// - lines before the first changed item's line keep their break points, sizes and items (but
///   the line before it may take that item if it is the first of its line and shrank);
/// - breaking again from that line, once a new line starts where an old one did after the last
///   changed item, every following line is the old one again (same items, same limit);
/// - only `align-content` and the container's final size can still move those lines, and a moved
///   line just places its items again at their old places in it (their sizes, hence their
///   subtrees, are unchanged); a line that did not move, along edges that did not move (a row
///   whose height changed does not move its lines above the change), is not visited at all.
///
/// Kept only for containers with at least `minimumChildren` children, all in flow, whose main
/// size (and for a column, cross size) is known before their items are sized: then no item's
/// inputs depend on its siblings.
struct RetainedLines {
    static let minimumChildren = 32

    var key: LayoutCache.Key
    /// Every item after the last layout (index = position among the container's children).
    var items: [FlexItem]
    var lines: [FlexLine]
    var finalWidth: Double
    var finalHeight: Double
    /// Where its items' coordinates counted from: a line whose offset and origin are unchanged
    /// keeps its children's frames as they are.
    var origin: ContentOrigin
    /// Whether some child's percentages or insets resolve against the container's size.
    var anyChildSeesSize: Bool
    /// Positions (among the children) of children marked dirty since that layout.
    var dirty: [Int] = []
}

/// A flex line of a re-layout, by what it needs.
enum LineState {
    /// New break points or new items: flexed, sized and placed from scratch.
    case fresh
    /// The same items as before at the same cross size and position: nothing to do.
    case unchanged
    /// The same items sized as before, but the line moved or the container's size changed:
    /// the items are placed again at their old places in the line, without resizing them.
    case moved
}

extension LayoutTree {
    /// Records on each ancestor of `node` which child leads to the change, and forgets what
    /// `node` itself retained (its own style or content changed).
    mutating func noteDirtyInRetained(_ node: Int) {
        retained[node] = nil
        var child = node
        var index = parents[node]
        while index != -1 {
            retained[index]?.dirty.append(positions[child])
            child = index
            index = parents[index]
        }
    }

    /// Lines for a re-layout (see `RetainedLines`): the old lines before the one holding
    /// `firstDirty` (one line earlier if `firstDirty` starts its line), new ones from there, and
    /// the old ones again from the first new line that starts where an old one did after
    /// `lastDirty`. Returns which lines are new, and how far the old lines kept after them moved
    /// in the list (old index minus new index).
    func recollectLines(_ items: [FlexItem], old: [FlexLine], firstDirty: Int, lastDirty: Int,
                        limit: Double, gap: Double) -> (lines: [FlexLine], fresh: Range<Int>, tailShift: Int) {
        var lineIndex = 0
        while lineIndex + 1 < old.count, old[lineIndex].end <= firstDirty { lineIndex += 1 }
        // A line's first item that got smaller may now fit at the end of the line before.
        if lineIndex > 0, old[lineIndex].start == firstDirty { lineIndex -= 1 }
        // Kept lines start again from their own cross size: align-content stretches them anew.
        var lines: [FlexLine] = []
        // About as many lines as before: growing the list by doubling copied it twice.
        lines.reserveCapacity(old.count + 8)
        for line in old[..<lineIndex] {
            var kept = line
            kept.crossSize = line.naturalCrossSize
            lines.append(kept)
        }
        var oldCursor = lineIndex
        let resumed = breakLines(items, from: old[lineIndex].start, limit: limit, gap: gap, into: &lines) { start in
            guard start > lastDirty else { return false }
            while oldCursor < old.count, old[oldCursor].start < start { oldCursor += 1 }
            return oldCursor < old.count && old[oldCursor].start == start
        }
        let freshEnd = lines.count
        if resumed {
            for index in oldCursor..<old.count {
                var line = old[index]
                line.crossSize = line.naturalCrossSize
                lines.append(line)
            }
        }
        return (lines, lineIndex..<freshEnd, oldCursor - freshEnd)
    }
}
