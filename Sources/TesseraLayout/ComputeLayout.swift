/// Laying out a whole tree from its root.
extension LayoutTree {
    /// Lays out the tree under `root` in a viewport.
    ///
    /// The root behaves like a block-level box in a containing block of `width` × `height`: an
    /// auto width fills the viewport width (minus margins), an auto height fits the content, and
    /// percentages resolve against the viewport. A nil `width` sizes the root to its max-content
    /// width; a nil `height` leaves percentage heights unresolved.
    ///
    /// With a `scale` (1, 2, 3...) frames are then rounded to that pixel grid (see
    /// `roundToPixels`); `frame(of:)` returns rounded frames and `unroundedFrame(of:)` exact ones.
    public mutating func computeLayout(root: NodeID, width: Double? = nil, height: Double? = nil,
                                       scale: Double? = nil) throws(LayoutError) {
        for (name, value) in [("width", width), ("height", height)] {
            if let value, !(value.isFinite && value >= 0 && value <= maximumLength) {
                throw .invalidViewport("\(name) \(value) must be a finite number from 0 to \(maximumLength)")
            }
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 1000) {
            throw .invalidViewport("scale \(scale) must be a finite number above 0 (at most 1000)")
        }
        guard root.index < nodeCount else { throw .invalidViewport("root node \(root.index) does not exist") }
        while let node = unvalidated.popLast() {
            do throws(LayoutError) {
                try styles[node].validate(node: node)
            } catch {
                unvalidated.append(node)
                throw error
            }
        }
        if resolvedRoot != root.index {
            try resolveDirections(root: root.index)
            resolveWritingModes(root: root.index)
            resolvedRoot = root.index
        }
        invalidMeasurement = nil
        if writingModes != nil { prepareWritingModes(viewportHeight: height) }

        let document = hasContentsNodes ? flattenContents() : nil
        onStack(forDepth: resolvedDepth) { tree in tree.layOutRoot(root.index, width: width, height: height) }
        if let document { restore(document) }
        if let invalidMeasurement {
            markSubtreeDirty(invalidMeasurement.nodeIndex ?? root.index)
            throw invalidMeasurement
        }
        physicalizeFrames(root: root.index)
        if let scale {
            roundToPixels(root.index, scale: scale)
            rounded = true
        } else {
            rounded = false
        }
    }

    /// The recursive part of `computeLayout`: sizes the root in its viewport and lays out its tree.
    mutating func layOutRoot(_ root: Int, width: Double?, height: Double?) {
        if !styles[root].sizingKeywords.isEmpty { resolveRootSizingKeywords(root, width: width, height: height) }
        var width = width
        if width == nil, usesPercentages[root] {
            // A viewport without a width is as wide as the root's max-content contribution, found
            // with the root's own percentages of that width as nothing (they are cyclic), which
            // then resolve against it: a browser's shrink-to-fit containing block does the same.
            let probe = computeNode(root, LayoutInput(
                knownWidth: nil, knownHeight: nil, parentWidth: nil, parentHeight: height,
                availableWidth: .maxContent, availableHeight: height.map(AvailableSpace.definite) ?? .maxContent),
                performLayout: false)
            width = probe.width + ResolvedBox(styles[root], parentWidth: nil, parentHeight: height).marginWidth
        }
        let box = ResolvedBox(styles[root], parentWidth: width, parentHeight: height)
        var knownWidth: Double?
        // An orthogonal root's width is its block size: its content's, not the viewport's
        // (its height, its inline size, fits the viewport's as CSS Writing Modes 4 §7.3 says).
        if box.width == nil, let width, !isOrthogonalFlow(root) {
            knownWidth = box.clampWidth(width - box.marginWidth)
        }
        frames[root].x = box.margin.left
        frames[root].y = box.margin.top
        let input = LayoutInput(
            knownWidth: knownWidth, knownHeight: nil, parentWidth: width, parentHeight: height,
            availableWidth: width.map(AvailableSpace.definite) ?? .maxContent,
            availableHeight: height.map(AvailableSpace.definite) ?? .maxContent)
        _ = computeNode(root, input, performLayout: true)
    }

    /// Layout recurses once per level of nesting, so depth is bounded (UI trees rarely nest deeper
    /// than 50): deeper trees are an error, not a stack overflow. Trees deeper than
    /// `inlineDepth` are laid out on a thread with a stack sized for them (see `onStack`).
    public static let maximumDepth = 200

    /// `direction` is inherited: resolve each node's used value from its ancestors. Also checks
    /// the depth limit; iterative, so that checking a too-deep tree cannot itself overflow.
    mutating func resolveDirections(root: Int) throws(LayoutError) {
        var pending: [(node: Int, inherited: Direction, depth: Int)] = [(root, .ltr, 1)]
        resolvedDepth = 1
        while let (node, inherited, depth) = pending.popLast() {
            if depth > Self.maximumDepth { throw .treeTooDeep(node: node, depth: depth) }
            resolvedDepth = max(resolvedDepth, depth)
            let direction = styles[node].direction ?? inherited
            directions[node] = direction
            for child in children[node] { pending.append((child.index, direction, depth + 1)) }
        }
    }
}

extension LayoutError {
    var nodeIndex: Int? {
        if case .invalidMeasurement(let node, _, _) = self { return node }
        return nil
    }
}
