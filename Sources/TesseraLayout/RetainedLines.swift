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

    /// Lines for a re-layout (see `RetainedLines`): the old lines before the one holding the
    /// first changed item (one line earlier if that item starts its line), new ones from there,
    /// and the old ones again from the first new line that starts where an old one did after the
    /// last changed item. Nil for a layout that keeps nothing.
    func recollectLines(_ items: [FlexItem], reuse: FlexReuse, limit: Double, gap: Double) -> FlexLines? {
        guard let previous = reuse.previous, let firstDirty = previous.dirty.min(),
              let lastDirty = previous.dirty.max() else { return nil }
        let old = previous.lines
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
        return FlexLines(lines: lines, fresh: lineIndex..<freshEnd, tailShift: oldCursor - freshEnd)
    }
}

/// The incremental layer around the flex algorithm: what one visit of a container takes from
/// its last layout (`RetainedLines`), how the algorithm's steps consult it, and what the visit
/// leaves for the next. The steps themselves know only that a kept item needs no flex base
/// size, a kept line no flexing, and a line that stands as before no placing.
struct FlexReuse {
    /// Whether this visit may keep its items and lines for the next re-layout.
    var retains: Bool
    let key: LayoutCache.Key
    /// What the last layout left, when this visit can build on it.
    var previous: RetainedLines?
    /// Whether some item's percentages or insets resolve against the container's size, so that
    /// a re-layout that changes it must place every item again. Found while the items are made,
    /// from two bytes per child, rather than from the items when a re-layout first needs it: that
    /// read all of a big container's items, and made its first re-layout cost twice a later one.
    /// A changed child can only add one.
    var anyChildSeesSize = false

    mutating func noteItem(seesSize: Bool) {
        if seesSize { anyChildSeesSize = true }
    }

    /// When the container's size changed, children whose percentages or insets resolve against
    /// it must be placed again even where their line did not move.
    func childrenSeeSize(width: Double, height: Double) -> Bool {
        guard let previous, previous.finalWidth != width || previous.finalHeight != height else { return false }
        return anyChildSeesSize
    }

    /// How a line of this layout stands against the last layout's.
    func state(ofLine lineIndex: Int, in lines: FlexLines, origin: ContentOrigin, childrenSeeSize: Bool) -> LineState {
        guard let previous, !lines.fresh.contains(lineIndex) else { return .fresh }
        let line = lines.lines[lineIndex]
        let old = previous.lines[lineIndex < lines.fresh.lowerBound ? lineIndex : lineIndex + lines.tailShift]
        if old.crossSize != line.crossSize { return .fresh }  // stretched differently by align-content
        if old.crossOffset == line.crossOffset, !childrenSeeSize, previous.origin.placesLike(origin) { return .unchanged }
        return .moved
    }
}

extension LayoutTree {
    /// Starts a container visit: takes what the container retained (any layout replaces it: its
    /// children's frames no longer match it) and keeps it for reuse when this is a re-layout
    /// with the same inputs in which no item's inputs can depend on its siblings. (A column whose
    /// width is unknown takes it from all its items' intrinsic widths first.) Returns the item
    /// buffer to fill.
    @inline(__always)
    mutating func beginReuse(_ context: borrowing FlexContext) -> (FlexReuse, [FlexItem]) {
        let node = context.node
        let retains = context.performLayout && children[node].count >= RetainedLines.minimumChildren
            && context.innerMain != nil && (context.axes.isRow || context.innerCross != nil)
        var reuse = FlexReuse(retains: retains, key: LayoutCache.Key(context.input))
        guard context.performLayout, !retained.isEmpty, var kept = retained.removeValue(forKey: node) else {
            // Item buffers are reused across containers (a stack, since layout recurses):
            // allocating one per container visit was a measurable share of layout time.
            return (reuse, itemBuffers.popLast() ?? [])
        }
        let items = kept.items
        kept.items = []
        if retains, kept.key == reuse.key, items.count == children[node].count,
           kept.dirty.allSatisfy({ isInFlow(children[node][$0].index) }) {
            reuse.anyChildSeesSize = kept.anyChildSeesSize || kept.dirty.contains { childSeesSize(children[node][$0].index) }
            reuse.previous = kept
        }
        return (reuse, items)
    }

    /// The changed items of a re-layout, made again with their flex base sizes.
    mutating func remakeChangedItems(_ items: inout [FlexItem], _ dirty: [Int], _ context: borrowing FlexContext) {
        for position in dirty {
            items[position] = makeItem(children[context.node][position].index, alignItems: context.alignItems,
                                       itemsPosition: context.alignItemsPosition, axes: context.axes, parentWidth: context.itemParentWidth,
                                       parentHeight: context.itemParentHeight, innerCross: context.stretchInnerCross,
                                       crossIsDefinite: context.crossIsDefinite)
            determineFlexBase(&items[position], context)
        }
    }

    /// Ends a container visit: keeps its items and lines for the next re-layout, or hands the
    /// item buffer back.
    mutating func endReuse(_ reuse: FlexReuse, node: Int, items: [FlexItem], lines: [FlexLine],
                           placement: FlexPlacement) {
        guard reuse.retains else { return itemBuffers.append(items) }
        retained[node] = RetainedLines(key: reuse.key, items: items, lines: lines, finalWidth: placement.finalWidth,
                                       finalHeight: placement.finalHeight, origin: placement.origin,
                                       anyChildSeesSize: reuse.anyChildSeesSize)
    }
}
