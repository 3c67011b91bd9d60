/// CSS Grid Layout Level 1 for one container visit, as named steps after the specification's
/// sections (as `computeFlexContainer` follows Flexbox §9): the explicit grid (§7, in
/// `GridContext`), placement (§8, `GridPlacement.swift`), the grid sizing algorithm (§11.1:
/// columns, then rows at the columns' sizes; `GridTrackSizing.swift`) and alignment (§10).
///
/// Not yet: subgrid, named lines and areas, `dense` packing,
/// baseline alignment of items (the grid's own baseline is its first row's first item's), items whose automatic minimum is limited by a
/// spanned flexible track, and grid lines on absolutely positioned children (their area is
/// always the padding box).
extension LayoutTree {
    mutating func computeGridContainer(_ node: Int, _ input: LayoutInput, performLayout: Bool) -> LayoutOutput {
        var context = GridContext(node: node, style: styles[node], direction: directions[node], input: input,
                                  performLayout: performLayout)
        if !sizingKeywordNodes.isEmpty {
            resolveChildSizingKeywords(node, kind: .grid, width: context.innerWidth, height: context.innerHeight,
                                       constraint: input.availableWidth)
        }
        let (items, absolutes) = generateGridItems(context)
        var placement = placeGridItems(items, explicitColumns: context.explicitColumns.count,
                                       explicitRows: context.explicitRows.count, flow: context.flow)
        var columnSizes = GridContext.trackSizes(count: placement.columnCount, leading: placement.leadingColumns,
                                                 explicit: context.explicitColumns, auto: context.autoColumns)
        var rowSizes = GridContext.trackSizes(count: placement.rowCount, leading: placement.leadingRows,
                                              explicit: context.explicitRows, auto: context.autoRows)
        collapseEmptyAutoFitTracks(&columnSizes, &placement.areas, \.columns,
                                   autoFit: context.autoFitColumns.map { $0.shifted(placement.leadingColumns) })
        collapseEmptyAutoFitTracks(&rowSizes, &placement.areas, \.rows,
                                   autoFit: context.autoFitRows.map { $0.shifted(placement.leadingRows) })
        let columnContributions = measureColumnContributions(items, placement.areas, columnSizes)
        let columns = sizeColumns(columnSizes, columnContributions, &context)
        let rowContributions = measureRowContributions(items, placement.areas, columns, context)
        let rows = sizeRows(rowSizes, rowContributions, &context)
        let width = (context.innerWidth ?? 0) + context.pbWidth
        let height = (context.innerHeight ?? 0) + context.pbHeight
        var baseline: Double?
        if performLayout || input.needsBaseline {
            baseline = alignGridItems(items, placement.areas, columns: columns, rows: rows,
                                      baselineItem: gridBaselineItem(placement.areas), context)
        }
        if performLayout, !absolutes.isEmpty { layoutGridAbsolutes(absolutes, context, width: width, height: height) }
        return LayoutOutput(width: width, height: height, baseline: baseline)
    }

    /// §7.2.3.2 `auto-fit`: the repeated tracks no item occupies collapse, and the gutters on
    /// either side with them. They take no part in sizing or positioning, so they are left out
    /// and the areas renumbered past them (no area covers a collapsed track).
    private func collapseEmptyAutoFitTracks(_ sizes: inout [GridTrackSize], _ areas: inout [GridArea],
                                            _ axis: WritableKeyPath<GridArea, Range<Int>>, autoFit: Range<Int>?) {
        guard let autoFit else { return }
        var occupied = Set<Int>()
        for area in areas { occupied.formUnion(area[keyPath: axis].clamped(to: autoFit)) }
        let collapsed = Set(autoFit.filter { !occupied.contains($0) })
        guard !collapsed.isEmpty else { return }
        var newIndex = [Int](repeating: 0, count: sizes.count + 1)
        var kept: [GridTrackSize] = []
        for index in sizes.indices {
            newIndex[index] = kept.count
            if !collapsed.contains(index) { kept.append(sizes[index]) }
        }
        newIndex[sizes.count] = kept.count
        for index in areas.indices {
            let range = areas[index][keyPath: axis]
            areas[index][keyPath: axis] = newIndex[range.lowerBound]..<newIndex[range.upperBound - 1] + 1
        }
        sizes = kept
    }

    /// §9 absolutely positioned children (with auto lines: their grid area is the padding box):
    /// sized and placed by their insets as in a flex container, and without insets at the
    /// padding box's start, as a start-aligned sole item there (§9.2 static position).
    private mutating func layoutGridAbsolutes(_ children: [Int], _ context: GridContext, width: Double, height: Double) {
        var paddingBox = context.box
        paddingBox.padding = (0, 0, 0, 0)
        var asSoleItem = styles[context.node]
        asSoleItem.flexDirection = .row
        asSoleItem.flexWrap = .nowrap
        asSoleItem.justifyContent = .flexStart
        asSoleItem.alignItems = .flexStart
        let axes = FlexAxes(asSoleItem, direction: directions[context.node])
        for child in children {
            layoutAbsolute(child, container: asSoleItem, box: paddingBox, axes: axes, width: width, height: height)
        }
    }

    /// §6 grid items: the in-flow children in order; hidden ones are laid out as nothing and
    /// absolutely positioned ones are returned apart.
    private mutating func generateGridItems(_ context: GridContext) -> (items: [Int], absolutes: [Int]) {
        var items: [Int] = []
        var absolutes: [Int] = []
        for child in children[context.node] {
            if styles[child.index].display == .none {
                if context.performLayout { hideSubtree(child.index) }
            } else if styles[child.index].position == .absolute {
                absolutes.append(child.index)
            } else {
                items.append(child.index)
            }
        }
        return (items, absolutes)
    }

    /// §11.1 step 1 inputs: each item's outer contributions to the columns, measured with no
    /// width decided (percentages of the grid area are indefinite then).
    private mutating func measureColumnContributions(_ items: [Int], _ areas: [GridArea],
                                                     _ sizes: [GridTrackSize]) -> [GridContribution] {
        var contributions: [GridContribution] = []
        contributions.reserveCapacity(items.count)
        for (child, area) in zip(items, areas) {
            let box = ResolvedBox(styles[child], parentWidth: nil, parentHeight: nil)
            func contribution(_ tree: inout LayoutTree, _ space: AvailableSpace) -> Double {
                tree.computeNode(child, LayoutInput(knownWidth: nil, knownHeight: nil, parentWidth: nil, parentHeight: nil,
                                                    availableWidth: space, availableHeight: .maxContent),
                                 performLayout: false).width + box.marginWidth
            }
            let minContent = contribution(&self, .minContent)
            let maxContent = contribution(&self, .maxContent)
            var minimum = automaticMinimum(styles[child].width, styles[child].minWidth, styles[child].overflow,
                                           content: minContent, outerLimit: box.minWidth + box.marginWidth,
                                           paddingBorder: box.paddingBorderWidth + box.marginWidth)
            if area.columns.count == 1, case .points(let limit) = sizes[area.columns.lowerBound].max {
                // §6.6: a content-based minimum is limited by a fixed maximum track size.
                minimum = min(minimum, max(limit, box.paddingBorderWidth + box.marginWidth))
            }
            contributions.append(GridContribution(tracks: area.columns, minimum: minimum,
                                                  minContent: minContent, maxContent: maxContent))
        }
        return contributions
    }

    /// §6.6 an item's minimum contribution: a set `min-width` (`min-height`), else the
    /// content-based minimum (its contribution, or its specified size) unless it clips overflow.
    private func automaticMinimum(_ size: Dimension, _ minSize: Dimension, _ overflow: Overflow, content: Double,
                                  outerLimit: Double, paddingBorder: Double) -> Double {
        if !minSize.isAuto { return max(outerLimit, paddingBorder) }
        if overflow == .hidden, size.resolve(nil) == nil { return paddingBorder }
        return content
    }

    /// §11.1 step 1 and §11.3: the columns, and the container's width where nothing decided it
    /// (fit-content in definite room, else the constraint's size), sized again at that width.
    private func sizeColumns(_ sizes: [GridTrackSize], _ items: [GridContribution],
                             _ context: inout GridContext) -> GridTrackSizing {
        var columns = runTrackSizing(sizes, items, gap: context.columnGap, space: context.columnSpace,
                                     percentBase: context.innerWidth, distribution: context.justifyContent)
        if context.innerWidth == nil {
            var content = columns.total
            if case .definite(let room) = context.input.availableWidth {
                let available = max(0, room - context.box.marginWidth - context.pbWidth)
                if content > available {
                    let minContent = runTrackSizing(sizes, items, gap: context.columnGap, space: .minContent,
                                                    percentBase: nil, distribution: context.justifyContent).total
                    content = max(minContent, available)
                }
            }
            let width = context.box.clampWidth(content + context.pbWidth) - context.pbWidth
            context.innerWidth = width
            context.resolvePercentGaps()
            columns = runTrackSizing(sizes, items, gap: context.columnGap, space: .definite(width),
                                     percentBase: width, distribution: context.justifyContent)
        }
        columns.positionTracks(context.justifyContent, containerSize: context.innerWidth ?? 0,
                               safe: context.safeAlignment.justifyContent)
        return columns
    }

    /// §11.4–11.8 for one axis.
    private func runTrackSizing(_ sizes: [GridTrackSize], _ items: [GridContribution], gap: Double, space: AvailableSpace,
                                percentBase: Double?, distribution: AlignContent) -> GridTrackSizing {
        var tracks = GridTrackSizing(sizes, gap: gap, space: space, percentBase: percentBase)
        tracks.resolveIntrinsicSizes(items)
        tracks.maximizeTracks()
        tracks.expandFlexibleTracks(items)
        tracks.stretchAutoTracks(distribution)
        return tracks
    }

    /// §11.1 step 2 inputs: each item's outer height at the width its column area gives it.
    private mutating func measureRowContributions(_ items: [Int], _ areas: [GridArea], _ columns: GridTrackSizing,
                                                  _ context: GridContext) -> [GridContribution] {
        var contributions: [GridContribution] = []
        contributions.reserveCapacity(items.count)
        for (child, area) in zip(items, areas) {
            let areaWidth = columns.area(area.columns).size
            let box = ResolvedBox(styles[child], parentWidth: areaWidth, parentHeight: nil)
            let width = gridItemWidth(child, areaWidth: areaWidth, box: box, context)
            let content = computeNode(child, LayoutInput(
                knownWidth: width, knownHeight: nil, parentWidth: areaWidth, parentHeight: nil,
                availableWidth: .definite(areaWidth), availableHeight: .maxContent), performLayout: false).height
                + box.marginHeight
            let minimum = automaticMinimum(styles[child].height, styles[child].minHeight, styles[child].overflow,
                                           content: content, outerLimit: box.minHeight + box.marginHeight,
                                           paddingBorder: box.paddingBorderHeight + box.marginHeight)
            contributions.append(GridContribution(tracks: area.rows, minimum: minimum, minContent: content,
                                                  maxContent: content))
        }
        return contributions
    }

    /// §11.1 step 2: the rows, and the container's height where nothing decided it (the rows'
    /// sum within its min and max height, at which fr and percentage rows are sized again).
    private func sizeRows(_ sizes: [GridTrackSize], _ items: [GridContribution],
                          _ context: inout GridContext) -> GridTrackSizing {
        let space: AvailableSpace = context.innerHeight.map(AvailableSpace.definite)
            ?? (context.input.availableHeight == .minContent ? .minContent : .maxContent)
        var rows = runTrackSizing(sizes, items, gap: context.rowGap, space: space,
                                  percentBase: context.innerHeight, distribution: context.alignContent)
        if context.innerHeight == nil {
            let content = rows.total
            let height = context.box.clampHeight(content + context.pbHeight) - context.pbHeight
            context.innerHeight = height
            context.resolvePercentGaps()
            // §7.2.1: percentages, auto while the height was found from the rows, resolve against it.
            let hasPercent = sizes.contains { size in
                if case .percent = size.min { return true }
                if case .percent = size.max { return true }
                return false
            }
            if height != content || hasPercent || context.rowGapPercent != nil {
                rows = runTrackSizing(sizes, items, gap: context.rowGap, space: .definite(height),
                                      percentBase: height, distribution: context.alignContent)
            }
        }
        rows.positionTracks(context.alignContent, containerSize: context.innerHeight ?? 0,
                            safe: context.safeAlignment.alignContent)
        return rows
    }

    /// The border-box width of an item in a column area: stretched (`justify-self: stretch`
    /// and an auto width), its own width, else fit-content within the area.
    mutating func gridItemWidth(_ child: Int, areaWidth: Double, box: ResolvedBox,
                                        _ context: GridContext) -> Double {
        if let width = box.width { return box.clampWidth(width) }
        let justify = styles[child].grid.justifySelf ?? context.justifyItems
        let keyword = styles[child].sizingKeywords.width
        if keyword == .stretch || justify == .stretch && keyword == nil, !box.marginAuto.left, !box.marginAuto.right {
            return box.clampWidth(areaWidth - box.marginWidth)
        }
        return computeNode(child, LayoutInput(
            knownWidth: nil, knownHeight: nil, parentWidth: areaWidth, parentHeight: nil,
            availableWidth: .definite(areaWidth), availableHeight: .maxContent), performLayout: false).width
    }
}
