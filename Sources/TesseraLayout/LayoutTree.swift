/// Identifies a node in its `LayoutTree`. IDs are dense indices in creation order.
public struct NodeID: Hashable, Comparable, Sendable {
    public let index: Int

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
}

/// An arena of layout nodes: styles, children, measure closures, computed frames and caches.
///
/// Build it with `addNode`, lay it out with `computeLayout`, read `frame(of:)`. After changing a
/// leaf's content, call `markDirty` and lay out again: only the dirty path is recomputed, every
/// other subtree is answered from its cache. It is a value type; it is not `Sendable` because
/// measure closures may capture non-sendable text engines.
public struct LayoutTree {
    /// Each node's style, stored once per distinct value (see `StyleTable`).
    var styles = StyleTable()
    var children: [[NodeID]] = []
    var parents: [Int] = []
    /// Each node's position among its parent's children.
    var positions: [Int] = []
    var measures: [MeasureFunction?] = []
    /// Unrounded frames, relative to the parent's border box; what caches and tests rely on.
    var frames: [Frame] = []
    /// Frames snapped to the pixel grid by the last `computeLayout(scale:)`, if it rounded. Empty
    /// until a layout rounds (32 bytes a node that unrounded layouts never touch); nodes added
    /// since the last rounding are past its end.
    var roundedFrames: [Frame] = []
    /// Every node's used `direction`, resolved from its ancestors before each layout.
    var directions: [Direction] = []
    /// Whether each node's own style has percentages, i.e. whether its size can depend on its
    /// containing block's size (maintained with styles, used to normalize cache keys).
    var usesPercentages: [Bool] = []
    /// Whether each node's style sets an inset (`top`, `left`...), so that placing an item
    /// reads its style only when `position: relative` can actually shift it.
    var hasInsets: [Bool] = []
    /// Per node, whether its subtree lets its height ignore its width, if known (a `WidthFree`
    /// state; see `subtreeIgnoresWidth`).
    var widthFree: [UInt8] = []
    var cache = LayoutCache()
    /// Scratch buffers for flex items, reused by nested container visits.
    var itemBuffers: [[FlexItem]] = []
    /// Flex lines of big containers, kept for re-layouts (see `RetainedLines`). Only looked up by
    /// node, never iterated, so the dictionary's order cannot matter.
    var retained: [Int: RetainedLines] = [:]
    /// What each subgrid's parent grid decided for it (CSS Grid Level 2 §9), by node.
    var subgridFrames: [Int: SubgridFrame] = [:]
    /// Each grid container's placement, kept across its visits (see `GridPlacementMemo`).
    var gridPlacements: [Int: GridPlacementMemo] = [:]
    var unvalidated: [Int] = []
    /// The nodes whose style has sizing keywords (see `SizingKeywordResolution.swift`).
    var sizingKeywordNodes: Set<Int> = []
    /// The nodes whose style has a percentage height, min-height or max-height: where a grid
    /// looks for items whose width can follow their row's height (`GridColumnReresolution.swift`).
    var percentHeightNodes: Set<Int> = []
    /// Static and contents nodes (see `RareLayoutNodes`); nil in most trees.
    var rareNodes: RareLayoutNodesBox?
    /// The root whose directions and depth were last resolved, or nil when structure or a
    /// `direction` changed since (so a re-layout after a content change skips the O(n) walk).
    var resolvedRoot: Int?
    /// How many levels the tree under `resolvedRoot` nests, found with its directions.
    var resolvedDepth = 1
    var rounded = false
    /// Writing modes, once a node sets one (see OrthogonalFlow.swift); nil costs nothing.
    var writingModes: WritingModeState?
    /// Set when a measure closure returns an unusable size; reported after layout.
    var invalidMeasurement: LayoutError?

    /// How many times measure closures have been called since the tree was created (or since
    /// `resetMeasureCallCount`). Measuring is the expensive part of real layouts, so the engine
    /// caches measurements and this counter lets callers and benchmarks see how well it does.
    public private(set) var measureCallCount = 0
    /// How many times a flex container was laid out or sized (its cache missed) since the tree
    /// was created: what tests count to see that layout time stays linear in a tree's size.
    var containerVisitCount = 0

    public init() {}

    public var nodeCount: Int { styles.count }

    /// Every node, in creation order (for a JSON document: depth-first document order).
    public var nodes: [NodeID] { (0..<styles.count).map { NodeID(index: $0) } }

    /// Adds a detached node. A node with a measure closure should have no children: its size
    /// comes from the closure.
    public mutating func addNode(style: Style = Style(), measure: MeasureFunction? = nil) -> NodeID {
        let id = NodeID(index: styles.count)
        styles.append(style)
        children.append([])
        parents.append(-1)
        positions.append(0)
        measures.append(measure)
        frames.append(.zero)
        directions.append(.ltr)
        usesPercentages.append(style.hasPercentages)
        hasInsets.append(style.hasInsets)
        if !style.sizingKeywords.isEmpty { sizingKeywordNodes.insert(id.index) }
        if style.hasPercentHeight { percentHeightNodes.insert(id.index) }
        noteRareStyle(id.index, style)
        if style.writingMode != nil, writingModes == nil { writingModes = WritingModeState() }
        widthFree.append(WidthFree.unknown)
        cache.addNode()
        unvalidated.append(id.index)
        resolvedRoot = nil
        return id
    }

    /// Appends `child` to `parent`'s children. A node has at most one parent.
    public mutating func addChild(_ child: NodeID, to parent: NodeID) throws(LayoutError) {
        guard child.index < styles.count, parent.index < styles.count else {
            throw .invalidHierarchy("node \(child.index) or \(parent.index) does not exist")
        }
        guard parents[child.index] == -1 else {
            throw .invalidHierarchy("node \(child.index) already has a parent")
        }
        var ancestor = parent.index
        while ancestor != -1 {
            if ancestor == child.index {
                throw .invalidHierarchy("node \(child.index) cannot become its own descendant")
            }
            ancestor = parents[ancestor]
        }
        positions[child.index] = children[parent.index].count
        children[parent.index].append(child)
        parents[child.index] = parent.index
        resolvedRoot = nil
        markDirty(parent)
    }

    public func style(of node: NodeID) -> Style {
        if let declared = writingModes?.declared[node.index] { return declared }
        return sizingKeywordNodes.isEmpty ? styles[node.index] : declaredStyle(node.index)
    }

    public func children(of node: NodeID) -> [NodeID] { children[node.index] }

    public func parent(of node: NodeID) -> NodeID? {
        parents[node.index] == -1 ? nil : NodeID(index: parents[node.index])
    }

    public mutating func setStyle(_ style: Style, for node: NodeID) {
        // Both are inherited: the subtree's layouts depend on them.
        let directionChanged = styles[node.index].direction != style.direction
            || styles[node.index].textAlign != style.textAlign
        styles[node.index] = style
        usesPercentages[node.index] = style.hasPercentages
        hasInsets[node.index] = style.hasInsets
        if style.sizingKeywords.isEmpty { sizingKeywordNodes.remove(node.index) } else { sizingKeywordNodes.insert(node.index) }
        if style.hasPercentHeight { percentHeightNodes.insert(node.index) } else { percentHeightNodes.remove(node.index) }
        noteRareStyle(node.index, style)
        unvalidated.append(node.index)
        if directionChanged {
            markSubtreeDirty(node.index)
            resolvedRoot = nil
        }
        if style.writingMode != nil || writingModes != nil { restyleWritingModes(node.index) }
        markDirty(node)
    }

    /// Replaces a leaf's measure closure (its content changed) and marks it dirty.
    public mutating func setMeasure(_ measure: MeasureFunction?, for node: NodeID) {
        measures[node.index] = measure
        markDirty(node)
    }

    /// Declares that `node`'s content changed: its cached sizes and those of its ancestors are
    /// dropped, everything else stays cached for the next layout. Styles, measures and children
    /// change only through here, so it also forgets what the node's and its ancestors' subtrees
    /// were found to be (`widthFree`).
    public mutating func markDirty(_ node: NodeID) {
        if !retained.isEmpty {
            if hasContentsNodes { forgetRetained(node.index) } else { noteDirtyInRetained(node.index) }
        }
        var index = node.index
        while index != -1 {
            cache.clear(index)
            forgetGridPlacement(index)
            widthFree[index] = WidthFree.unknown
            index = parents[index]
        }
    }

    mutating func markSubtreeDirty(_ index: Int) {
        cache.clear(index)
        forgetGridPlacement(index)
        if !retained.isEmpty { retained[index] = nil }
        for child in children[index] { markSubtreeDirty(child.index) }
    }

    public mutating func resetMeasureCallCount() { measureCallCount = 0 }

    /// The node's frame from the last layout: rounded to the pixel grid if that layout was given
    /// a scale, otherwise exact.
    public func frame(of node: NodeID) -> Frame {
        rounded && node.index < roundedFrames.count ? roundedFrames[node.index] : frames[node.index]
    }

    /// The node's exact frame from the last layout, before pixel rounding.
    public func unroundedFrame(of node: NodeID) -> Frame { frames[node.index] }

    @inline(__always)
    mutating func measure(_ node: Int, width: SizeProposal, height: SizeProposal) -> Measurement {
        guard let measure = measures[node] else { return Measurement(width: 0, height: 0) }
        if let cached = cache.measurement(node, width: width, height: height) { return cached }
        measureCallCount += 1
        var result = measure(width, height)
        if !(result.width.isFinite && result.height.isFinite && result.width >= 0 && result.height >= 0
            && result.width <= maximumLength && result.height <= maximumLength) {
            if invalidMeasurement == nil {
                invalidMeasurement = .invalidMeasurement(node: node, width: result.width, height: result.height)
            }
            result = Measurement(width: 0, height: 0)
        }
        if let baseline = result.baseline, !baseline.isFinite { result.baseline = nil }
        cache.storeMeasurement(node, width: width, height: height, result: result)
        return result
    }
}
