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
        resolveDirections(root.index, inherited: .ltr)
        invalidMeasurement = nil

        let box = ResolvedBox(styles[root.index], parentWidth: width, parentHeight: height)
        var knownWidth: Double?
        if box.width == nil, let width {
            knownWidth = box.clampWidth(width - box.marginWidth)
        }
        frames[root.index].x = box.margin.left
        frames[root.index].y = box.margin.top
        let input = LayoutInput(
            knownWidth: knownWidth, knownHeight: nil, parentWidth: width, parentHeight: height,
            availableWidth: width.map(AvailableSpace.definite) ?? .maxContent,
            availableHeight: height.map(AvailableSpace.definite) ?? .maxContent)
        _ = computeNode(root.index, input, performLayout: true)
        if let invalidMeasurement {
            markSubtreeDirty(invalidMeasurement.nodeIndex ?? root.index)
            throw invalidMeasurement
        }
        if let scale {
            roundToPixels(root.index, scale: scale)
            rounded = true
        } else {
            rounded = false
        }
    }

    /// `direction` is inherited: resolve each node's used value from its ancestors.
    mutating func resolveDirections(_ node: Int, inherited: Direction) {
        let direction = styles[node].direction ?? inherited
        directions[node] = direction
        for child in children[node] { resolveDirections(child.index, inherited: direction) }
    }
}

extension LayoutError {
    var nodeIndex: Int? {
        if case .invalidMeasurement(let node, _, _) = self { return node }
        return nil
    }
}
