/// Writing modes in the layout tree: each box lays out its children in its own mode's space
/// (CSS Writing Modes 4), by transposing at the boundaries where the mode changes.
///
/// A node's stored style is its style as its *parent* lays it out (in the parent's mode's space,
/// `Style.logical(in:)`), so flex, grid and block containers read their children's sizes and
/// margins in their own axes unchanged. A node whose mode differs from its parent's is a
/// boundary: while it lays out its own children its style in its own mode is swapped in, and
/// when its verticality differs too (an orthogonal flow, §7.3) its parent's question is asked
/// across the diagonal — the parent's height becomes the box's inline room — and the answer is
/// turned back. Frames are kept in the parent's space during layout (caches rely on them) and
/// turned into physical ones after it (`physicalizeFrames`), restored before the next layout.
///
/// A tree in which no node sets a writing mode has no `WritingModeState` and pays one test of
/// that optional per `computeNode`.
struct WritingModeState {
    /// Each node's used writing mode (resolved with directions).
    var modes: [WritingMode] = []
    /// The declared (physical) style of each node whose stored style is mapped (its parent's
    /// mode is vertical), by node.
    var declared: [Int: Style] = [:]
    /// The boundaries: nodes whose mode differs from their parent's, by node.
    var boundaries: [Int: Boundary] = [:]
    /// The frames as layout left them (each in its parent's space) while `frames` holds
    /// physical ones (`framesArePhysical`).
    var layoutFrames: [Frame] = []
    var framesArePhysical = false
    /// The boundary whose own question is being asked (`computeAcrossWritingModes`), which
    /// `computeNode` then answers as for any node; -1 for none.
    var entered = -1
    /// The viewport's height: the initial containing block's, what an orthogonal flow's inline
    /// room falls back to when its containing block's is indefinite (§7.3).
    var viewportHeight: Double?

    struct Boundary: Equatable {
        /// The node's style in its own mode, swapped in while it lays out its children.
        var own: Style
        /// Its inline axis is its parent's block axis.
        var orthogonal: Bool
        /// `own` has percentage margins or padding (see `Style.edgePercentagesResolved`).
        var ownEdgesHavePercentages: Bool

        init(own: Style, orthogonal: Bool) {
            self.own = own
            self.orthogonal = orthogonal
            ownEdgesHavePercentages = own.hasEdgePercentages
        }
    }
}

extension LayoutTree {
    /// Resolves every node's used writing mode under `root` and stores each node's style in its
    /// parent's space; a stored style that changes drops the node's caches.
    mutating func resolveWritingModes(root: Int) {
        guard var state = writingModes else { return }
        writingModes = nil
        if state.modes.count < nodeCount {
            state.modes.append(contentsOf: repeatElement(.horizontalTB, count: nodeCount - state.modes.count))
        }
        var pending: [(node: Int, parentMode: WritingMode)] = [(root, .horizontalTB)]
        while let (node, parentMode) = pending.popLast() {
            let physical = state.declared.removeValue(forKey: node) ?? styles[node]
            let mode = physical.writingMode ?? parentMode
            state.modes[node] = mode
            if parentMode.isVertical { state.declared[node] = physical }
            let stored = physical.logical(in: parentMode)
            let boundary = mode == parentMode ? nil
                : WritingModeState.Boundary(own: physical.logical(in: mode), orthogonal: mode.isVertical != parentMode.isVertical)
            if stored != styles[node] || boundary != state.boundaries[node] {
                styles[node] = stored
                markDirty(NodeID(index: node))
            }
            state.boundaries[node] = boundary
            for child in children[node] { pending.append((child.index, mode)) }
        }
        writingModes = state
    }

    /// `setStyle` stored a physical style: the next layout maps it (and its subtree's) again.
    mutating func restyleWritingModes(_ node: Int) {
        if writingModes == nil { writingModes = WritingModeState() }
        writingModes?.declared[node] = nil
        resolvedRoot = nil
    }

    /// Before a layout: the frames it starts from, and the viewport orthogonal flows fall back to.
    mutating func prepareWritingModes(viewportHeight: Double?) {
        restoreLayoutFrames()
        writingModes?.viewportHeight = viewportHeight
    }

    /// Lays the boundary `node` out in its own mode: `input` is its parent's question.
    mutating func computeAcrossWritingModes(_ node: Int, _ input: LayoutInput, _ boundary: WritingModeState.Boundary,
                                            performLayout: Bool) -> LayoutOutput {
        let parentStyle = styles[node]
        styles[node] = boundary.orthogonal && boundary.ownEdgesHavePercentages
            ? boundary.own.edgePercentagesResolved(against: input.parentWidth) : boundary.own
        let outer = writingModes?.entered ?? -1
        writingModes?.entered = node
        var output: LayoutOutput
        if boundary.orthogonal {
            output = computeNode(node, orthogonalInput(node, input), performLayout: performLayout).transposed
        } else {
            output = computeNode(node, input, performLayout: performLayout)
        }
        writingModes?.entered = outer
        styles[node] = parentStyle
        if performLayout {
            frames[node].width = output.width
            frames[node].height = output.height
        }
        return output
    }

    /// The parent's question seen from an orthogonal box. Its inline room (CSS Writing Modes 4
    /// §7.3) is its known height; when its min- or max-content height is asked, that constraint;
    /// else its containing block's height where that is definite (`parentHeight`; not the room
    /// an auto-height parent has, which Chromium does not pass on), else the initial containing
    /// block's height (the viewport's, unlimited when there is none) within the parent's
    /// `maxHeight`, as Chromium falls back to.
    private func orthogonalInput(_ node: Int, _ input: LayoutInput) -> LayoutInput {
        let inlineRoom: AvailableSpace
        if let height = input.knownHeight {
            inlineRoom = .definite(height)
        } else if input.contentSizedAxis == .height {
            inlineRoom = input.availableHeight
        } else if let height = input.parentHeight {
            inlineRoom = .definite(height)
        } else {
            inlineRoom = orthogonalFallbackRoom(node)
        }
        let contentSized: ContentSizedAxis = switch input.contentSizedAxis {
        case .none: .none
        case .width: .height
        case .height: .width
        }
        return LayoutInput(knownWidth: input.knownHeight, knownHeight: input.knownWidth,
                           parentWidth: input.parentHeight, parentHeight: input.parentWidth,
                           availableWidth: inlineRoom, availableHeight: input.availableWidth,
                           contentSizedAxis: contentSized)
    }

    /// The initial containing block's height, within the parent's own content height and
    /// maximum height where its style fixes them (as Chromium's fallback). The parent's style is
    /// read in its own mode: the one swapped in while it lays out its children.
    private func orthogonalFallbackRoom(_ node: Int) -> AvailableSpace {
        var room = writingModes?.viewportHeight ?? .infinity
        if parents[node] != -1 {
            let parent = ResolvedBox(styles[parents[node]], parentWidth: nil, parentHeight: nil)
            let limit = min(parent.height.map(parent.clampHeight) ?? .infinity, parent.maxHeight)
            if limit.isFinite { room = min(room, max(0, limit - parent.paddingBorderHeight)) }
        }
        return room.isFinite ? .definite(room) : .maxContent
    }

    /// Turns the frames layout left (each in its parent's space) into physical ones, keeping the
    /// former for the next layout.
    mutating func physicalizeFrames(root: Int) {
        guard var state = writingModes, !state.framesArePhysical else { return }
        state.layoutFrames = frames
        var pending = [root]
        while let node = pending.popLast() {
            let mode = state.modes[node]
            for child in children[node] {
                if mode.isVertical {
                    frames[child.index] = state.layoutFrames[child.index].physical(in: mode, parentWidth: frames[node].width)
                }
                pending.append(child.index)
            }
        }
        state.framesArePhysical = true
        writingModes = state
    }

    /// Puts back the frames layout left, which cached subtrees keep (see `physicalizeFrames`).
    mutating func restoreLayoutFrames() {
        guard var state = writingModes, state.framesArePhysical else { return }
        for index in state.layoutFrames.indices where index < frames.count { frames[index] = state.layoutFrames[index] }
        state.layoutFrames = []
        state.framesArePhysical = false
        writingModes = state
    }

    /// Whether the node's inline axis is its parent's block axis.
    func isOrthogonalFlow(_ node: Int) -> Bool {
        guard let index = writingModes?.boundaries.index(forKey: node) else { return false }
        return writingModes!.boundaries.values[index].orthogonal
    }

    /// Whether the node's mode differs from its parent's (its height may then follow its width
    /// through its own lines).
    func isWritingModeBoundary(_ node: Int) -> Bool {
        // `index(forKey:)`: `boundaries[node]` would copy the boundary's whole style out.
        writingModes?.boundaries.index(forKey: node) != nil
    }
}

extension LayoutTree {
    /// CSS Writing Modes 4 §7.3 in a block container: an orthogonal child's auto width is its
    /// block size, its content's laid out in the room its inline axis has (`roomHeight`: the
    /// block's definite height, else as `orthogonalInput` falls back), not the block's width.
    mutating func orthogonalBlockChildWidth(_ node: Int, _ box: ResolvedBox, knownHeight: Double?, innerWidth: Double,
                                            parentHeight: Double?, roomHeight: AvailableSpace) -> Double {
        box.clampWidth(computeNode(node, LayoutInput(
            knownWidth: nil, knownHeight: knownHeight, parentWidth: innerWidth, parentHeight: parentHeight,
            availableWidth: .definite(innerWidth), availableHeight: roomHeight), performLayout: false).width)
    }
}

extension Style {
    /// Any margin or padding is a percentage.
    var hasEdgePercentages: Bool {
        func percent(_ value: Dimension) -> Bool { if case .percent = value { true } else { false } }
        func percent(_ value: LengthPercentage) -> Bool { if case .percent = value { true } else { false } }
        return percent(margin.top) || percent(margin.right) || percent(margin.bottom) || percent(margin.left)
            || percent(padding.top) || percent(padding.right) || percent(padding.bottom) || percent(padding.left)
    }

    /// An orthogonal box's margins and padding as its own layout reads them: their percentages
    /// resolve against its containing block's inline size (`inlineBase`: its parent's content
    /// width in the parent's space, nil when indefinite, then 0), as in Chromium, where in the
    /// box's own space its layout would take the other axis.
    func edgePercentagesResolved(against inlineBase: Double?) -> Style {
        var style = self
        func points(_ value: Dimension) -> Dimension {
            if case .percent = value { return .points(value.resolve(inlineBase) ?? 0) }
            return value
        }
        func points(_ value: LengthPercentage) -> LengthPercentage { .points(value.resolve(inlineBase)) }
        style.margin = Edges(top: points(margin.top), right: points(margin.right), bottom: points(margin.bottom),
                             left: points(margin.left))
        style.padding = Edges(top: points(padding.top), right: points(padding.right), bottom: points(padding.bottom),
                              left: points(padding.left))
        return style
    }
}
