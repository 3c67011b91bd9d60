/// The room a parent offers a child along one axis while sizing it (CSS "available space").
enum AvailableSpace: Equatable {
    case definite(Double)
    /// Size under a min-content constraint (as narrow as the content allows).
    case minContent
    /// Size under a max-content constraint (no wrapping).
    case maxContent

    var value: Double? {
        if case .definite(let value) = self { return value }
        return nil
    }

    func subtracting(_ amount: Double) -> AvailableSpace {
        if case .definite(let value) = self { return .definite(max(0, value - amount)) }
        return self
    }

    func clamped(min lower: Double, max upper: Double) -> AvailableSpace {
        if case .definite(let value) = self { return .definite(max(min(value, upper), lower)) }
        return self
    }

    /// What a leaf's content is offered, in Yoga's terms.
    func proposal(contentSize known: Double?) -> SizeProposal {
        if let known { return .exactly(known) }
        switch self {
        case .definite(let value): return .atMost(value)
        case .minContent: return .atMost(0)
        case .maxContent: return .unconstrained
        }
    }
}

/// Everything a node's size depends on besides its own subtree; the key of the layout cache.
struct LayoutInput: Equatable {
    /// Border-box sizes the parent has already decided.
    var knownWidth: Double?
    var knownHeight: Double?
    /// The containing block's content size, for percentages (nil: indefinite).
    var parentWidth: Double?
    var parentHeight: Double?
    /// Room for the node's margin box.
    var availableWidth: AvailableSpace
    var availableHeight: AvailableSpace
    /// Size this axis by content alone, ignoring the node's own size, min and max along it (CSS's
    /// min-/max-content size, as opposed to the contribution that those properties clamp). A
    /// content-sized width also ignores the width an aspect ratio would give from the height
    /// (Chromium's intrinsic min-content size); callers that want that width transfer it.
    /// Callers asking this only read that axis of the output: a container whose content width
    /// is known before its lines are laid out answers at once (`height` is then meaningless).
    var contentSizedAxis: ContentSizedAxis = .none
    /// The caller will use the baseline: even a node whose size is fully known must be computed.
    var needsBaseline = false
    /// Whether `knownHeight` is definite (CSS Flexbox §9.8, as Chromium decides it): false for a
    /// flex item's height that came from flexing in a column whose own height is indefinite
    /// (unless the item's height or flex basis is definite); a stretched row item's height is
    /// definite (§9.4 step 11). An indefinite one resolves no percentage heights inside the node,
    /// and a wrapping column breaks its lines as if its height were auto.
    var knownHeightIsDefinite = true
    /// The known height is the one the node measured for itself, given back by a stretch that
    /// changed nothing: Chromium keeps the measured layout then, whose percentages resolved
    /// against an aspect ratio's floor rather than against the stretched height.
    var knownHeightIsMeasured = false
    /// The caller reads only the width of the output (a grid measuring its items' column
    /// contributions): a grid container then sizes its columns and skips its rows (see
    /// `GridWidthOnly.swift`). Other nodes answer in full, as if it were not set.
    var widthOnly = false
}

enum ContentSizedAxis: Equatable {
    case none, width, height
}

/// A node's border-box size and first baseline (from its top border edge), if it has one.
struct LayoutOutput: Equatable {
    var width: Double
    var height: Double
    var baseline: Double?

    static let zero = LayoutOutput(width: 0, height: 0, baseline: nil)
}
