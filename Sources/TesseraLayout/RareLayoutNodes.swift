/// The nodes few trees have: `position: static` ones (with the static positions found for their
/// absolutely positioned children, see `HoistedAbsolutes.swift`) and `display: contents` ones
/// (see `DisplayContents.swift`).
struct RareLayoutNodes {
    var staticNodes: Set<Int> = []
    var staticPositions: [Int: StaticPosition] = [:]
    var contentsNodes: Set<Int> = []
}

/// `RareLayoutNodes` behind one reference, copied on write: layout copies the tree's stored
/// properties whole in its hot paths (some 400,000 times in a full layout of a 10,000-node flex
/// tree), and the three collections inline made such a layout 0.4% slower.
final class RareLayoutNodesBox {
    var value: RareLayoutNodes

    init(_ value: RareLayoutNodes) { self.value = value }
}

extension LayoutTree {
    var contentsNodes: Set<Int> { rareNodes?.value.contentsNodes ?? [] }
    var hasStaticNodes: Bool { rareNodes.map { !$0.value.staticNodes.isEmpty } ?? false }
    var hasContentsNodes: Bool { rareNodes.map { !$0.value.contentsNodes.isEmpty } ?? false }

    mutating func updateRareNodes(_ change: (inout RareLayoutNodes) -> Void) {
        if rareNodes == nil || !isKnownUniquelyReferenced(&rareNodes) {
            rareNodes = RareLayoutNodesBox(rareNodes?.value ?? RareLayoutNodes())
        }
        change(&rareNodes!.value)
    }

    /// Keeps the sets in step with a node's (new) style.
    mutating func noteRareStyle(_ node: Int, _ style: Style) {
        let isStatic = style.position == .static
        let isContents = style.display == .contents
        guard isStatic || isContents || rareNodes != nil else { return }
        updateRareNodes { rare in
            if isStatic { rare.staticNodes.insert(node) } else { rare.staticNodes.remove(node) }
            if isContents { rare.contentsNodes.insert(node) } else { rare.contentsNodes.remove(node) }
        }
    }
}
