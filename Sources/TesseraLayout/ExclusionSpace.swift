/// The floats placed so far in one block formatting context (CSS 2.1 §9.5), as margin boxes in
/// the coordinates of the context's root (its border box's top left), and the questions block
/// layout asks of them: where the next float goes (§9.5.1), how far down `clear` moves a box
/// (§9.5.2), and which band beside them a formatting context's root may take. What Chromium's
/// layout calls the exclusion space. Empty unless a block has floating children, so block
/// layout without floats asks it nothing but `isEmpty`.
struct ExclusionSpace {
    struct Float {
        let side: FloatSide
        let left, right, top, bottom: Double
    }

    private(set) var floats: [Float] = []
    /// How many more times a block in this formatting context may be laid out again at the
    /// place its collapsed margins gave it (see `placeInFlowBlock`). Each such layout can hold
    /// more of them, so nesting could multiply them; past this budget a block keeps its first
    /// layout, and layout time stays bounded whatever the tree.
    var relayoutBudget: Int
    /// §9.5.1 rule 6: a float's top is no higher than any earlier float's.
    private var lastFloatTop = -Double.infinity

    init(relayoutBudget: Int) {
        self.relayoutBudget = relayoutBudget
    }

    var isEmpty: Bool { floats.isEmpty }

    /// The floats of `earlier` (this space before a block was laid out), keeping the budget.
    mutating func restoreFloats(of earlier: ExclusionSpace) {
        floats = earlier.floats
        lastFloatTop = earlier.lastFloatTop
    }

    /// The lowest margin-box bottom of the floats on `side` (`.none`: either), for clearance and
    /// for the auto height of a formatting context's root (§10.6.7).
    func bottom(of clear: Clear) -> Double? {
        var lowest: Double?
        for float in floats where clear.clears(float.side) { lowest = max(lowest ?? float.bottom, float.bottom) }
        return lowest
    }

    /// The room between the floats that overlap the rows from `top` to `top + height` (the row
    /// at `top` if the height is 0; a float without height overlaps a box reaching across its
    /// top from above, as in Chromium, not one starting there), within
    /// `left ... right`: the right edge of the left floats and the left edge of the right
    /// floats, and where the first of those floats ends (nil when none overlaps).
    func band(top: Double, height: Double, left: Double, right: Double) -> (left: Double, right: Double, next: Double?) {
        var band = (left: left, right: right, next: Double?.none)
        let bottom = top + height
        for float in floats {
            let overlaps = height > 0
                ? float.top < bottom && (float.bottom > top || (float.bottom == float.top && float.top > top))
                : float.top <= top && float.bottom > top
            guard overlaps else { continue }
            switch float.side {
            case .left: band.left = max(band.left, float.right)
            case .right: band.right = min(band.right, float.left)
            case .none: continue
            }
            band.next = min(band.next ?? float.bottom, float.bottom)
        }
        return band
    }

    /// §9.5.1: places a float whose margin box is `width` × `height` no higher than `top`, as
    /// far left (or right) as it fits within `left ... right`, lower where it does not fit
    /// beside earlier floats (or at the top of nothing, where it overflows). Returns its margin
    /// box's top left.
    mutating func place(_ side: FloatSide, width: Double, height: Double, top: Double,
                        left: Double, right: Double) -> (x: Double, y: Double) {
        var y = max(top, lastFloatTop)
        while true {
            let band = band(top: y, height: height, left: left, right: right)
            guard let next = band.next, band.right - band.left < width, next > y else {
                let x = side == .left ? band.left : band.right - width
                floats.append(Float(side: side, left: x, right: x + width, top: y, bottom: y + height))
                lastFloatTop = y
                return (x, y)
            }
            y = next
        }
    }
}

/// Which sides floats were placed on (Chromium's adjoining object types, for floats).
struct FloatSides: OptionSet, Equatable {
    let rawValue: UInt8
    static let left = FloatSides(rawValue: 1)
    static let right = FloatSides(rawValue: 2)

    /// A box with `clear` would clear floats on one of these sides.
    func clearedBy(_ clear: Clear) -> Bool {
        (contains(.left) && clear.clears(.left)) || (contains(.right) && clear.clears(.right))
    }
}
