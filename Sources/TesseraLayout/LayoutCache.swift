/// Per-node memo of sizes and measurements, in flat arrays (no per-node allocation).
///
/// Each node has one slot for its last full layout (which also means its children's frames are
/// current for those inputs), a small ring of sizing results (a flex item is typically sized for
/// its flex basis, its min-content size and its final size), and a ring of raw measurements.
/// `markDirty` clears a node's slots; nothing else ever invalidates them, so a clean subtree is
/// never laid out twice for the same inputs.
struct LayoutCache {
    static let sizeSlots = 4
    static let measureSlots = 4

    /// `LayoutInput` flattened to plain numbers, so a lookup is a few float compares.
    struct Key: Equatable {
        var knownWidth: Double
        var knownHeight: Double
        var parentWidth: Double
        var parentHeight: Double
        var availableWidth: Double
        var availableHeight: Double
        /// The content-sized axis (0-2), plus 4 when a known height is not definite: one field, so
        /// that a lookup compares no more than before the flag existed.
        var flags: UInt8

        init(_ input: LayoutInput) {
            knownWidth = input.knownWidth ?? -1
            knownHeight = input.knownHeight ?? -1
            parentWidth = input.parentWidth ?? -1
            parentHeight = input.parentHeight ?? -1
            availableWidth = Self.encode(input.availableWidth)
            availableHeight = Self.encode(input.availableHeight)
            switch input.contentSizedAxis {
            case .none: flags = 0
            case .width: flags = 1
            case .height: flags = 2
            }
            if input.knownHeight != nil, !input.knownHeightIsDefinite { flags |= 4 }
        }

        /// Sizes are never negative, so negative codes are free for the non-definite cases.
        private static func encode(_ space: AvailableSpace) -> Double {
            switch space {
            case .definite(let value): return value
            case .minContent: return -2
            case .maxContent: return -3
            }
        }
    }

    private struct Entry {
        var key: Key
        var output: LayoutOutput
    }

    private struct MeasureEntry {
        var width: SizeProposal
        var height: SizeProposal
        var result: Measurement
    }

    private var layoutEntries: [Entry?] = []
    private var sizeEntries: [Entry?] = []
    private var sizeNext: [UInt8] = []
    private var measureEntries: [MeasureEntry?] = []
    private var measureNext: [UInt8] = []

    mutating func addNode() {
        layoutEntries.append(nil)
        sizeEntries.append(contentsOf: repeatElement(nil, count: Self.sizeSlots))
        sizeNext.append(0)
        measureEntries.append(contentsOf: repeatElement(nil, count: Self.measureSlots))
        measureNext.append(0)
    }

    mutating func clear(_ node: Int) {
        layoutEntries[node] = nil
        for slot in 0..<Self.sizeSlots { sizeEntries[node * Self.sizeSlots + slot] = nil }
        for slot in 0..<Self.measureSlots { measureEntries[node * Self.measureSlots + slot] = nil }
    }

    /// A full layout with these inputs already placed the node's children.
    func hasLayout(_ node: Int, for key: Key) -> LayoutOutput? {
        if let entry = layoutEntries[node], entry.key == key { return entry.output }
        return nil
    }

    mutating func storeLayout(_ node: Int, key: Key, output: LayoutOutput) {
        layoutEntries[node] = Entry(key: key, output: output)
        storeSize(node, key: key, output: output)
    }

    func size(_ node: Int, for key: Key) -> LayoutOutput? {
        let base = node * Self.sizeSlots
        for slot in 0..<Self.sizeSlots {
            if let entry = sizeEntries[base + slot], entry.key == key { return entry.output }
        }
        return nil
    }

    mutating func storeSize(_ node: Int, key: Key, output: LayoutOutput) {
        let base = node * Self.sizeSlots
        for slot in 0..<Self.sizeSlots where sizeEntries[base + slot]?.key == key {
            sizeEntries[base + slot] = Entry(key: key, output: output)
            return
        }
        let slot = Int(sizeNext[node])
        sizeEntries[base + slot] = Entry(key: key, output: output)
        sizeNext[node] = UInt8((slot + 1) % Self.sizeSlots)
    }

    /// A measurement that answers this proposal: one made for the same proposal, or (as Yoga
    /// does) one whose result already satisfies it — content that wanted height h when offered
    /// any height will want h again when told "exactly h" or "at most h' ≥ h".
    func measurement(_ node: Int, width: SizeProposal, height: SizeProposal) -> Measurement? {
        let base = node * Self.measureSlots
        for slot in 0..<Self.measureSlots {
            guard let entry = measureEntries[base + slot] else { continue }
            if Self.answers(entry.width, entry.result.width, width) && Self.answers(entry.height, entry.result.height, height)
                && (entry.width == width || entry.height == height) {
                return entry.result
            }
        }
        return nil
    }

    private static func answers(_ asked: SizeProposal, _ got: Double, _ wanted: SizeProposal) -> Bool {
        if asked == wanted { return true }
        switch (asked, wanted) {
        case (.unconstrained, .exactly(let size)), (.atMost, .exactly(let size)):
            // Laid out at exactly the size it chose, the content makes the same choice.
            return abs(got - size) < 1e-9
        case (.unconstrained, .atMost(let limit)):
            return got <= limit + 1e-9
        default:
            return false
        }
    }

    /// Any measurement made at this width, whatever height was proposed.
    func measurement(_ node: Int, width: SizeProposal) -> Measurement? {
        let base = node * Self.measureSlots
        for slot in 0..<Self.measureSlots {
            if let entry = measureEntries[base + slot], entry.width == width { return entry.result }
        }
        return nil
    }

    mutating func storeMeasurement(_ node: Int, width: SizeProposal, height: SizeProposal, result: Measurement) {
        let slot = Int(measureNext[node])
        measureEntries[node * Self.measureSlots + slot] = MeasureEntry(width: width, height: height, result: result)
        measureNext[node] = UInt8((slot + 1) % Self.measureSlots)
    }
}
