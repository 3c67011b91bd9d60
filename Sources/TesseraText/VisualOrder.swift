/// The units of one line in the order they are shown (UAX #9 rules L1 and L2), after line
/// breaking has cut the logical text into lines.
///
/// Each item is one unit of one piece with its resolved level; an odd level means the unit's
/// glyphs (stored in logical order) are drawn reversed.
struct VisualOrder {
    struct Item {
        var piece: Int
        var unit: Int
        var level: UInt8
    }

    private(set) var items: [Item] = []

    /// `paragraphLevel` is the base level of the line's paragraph; an ellipsis or hyphen takes it, as do
    /// the line's trailing spaces (L1). In a right-to-left paragraph trailing spaces are left
    /// out: they would sit at the left edge, and the line's width already excludes them.
    init(_ pieces: [LinePiece], paragraphLevel: UInt8) {
        for (p, piece) in pieces.enumerated() {
            for u in piece.units where piece.source.units[u].kind != .newline {
                let level = piece.isInserted ? paragraphLevel : piece.source.units[u].bidiLevel
                items.append(Item(piece: p, unit: u, level: level))
            }
        }
        var trailing = items.count
        while trailing > 0, pieces[items[trailing - 1].piece].source.units[items[trailing - 1].unit].kind == .space {
            trailing -= 1
            items[trailing].level = paragraphLevel
        }
        if paragraphLevel % 2 == 1 { items.removeSubrange(trailing...) }
        reorder()
    }

    /// L2: from the highest level down to the lowest odd one, reverse every maximal sequence of
    /// items at that level or higher.
    private mutating func reorder() {
        guard let highest = items.map(\.level).max() else { return }
        let lowestOdd = items.map(\.level).filter { $0 % 2 == 1 }.min() ?? highest + 1
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < items.count {
                guard items[i].level >= level else { i += 1; continue }
                var end = i
                while end < items.count, items[end].level >= level { end += 1 }
                items[i..<end].reverse()
                i = end
            }
            level -= 1
        }
    }
}
