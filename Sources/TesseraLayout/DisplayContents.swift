/// `display: contents` (CSS Display 3 §2.5): the node makes no box; its children take its place
/// among its siblings, laid out by its parent as the parent's own children (its style, sizes,
/// margins, padding, insets and position do nothing; `direction` and `writing-mode` are still
/// inherited through it). Its frame is zero, at its parent's origin, so its children's frames,
/// relative to it as every frame is, are relative to the box that laid them out.
///
/// The layout steps read `children` and `parents`: for the length of a layout those are the
/// flattened tree (each container's children with every contents child replaced by its own
/// children, recursively), and the tree as built is restored afterwards. Inherited properties
/// are resolved on the tree as built, before. A node's retained flex lines (`RetainedLines`)
/// index its flattened children, which the tree as built cannot tell apart: in a tree with
/// contents nodes, a change forgets its ancestors' retained lines instead of marking them.
/// On the root, `contents` lays out as `flex` (it has no parent to give its children to).
/// A contents node's own content (a measure) is not laid out.
extension LayoutTree {
    /// The structure `flattenContents` replaced, to put back.
    struct BuiltStructure {
        var children: [Int: [NodeID]] = [:]
        var parents: [Int: Int] = [:]
        var positions: [Int: Int] = [:]
    }

    /// Replaces, in every box that has contents children, its children by the flattened list.
    mutating func flattenContents() -> BuiltStructure {
        var built = BuiltStructure()
        var boxes: Set<Int> = []
        let contentsNodes = contentsNodes
        for node in contentsNodes {
            frames[node] = .zero
            var parent = parents[node]
            while parent != -1, contentsNodes.contains(parent), parents[parent] != -1 { parent = parents[parent] }
            if parent != -1 { boxes.insert(parent) }
        }
        for box in boxes.sorted() {
            var flattened: [NodeID] = []
            appendFlattened(children[box], to: &flattened)
            built.children[box] = children[box]
            children[box] = flattened
            for (position, child) in flattened.enumerated() where parents[child.index] != box {
                built.parents[child.index] = parents[child.index]
                built.positions[child.index] = positions[child.index]
                parents[child.index] = box
                positions[child.index] = position
            }
        }
        return built
    }

    private func appendFlattened(_ nodes: [NodeID], to flattened: inout [NodeID]) {
        for node in nodes {
            if styles[node.index].display == .contents {
                appendFlattened(children[node.index], to: &flattened)
            } else {
                flattened.append(node)
            }
        }
    }

    /// Puts the tree as built back after a layout.
    mutating func restore(_ built: BuiltStructure) {
        for (box, list) in built.children { children[box] = list }
        for (node, parent) in built.parents { parents[node] = parent }
        for (node, position) in built.positions { positions[node] = position }
    }

    /// Drops the retained lines of `node` and its ancestors (see the type's comment).
    mutating func forgetRetained(_ node: Int) {
        var index = node
        while index != -1 {
            retained[index] = nil
            index = parents[index]
        }
    }
}
