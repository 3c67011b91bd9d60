/// Intrinsic widths of flex containers whose width nothing decides (CSS Flexbox §9.9.1), as
/// Chromium's LayoutNG computes them rather than as the spec's draft algorithm reads: browsers
/// agree with each other on these, not with the spec text, and layouts must match browsers.
///
/// Both axes return content-box widths; the caller clamps them by the container's min/max width.
/// Definite available space fits the result as fit-content: `min(max-content, max(min-content, space))`.
extension LayoutTree {
    /// The width a row container takes from its items.
    ///
    /// Each item contributes its min-/max-content contribution (its content size, or its specified
    /// width, clamped by its min/max width), except that an item whose flex basis is definite and
    /// that cannot move toward its contribution (a larger one and no flex-grow, a smaller one and
    /// no flex-shrink) contributes its hypothetical main size: `flex: 0 0 50px` counts as 50
    /// whatever its content. A single line sums the contributions with margins and gaps; a
    /// wrapping container's min-content width is its widest item (outer min-content contribution,
    /// unadjusted), and its max-content width is never below that.
    ///
    /// A balanced row (`flex-wrap: balance`) of at least two lines is as wide, at max-content, as
    /// its longest line once its items balance over that many lines with no limit (as Chromium).
    mutating func intrinsicRowWidth(_ items: inout [FlexItem], wraps: Bool, balancedLineCount: Int?, gap: Double,
                                    available: AvailableSpace,
                                    parentWidth: Double?, parentHeight: Double?,
                                    availableCross: AvailableSpace) -> Double {
        let gaps = gap * Double(max(0, items.count - 1))
        func contribution(_ tree: inout LayoutTree, _ item: FlexItem, minContent: Bool) -> Double {
            let height = item.sizeCross ?? item.definiteStretchedCross
            let size: Double
            if let ratio = item.aspectRatio, let height, tree.styles[item.node].width.resolve(parentWidth) == nil {
                // A width the ratio gives from a definite height, floored by the content's.
                size = max(item.mainFromCross(height, isRow: true, ratio: ratio), tree.ratioWidthMinimum(item, isRow: true))
            } else {
                size = item.sizeMain ?? item.capWidthByRatio(tree.sizeChild(
                    item, isRow: true, main: nil, cross: height,
                    availableMain: minContent ? .minContent : .maxContent, availableCross: availableCross,
                    parentWidth: parentWidth, parentHeight: parentHeight).main, isRow: true)
            }
            // (An automatic minimum not resolved yet is 0 here; one an aspect ratio transferred counts.)
            return max(max(min(size, item.maxMain), item.minMain), item.paddingBorderMain)
        }
        func adjusted(_ contribution: Double, _ item: FlexItem, _ tree: borrowing LayoutTree) -> Double {
            // A percentage flex basis does not resolve here (the width is being found): not definite.
            // Nor is `content`, even where a ratio gave it from the height (as Chromium).
            guard !item.basisFromContent, !item.basisIsPercent, tree.styles[item.node].flexBasis != .content else {
                return contribution
            }
            let cannotMove = (contribution > item.flexBasis && item.grow == 0)
                || (contribution < item.flexBasis && item.shrink == 0)
            return cannotMove ? item.hypotheticalMain : contribution
        }
        /// A wrapping container's min-content width: its widest item.
        func largestMinContent(_ tree: inout LayoutTree, _ items: [FlexItem]) -> Double {
            var largest = 0.0
            for item in items { largest = max(largest, contribution(&tree, item, minContent: true) + item.marginMain) }
            return largest
        }
        func minContentWidth(_ tree: inout LayoutTree, _ items: [FlexItem]) -> Double {
            if wraps { return largestMinContent(&tree, items) }
            var sum = gaps
            for item in items { sum += adjusted(contribution(&tree, item, minContent: true), item, tree) + item.marginMain }
            return sum
        }
        func maxContentWidth(_ tree: inout LayoutTree, _ items: [FlexItem]) -> Double {
            var sum = gaps
            var largestOuter = 0.0
            var outers: [Double] = []
            let balances = (balancedLineCount ?? 1) > 1
            for item in items {
                let size = contribution(&tree, item, minContent: false)
                sum += adjusted(size, item, tree) + item.marginMain
                largestOuter = max(largestOuter, size + item.marginMain)
                if balances { outers.append(adjusted(size, item, tree) + item.marginMain) }
            }
            if balances, let balancedLineCount {
                sum = Self.longestBalancedLine(outers, gap: gap, minLineCount: balancedLineCount)
            }
            // Only an item held below its contribution (or negative margins) can leave the widest
            // item wider than the sum; only then is the min-content width worth computing.
            if wraps, sum < largestOuter { sum = max(sum, largestMinContent(&tree, items)) }
            return sum
        }
        let result: Double
        switch available {
        case .maxContent:
            result = maxContentWidth(&self, items)
        case .minContent:
            result = minContentWidth(&self, items)
        case .definite(let space):
            let maxContent = maxContentWidth(&self, items)
            if maxContent <= space {
                result = maxContent
            } else {
                let minContent = minContentWidth(&self, items)
                result = min(max(maxContent, minContent), max(minContent, space))
            }
        }
        return max(0, result)
    }

    /// The longest of the lines `sizes` balance into, at least `minLineCount` of them, with no limit.
    private static func longestBalancedLine(_ sizes: [Double], gap: Double, minLineCount: Int) -> Double {
        var balancing = FlexLineBalancing(sizes: sizes, limit: .infinity, gap: gap)
        var longest = 0.0
        for line in balancing.lines(minLineCount: minLineCount) where line.end > line.start {
            longest = max(longest, sizes[line.start..<line.end].reduce(gap * Double(line.end - line.start - 1), +))
        }
        return longest
    }

    /// The width a column container takes from its items: its inline size, decided before its
    /// lines are laid out (then definite for them), as for a block.
    ///
    /// A single-line column is as wide as its widest item (outer min-/max-content contribution).
    /// A wrapping column's min-content width is also its widest item's min-content contribution;
    /// its max-content width comes from laying out its lines with every item as wide as its
    /// max-content contribution: the sum of those lines' widths and the gaps between them. (The
    /// final layout then sizes items against the width this gives, so its lines may differ.)
    mutating func intrinsicColumnWidth(_ items: [FlexItem], axes: FlexAxes, available: AvailableSpace,
                                       innerMain: Double?, lineLimit: Double?, mainGap: Double, crossGap: Double,
                                       availableMain: AvailableSpace) -> Double {
        func contribution(_ tree: inout LayoutTree, _ item: FlexItem, minContent: Bool) -> Double {
            // A specified height is used clamped by min/max: where the item's own lines break.
            let height = item.sizeMain.map(item.clampMain)
            let size = item.sizeCross ?? tree.computeNode(item.node, LayoutInput(
                knownWidth: nil, knownHeight: height, parentWidth: nil, parentHeight: innerMain,
                availableWidth: minContent ? .minContent : .maxContent, availableHeight: .maxContent,
                contentSizedAxis: .width), performLayout: false).width
            if item.sizeCross == nil { return item.clampCross(item.capWidthByRatio(size, isRow: false)) }
            // A width the ratio gives from a definite height is floored by the content's.
            let fromRatio = item.hasTransferredCross && item.crossIsAuto && item.sizeMain != nil
            return item.clampCross(fromRatio ? max(size, tree.ratioWidthMinimum(item, isRow: false)) : size)
        }
        func minContentWidth(_ tree: inout LayoutTree, _ items: [FlexItem]) -> Double {
            var largest = 0.0
            for item in items { largest = max(largest, contribution(&tree, item, minContent: true) + item.marginCross) }
            return largest
        }
        func maxContentWidth(_ tree: inout LayoutTree, _ items: [FlexItem]) -> Double {
            guard axes.isWrap else {
                var largest = 0.0
                for item in items {
                    largest = max(largest, contribution(&tree, item, minContent: false) + item.marginCross)
                }
                return largest
            }
            // Each item is as wide as its max-content contribution (held as the cross size its
            // main size is found at), then the items break into lines as in layout. Sized in a
            // copy: the automatic minimums found at those widths must not floor the min-content
            // width through a ratio (`flex-wrap-column-min-content` fixtures).
            var items = items
            for index in items.indices {
                let width = contribution(&tree, items[index], minContent: false)
                items[index].stretchedCross = width
                items[index].hypotheticalCross = width
                items[index].crossSize = width
                tree.determineFlexBase(&items[index], axes: axes, innerMain: innerMain, parentWidth: nil,
                                       parentHeight: innerMain, availableMain: availableMain,
                                       availableCross: .maxContent)
            }
            let lines = tree.collectLines(items, limit: lineLimit, gap: mainGap, balancedLineCount: axes.balancedLineCount)
            var sum = crossGap * Double(max(0, lines.count - 1))
            for var line in lines {
                tree.sizeLineCross(&line, items: items, axes: axes)
                sum += line.crossSize
            }
            return sum
        }
        let result: Double
        switch available {
        case .maxContent:
            result = maxContentWidth(&self, items)
        case .minContent:
            result = minContentWidth(&self, items)
        case .definite(let space):
            let maxContent = maxContentWidth(&self, items)
            result = maxContent <= space ? maxContent : min(maxContent, max(minContentWidth(&self, items), space))
        }
        return max(0, result)
    }
}

extension LayoutTree {
    /// In a wrapping column, an item of auto width that is not stretched ends up fit-content
    /// within its line's width rather than the container's (as Chromium lays it out): in a line
    /// that a wider sibling made wider than the container, it takes up to that width. Its main
    /// size, already flexed, stays. (A line no wider than the container changes nothing: the item
    /// was sized against the container and fits the line.)
    mutating func fitItemWidthsToLine(_ items: inout [FlexItem], line: FlexLine, innerWidth: Double,
                                      parentWidth: Double?, parentHeight: Double?) {
        guard line.crossSize > innerWidth else { return }
        for index in line.start..<line.end {
            let item = items[index]
            guard !item.stretches, item.sizeCross == nil, item.aspectRatio == nil else { continue }
            // Its flexed height is as definite as when its width was first found (see
            // `hypotheticalCrossFromContent`): a stretched child of it must not see more.
            items[index].crossSize = sizeChild(
                item, isRow: false, main: item.targetMain, cross: nil, availableMain: .definite(item.targetMain),
                availableCross: .definite(line.crossSize), parentWidth: parentWidth, parentHeight: parentHeight,
                knownHeightIsDefinite: item.flexedHeightIsDefinite(columnHeightIsDefinite: parentHeight != nil)).cross
        }
    }
}
