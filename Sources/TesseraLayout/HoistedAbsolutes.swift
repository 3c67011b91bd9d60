/// `position: static` (CSS Position 3 §2): a static box is in flow, but it is no containing block,
/// so its absolutely positioned children belong to the nearest ancestor that is positioned (any
/// other `position`) or, without one, to the root.
///
/// That ancestor's size is known only once its own layout ends, after the static parent's. So
/// the parent first places such children against itself, as every container does, and records
/// each one's static position (`staticPositions`: where it would sit as the parent's only item,
/// or in a block's flow). The containing block, once laid out, walks down through its static
/// descendants and places those children again against its own padding box, their static
/// positions moved into it: an axis without insets keeps the point the parent gave, with the
/// room up to the containing block's edge to shrink-to-fit into, and percentages and insets
/// resolve against the containing block (as in Chromium). Their frames stay relative to their
/// parent, as every frame is.
struct HoistedAbsolute {
    let containingBlock: Int
    /// The child's static position, in the containing block's padding box.
    let staticPosition: StaticPosition
    /// The static parent's border-box origin in the containing block's border box.
    let parentX: Double
    let parentY: Double
}

extension LayoutTree {
    /// After the layout of `node` (a containing block: not static, or the root; `width` ×
    /// `height`, `box` its resolved box): places the absolutely positioned children of its static
    /// descendants, reached through static boxes only, against it.
    mutating func layoutHoistedAbsolutes(_ node: Int, box: ResolvedBox, width: Double, height: Double) {
        var pending: [(parent: Int, x: Double, y: Double)] = children[node].compactMap { child in
            let index = child.index
            guard styles[index].position == .static, styles[index].display != .none else { return nil }
            return (index, frames[index].x, frames[index].y)
        }
        guard !pending.isEmpty else { return }
        let (container, axes) = styles[node].display == .flex
            ? (styles[node], FlexAxes(styles[node], direction: directions[node]))
            : startAlignedFlexContainer(node)
        let border = box.scrollbarsAsBorder(rtl: directions[node] == .rtl).border
        let blockWidth = max(0, width - border.left - border.right)
        let blockHeight = max(0, height - border.top - border.bottom)
        while let (parent, x, y) = pending.popLast() {
            let parentBorder = ResolvedBox(styles[parent], parentWidth: nil, parentHeight: nil)
                .scrollbarsAsBorder(rtl: directions[parent] == .rtl).border
            let dx = x + parentBorder.left - border.left
            let dy = y + parentBorder.top - border.top
            for child in children[parent] {
                let index = child.index
                guard styles[index].display != .none else { continue }
                switch styles[index].position {
                case .static: pending.append((index, x + frames[index].x, y + frames[index].y))
                case .absolute:
                    guard var position = rareNodes?.value.staticPositions[index] else { continue }
                    if styles[parent].display == .grid { position = gridStaticPosition(position, grid: parent) }
                    position.x = position.x.moved(by: dx, into: blockWidth)
                    position.y = position.y.moved(by: dy, into: blockHeight)
                    layoutAbsolute(index, container: container, box: box, axes: axes, width: width, height: height,
                                   hoisted: HoistedAbsolute(containingBlock: node, staticPosition: position,
                                                            parentX: x, parentY: y))
                case .relative: continue
                }
            }
        }
    }
}

extension LayoutTree {
    /// A grid that is no containing block puts an absolute child's static position in its
    /// content box, whatever lines the child names (as Chromium does; where the grid is the
    /// containing block, the area is the padding box or the lines' area): the edges the grid
    /// found in that area, in its content box. (A percentage padding resolves against the
    /// content width of the box that laid the grid out.)
    func gridStaticPosition(_ recorded: StaticPosition, grid: Int) -> StaticPosition {
        let outer = parents[grid]
        let basis = outer == -1 ? nil
            : max(0, frames[outer].width - ResolvedBox(styles[outer], parentWidth: nil, parentHeight: nil).paddingBorderWidth)
        let box = ResolvedBox(styles[grid], parentWidth: basis, parentHeight: nil)
            .scrollbarsAsBorder(rtl: directions[grid] == .rtl)
        var position = recorded
        position.x = StaticPosition.Axis(edge: recorded.x.edge, paddingStart: box.padding.left, paddingEnd: box.padding.right,
                                         size: max(0, frames[grid].width - box.border.left - box.border.right),
                                         safeEdge: recorded.x.safeEdge)
        position.y = StaticPosition.Axis(edge: recorded.y.edge, paddingStart: box.padding.top, paddingEnd: box.padding.bottom,
                                         size: max(0, frames[grid].height - box.border.top - box.border.bottom),
                                         safeEdge: recorded.y.safeEdge)
        return position
    }
}

extension StaticPosition.Axis {
    /// The same static position in a containing block of `size` whose start edge is `offset`
    /// before the one it was found in.
    func moved(by offset: Double, into size: Double) -> Self {
        var moved = self
        moved.paddingEnd += size - offset - self.size
        moved.paddingStart += offset
        moved.point += offset
        moved.size = size
        return moved
    }
}
