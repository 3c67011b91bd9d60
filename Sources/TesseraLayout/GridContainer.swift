/// CSS Grid Layout Level 1 for one container visit, as named steps after the specification's
/// sections (as `computeFlexContainer` follows Flexbox §9): the explicit grid (§7, in
/// `GridContext`), placement (§8, `GridPlacement.swift`), the grid sizing algorithm (§11.1:
/// columns, then rows at the columns' sizes; `GridTrackSizing.swift`) and alignment (§10).
///
/// Subgrids (CSS Grid Level 2 §9) take part through `GridSubgrid.swift`, named lines and areas
/// through `GridLineNames.swift`, baselines through `GridBaselines.swift` and absolutely
/// positioned children's grid lines through `GridAbsolutes.swift`. What a visit finds that the
/// next visits of the layout can reuse is kept in `GridPlacementMemo.swift`, `GridSizingMemo.swift`
/// and `GridTemplate.swift`; questions for the width alone end after the columns (`GridWidthOnly.swift`).
extension LayoutTree {
    mutating func computeGridContainer(_ node: Int, _ input: LayoutInput, performLayout: Bool) -> LayoutOutput {
        var context = GridContext(node: node, style: styles[node], direction: directions[node], input: input,
                                  performLayout: performLayout,
                                  template: gridPlacements.isEmpty ? nil : gridPlacements[node]?.template)
        if context.asksForSubgrid { adoptSubgridFrame(&context) }
        if !sizingKeywordNodes.isEmpty {
            resolveChildSizingKeywords(node, kind: .grid, width: context.innerWidth, height: context.innerHeight,
                                       constraint: input.availableWidth)
        }
        let grid = placeGridOnce(context)
        let unsized = GridUnsizedFrame(context)
        var columns = gridColumns(grid, &context)
        if let output = widthOnlyOutput(grid, context) { return output }
        if let input = inputAtFoundWidth(unsized, context) {
            return computeGridContainer(node, input, performLayout: performLayout)
        }
        let rows: GridTrackSizing
        var baselineOffsets: [Double?]?
        if let subgridRows = context.subgridRows {
            rows = subgridTracks(subgridRows, grid.rowSizes, axis: .rows, &context)
        } else {
            let rowContributions: [GridContribution]
            (rowContributions, baselineOffsets) = rowContributionsOnce(grid, columns, context)
            var sized = sizeRows(grid.rowSizes, sets: grid.rowSets, rowContributions, &context)
            // (Only items whose width can follow their row are measured again: most grids have none.)
            if grid.rowDependents != nil || grid.hasRatioItems,
               let resized = reresolvedTracks(grid, columns: columns, rows: sized, rowContributions, unsized: unsized,
                                              &context) {
                (columns, sized, baselineOffsets) = resized
            }
            rows = sized
        }
        if grid.subgrids != nil { handTracks(rows, axis: .rows, grid, context, columns: columns) }
        let width = subgridFilledWidth(context) ?? (context.innerWidth ?? 0) + context.pbWidth
        let height = (context.innerHeight ?? 0) + context.pbHeight
        var baseline: Double?
        if performLayout || input.needsBaseline {
            baseline = alignGridItems(grid.items, grid.areas, columns: columns, rows: rows, baselineOffsets: baselineOffsets,
                                      baselineItem: gridBaselineItem(grid.areas, baselineOffsets),
                                      rowDependents: grid.rowDependents ?? [], context)
        }
        if performLayout, !grid.absolutes.isEmpty {
            layoutGridAbsolutes(grid.absolutes, grid.absoluteAreas, columns: columns, rows: rows, context,
                                width: width, height: height)
        }
        return LayoutOutput(width: width, height: height, baseline: baseline)
    }

    /// §6–§8: the items, their areas and the sizing functions of every track of the implicit
    /// grid (a subgrid's subgridded axis has only its explicit tracks, §9), and the hidden
    /// children in `hidden`. Subgrid items are then told their part of these tracks
    /// (`describeSubgrids`, by `placeGridOnce`).
    mutating func placeGrid(_ context: GridContext, hidden: inout [Int]) -> PlacedGrid {
        let (items, absolutes) = generateGridItems(context, hidden: &hidden)
        var subgridded: GridAxes = []
        if context.subgridColumns != nil { subgridded.insert(.columns) }
        if context.subgridRows != nil { subgridded.insert(.rows) }
        var placement = placeGridItems(items, columnNames: context.columnNames, rowNames: context.rowNames,
                                       flow: context.flow, dense: context.dense, subgridded: subgridded)
        if !subgridded.isEmpty { clampToSubgrid(&placement, subgridded, context) }
        var columnSizes = GridContext.trackSizes(count: placement.columnCount, leading: placement.leadingColumns,
                                                 explicit: context.explicitColumns, auto: context.autoColumns)
        var rowSizes = GridContext.trackSizes(count: placement.rowCount, leading: placement.leadingRows,
                                              explicit: context.explicitRows, auto: context.autoRows)
        var absoluteAreas = gridAbsoluteAreas(absolutes, context, placement)
        let columnSets = subgridded.contains(.columns) ? nil : GridTrackSets.counts(
            count: placement.columnCount, leading: placement.leadingColumns, explicitCount: context.explicitColumns.count,
            autoPattern: context.autoColumns.count, list: styles[context.node].gridTemplateColumns,
            listed: context.listedTracks.columns, areas: placement.areas, columns: true)
        let rowSets = subgridded.contains(.rows) ? nil : GridTrackSets.counts(
            count: placement.rowCount, leading: placement.leadingRows, explicitCount: context.explicitRows.count,
            autoPattern: context.autoRows.count, list: styles[context.node].gridTemplateRows,
            listed: context.listedTracks.rows, areas: placement.areas, columns: false)
        let columnLines = collapseEmptyAutoFitTracks(&columnSizes, &placement.areas, \.columns,
                                                     autoFit: context.autoFitColumns.map { $0.shifted(placement.leadingColumns) })
        let rowLines = collapseEmptyAutoFitTracks(&rowSizes, &placement.areas, \.rows,
                                                  autoFit: context.autoFitRows.map { $0.shifted(placement.leadingRows) })
        for index in absoluteAreas.indices { absoluteAreas[index].renumber(columns: columnLines, rows: rowLines) }
        return PlacedGrid(items: items, absolutes: absolutes, absoluteAreas: absoluteAreas, areas: placement.areas,
                          columnSizes: columnSizes, rowSizes: rowSizes,
                          columnSets: columnSets.flatMap { GridTrackSets.collapsed($0, newIndex: columnLines) },
                          rowSets: rowSets.flatMap { GridTrackSets.collapsed($0, newIndex: rowLines) },
                          rowDependents: subgridded.isEmpty ? rowDependents(items, of: context.node) : nil,
                          hasRatioItems: items.contains { styles[$0].aspectRatio != nil })
    }

    /// §11.1 step 1: the columns (a subgrid's subgridded columns are handed to it by its
    /// parent), then handed on to the subgrids among the items.
    mutating func gridColumns(_ grid: PlacedGrid, _ context: inout GridContext) -> GridTrackSizing {
        let columns: GridTrackSizing
        if let subgridColumns = context.subgridColumns {
            columns = subgridTracks(subgridColumns, grid.columnSizes, axis: .columns, &context)
        } else {
            columns = sizeColumnsOnce(grid, &context)
        }
        if grid.subgrids != nil { handTracks(columns, axis: .columns, grid, context) }
        return columns
    }

    /// §7.2.3.2 `auto-fit`: the repeated tracks no item occupies collapse, and the gutters on
    /// either side with them. They take no part in sizing or positioning, so they are left out
    /// and the areas renumbered past them (no area covers a collapsed track). Answers each old
    /// line's new number when tracks collapsed.
    private func collapseEmptyAutoFitTracks(_ sizes: inout [GridTrackSize], _ areas: inout [GridArea],
                                            _ axis: WritableKeyPath<GridArea, Range<Int>>, autoFit: Range<Int>?) -> [Int]? {
        guard let autoFit else { return nil }
        var occupied = Set<Int>()
        for area in areas { occupied.formUnion(area[keyPath: axis].clamped(to: autoFit)) }
        let collapsed = Set(autoFit.filter { !occupied.contains($0) })
        guard !collapsed.isEmpty else { return nil }
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
        return newIndex
    }

    /// §6 grid items: the in-flow children in order; hidden ones are laid out as nothing and
    /// absolutely positioned ones are returned apart.
    private mutating func generateGridItems(_ context: GridContext, hidden: inout [Int]) -> (items: [Int], absolutes: [Int]) {
        var items: [Int] = []
        var absolutes: [Int] = []
        for child in children[context.node] {
            if styles[child.index].display == .none {
                hidden.append(child.index)
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
    /// width decided (percentages of the grid area are indefinite then). With `onlyNeeded`,
    /// items the sizing will not read (`GridContribution.isUnread`) are not measured.
    mutating func measureColumnContributions(_ grid: PlacedGrid, _ context: GridContext,
                                             onlyNeeded: Bool = false) -> [GridContribution] {
        let sizes = grid.columnSizes
        var contributions: [GridContribution] = []
        contributions.reserveCapacity(grid.items.count)
        for (index, (child, area)) in zip(grid.items, grid.areas).enumerated() {
            if let subgrids = grid.subgrids, subgrids[index].contains(.columns) {
                contributions += subgridColumnContributions(child, area: area.columns, sizes: sizes, context)
                continue
            }
            if onlyNeeded, GridContribution.isUnread(area.columns, sizes) {
                contributions.append(.unread(area.columns))
                continue
            }
            let roomHeight = columnSizingRoomHeight(child, rows: area.rows, grid, rowGap: context.rowGap)
            contributions.append(columnContribution(child, columns: area.columns, sizes, roomHeight: roomHeight))
        }
        fallenBackColumnContributions(&contributions, context)
        if let sets = grid.columnSets, grid.subgrids != nil {
            contributions.shareEdgeSetFloors(sets: sets, areas: grid.areas.map(\.columns), sizes: sizes)
        }
        return contributions
    }

    /// One item's outer contributions to the columns `columns` of `sizes`, measured with no
    /// width decided and `roomHeight` as its grid area's height (nil: indefinite), at the
    /// border-box height `knownHeight` its row stretches it to once the rows are known.
    mutating func columnContribution(_ child: Int, columns: Range<Int>, _ sizes: [GridTrackSize],
                                     roomHeight: Double?, knownHeight: Double? = nil) -> GridContribution {
        let box = ResolvedBox(styles[child], parentWidth: nil, parentHeight: nil)
        func contribution(_ tree: inout LayoutTree, _ space: AvailableSpace) -> Double {
            tree.computeNode(child, LayoutInput(knownWidth: nil, knownHeight: knownHeight, parentWidth: nil, parentHeight: roomHeight,
                                                availableWidth: space, availableHeight: .maxContent, widthOnly: true),
                             performLayout: false).width + box.marginWidth
        }
        let minContent = contribution(&self, .minContent)
        let maxContent = contribution(&self, .maxContent)
        var minimum = automaticMinimum(styles[child].width, styles[child].minWidth, isScrollContainer(child),
                                       content: minContent, outerLimit: box.minWidth + box.marginWidth,
                                       paddingBorder: box.floorWidth + box.marginWidth)
        minimum = minimumCrossingFlexibleTracks(minimum, columns, sizes, styles[child].width, styles[child].minWidth,
                                                paddingBorder: box.floorWidth + box.marginWidth)
        return GridContribution(tracks: columns, minimum: minimum, minContent: minContent, maxContent: maxContent,
                                contentMinimumFloor: contentMinimumFloor(styles[child].width, styles[child].minWidth,
                                                                         floor: box.floorWidth + box.marginWidth))
    }

    /// §6.6 an item's minimum contribution: its specified size's contribution, else a set
    /// `min-width` (`min-height`), else the content-based minimum unless it is a scroll container.
    private func automaticMinimum(_ size: Dimension, _ minSize: Dimension, _ isScrollContainer: Bool, content: Double,
                                  outerLimit: Double, paddingBorder: Double) -> Double {
        // A set size makes the min-content contribution (which honours min-* already) the minimum
        // contribution; only an auto (or percentage) size takes the min-* alone.
        if !minSize.isAuto, size.resolve(nil) == nil { return max(outerLimit, paddingBorder) }
        if isScrollContainer, size.resolve(nil) == nil { return paddingBorder }
        return content
    }

    /// §6.6: an item's content-based minimum is limited by the fixed maxima of the tracks it
    /// spans (resolved by the track sizing, percentages too), never below its padding, border and
    /// margins (`floor`, returned). A set size or min size is the minimum as it is.
    private func contentMinimumFloor(_ size: Dimension, _ minSize: Dimension, floor: Double) -> Double? {
        size.resolve(nil) == nil && minSize.isAuto ? floor : nil
    }

    /// §11.1 step 1 and §11.3: the columns, and the container's width where nothing decided it
    /// (fit-content in definite room, else the constraint's size), sized again at that width.
    /// `endsAtWidth`: the visit stops once the width is known (`endsAtWidth(_:_:)`), so the
    /// columns are not sized again at that width.
    func sizeColumns(_ sizes: [GridTrackSize], sets: [Int]? = nil, _ items: [GridContribution],
                     _ context: inout GridContext, endsAtWidth: Bool = false) -> GridTrackSizing {
        var columns = runTrackSizing(sizes, sets: sets, items, gap: context.columnGap, space: context.columnSpace,
                                     percentBase: context.innerWidth, distribution: context.justifyContent)
        if context.innerWidth == nil {
            var content = columns.total
            if case .definite(let room) = context.input.availableWidth {
                let available = max(0, room - context.box.marginWidth - context.pbWidth)
                if content > available {
                    let minContent = runTrackSizing(sizes, sets: sets, items, gap: context.columnGap, space: .minContent,
                                                    percentBase: nil, distribution: context.justifyContent).total
                    content = max(minContent, available)
                }
            }
            let width = context.box.clampWidth(content + context.pbWidth) - context.pbWidth
            context.innerWidth = width
            context.resolvePercentGaps()
            // Asked for the width alone, the visit ends here (`widthOnlyOutput`).
            if endsAtWidth { return columns }
            columns = runTrackSizing(sizes, sets: sets, items, gap: context.columnGap, space: .definite(width),
                                     percentBase: width, distribution: context.justifyContent)
        }
        columns.positionTracks(context.justifyContent, containerSize: context.innerWidth ?? 0,
                               safe: context.safeAlignment.justifyContent)
        return columns
    }

    /// §11.4–11.8 for one axis.
    func runTrackSizing(_ sizes: [GridTrackSize], sets: [Int]?, _ items: [GridContribution], gap: Double,
                                space: AvailableSpace, percentBase: Double?, distribution: AlignContent) -> GridTrackSizing {
        var tracks = GridTrackSizing(sizes, gap: gap, space: space, percentBase: percentBase, sets: sets)
        tracks.resolveIntrinsicSizes(items)
        tracks.maximizeTracks()
        tracks.expandFlexibleTracks(items)
        tracks.stretchAutoTracks(distribution)
        return tracks
    }

    /// §11.1 step 2 inputs: each item's outer height at the width its column area gives it.
    mutating func measureRowContributions(_ grid: PlacedGrid, _ columns: GridTrackSizing,
                                          _ context: GridContext) -> [GridContribution] {
        let sizes = grid.rowSizes
        var contributions: [GridContribution] = []
        contributions.reserveCapacity(grid.items.count)
        for (index, (child, area)) in zip(grid.items, grid.areas).enumerated() {
            if let subgrids = grid.subgrids, subgrids[index].contains(.rows) {
                contributions += subgridRowContributions(child, area: area, columns: columns, sizes: sizes, context)
                continue
            }
            let areaWidth = columns.area(area.columns).size
            let box = ResolvedBox(styles[child], parentWidth: areaWidth, parentHeight: nil)
            let width = gridItemWidth(child, areaWidth: areaWidth, box: box, context)
            let content = computeNode(child, LayoutInput(
                knownWidth: width, knownHeight: nil, parentWidth: areaWidth, parentHeight: nil,
                availableWidth: .definite(areaWidth), availableHeight: .maxContent), performLayout: false).height
                + box.marginHeight
            var minimum = automaticMinimum(styles[child].height, styles[child].minHeight, isScrollContainer(child),
                                           content: content, outerLimit: box.minHeight + box.marginHeight,
                                           paddingBorder: box.floorHeight + box.marginHeight)
            minimum = minimumCrossingFlexibleTracks(minimum, area.rows, sizes, styles[child].height, styles[child].minHeight,
                                                    paddingBorder: box.floorHeight + box.marginHeight)
            contributions.append(GridContribution(tracks: area.rows, minimum: minimum, minContent: content,
                                                  maxContent: content, contentMinimumFloor: contentMinimumFloor(
                                                    styles[child].height, styles[child].minHeight,
                                                    floor: box.floorHeight + box.marginHeight)))
        }
        if let sets = grid.rowSets, grid.subgrids != nil {
            contributions.shareEdgeSetFloors(sets: sets, areas: grid.areas.map(\.rows), sizes: sizes)
        }
        return contributions
    }

    /// §11.1 step 2: the rows, and the container's height where nothing decided it (the rows'
    /// sum within its min and max height, at which fr and percentage rows are sized again).
    func sizeRows(_ sizes: [GridTrackSize], sets: [Int]? = nil, _ items: [GridContribution],
                  _ context: inout GridContext) -> GridTrackSizing {
        let space: AvailableSpace = context.innerHeight.map(AvailableSpace.definite)
            ?? (context.input.availableHeight == .minContent ? .minContent : .maxContent)
        var rows = runTrackSizing(sizes, sets: sets, items, gap: context.rowGap, space: space,
                                  percentBase: context.innerHeight, distribution: context.alignContent)
        if context.innerHeight == nil {
            let content = rows.total
            let height = context.box.clampHeight(content + context.pbHeight) - context.pbHeight
            context.innerHeight = height
            context.resolvePercentGaps()
            // §7.2.1: percentages, auto while the height was found from the rows, resolve against it;
            // and flexible rows share it as free space (as Chromium sizes rows that depend on the
            // available size again: `fr` rows whose factors sum below 1 leave some of it free).
            let dependsOnHeight = sizes.contains { size in
                if case .percent = size.min { return true }
                if case .percent = size.max { return true }
                if case .fr = size.max { return true }
                return false
            }
            if height != content || dependsOnHeight || context.rowGapPercent != nil {
                rows = runTrackSizing(sizes, sets: sets, items, gap: context.rowGap, space: .definite(height),
                                      percentBase: height, distribution: context.alignContent)
            }
        }
        rows.positionTracks(context.alignContent, containerSize: context.innerHeight ?? 0,
                            safe: context.safeAlignment.alignContent)
        return rows
    }

    /// The border-box width of an item in a column area: stretched (`justify-self: stretch`
    /// and an auto width), its own width, else fit-content within the area (whose height
    /// `areaHeight`, once the rows are known, resolves percentage heights that give widths, and
    /// is the height a stretched item is measured at: a wrapping column's lines break there).
    mutating func gridItemWidth(_ child: Int, areaWidth: Double, areaHeight: Double? = nil, box: ResolvedBox,
                                _ context: GridContext) -> Double {
        if styles[child].display == .grid, styles[child].gridSubgrid.contains(.columns) {
            // §9: a subgrid fills its area in a subgridded axis, whatever its width and justify-self.
            return max(0, areaWidth - box.marginWidth)
        }
        if let width = box.width { return box.clampWidth(width) }
        let justify = styles[child].gridJustifySelf ?? context.justifyItems
        let keyword = styles[child].sizingKeywords.width
        if keyword == .stretch || justify == .stretch && keyword == nil, !box.marginAuto.left, !box.marginAuto.right {
            return box.clampWidth(min(areaWidth - box.marginWidth, box.ratioTransferredMaxWidth))
        }
        let stretched = areaHeight.flatMap { height in
            box.height == nil ? stretchedGridItemHeight(
                child, box, areaHeight: height, align: GridItemAlignment(styles[child].alignSelf, parent: context.alignItems)) : nil
        }
        return computeNode(child, LayoutInput(
            knownWidth: nil, knownHeight: stretched, parentWidth: areaWidth, parentHeight: areaHeight,
            availableWidth: .definite(areaWidth), availableHeight: .maxContent), performLayout: false).width
    }
}
