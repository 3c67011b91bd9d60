/// Per-node memo of sizes and measurements, in flat pools (no per-node allocation).
///
/// A node that uses the cache gets a record: one slot for its last full layout (which also means
/// its children's frames are current for those inputs) and a few slots of sizing results (a
/// flex item is typically sized for its flex basis, its min-content size and its final size). A
/// measured leaf also gets a ring of raw measurements. `markDirty` empties a node's slots;
/// nothing else ever invalidates them, so a clean subtree is never laid out twice for the same
/// inputs.
///
/// A sizing result replaces the one of the same *shape* (which sizes were known, which kind of
/// available space, which axis content-sized): a re-layout that gives a node a new width asks it
/// the same kinds of questions with new numbers, and each new answer should displace the stale
/// answer to its own question, never the node's still-valid content size. With a plain ring, a
/// node asked five kinds of questions by its parent evicted each answer just before it was asked
/// again, so one changed leaf re-computed whole clean subtrees (as Taffy does, slots per kind).
///
/// An answer never evicts one of another shape: a node asked more kinds of questions than its
/// record has slots gets a spill record chained to it (`spills`). Evicting there made layout
/// time exponential in depth: in a chain of wrapping rows and columns every container is asked
/// six kinds of questions, each of which it answers by asking its child six kinds, so with four
/// slots each level recomputed its child about twice per question, and depth 40 (81 nodes)
/// took seconds. The shapes a key can have are few (`Key.shape` is 8 bits; trees ask at most
/// about ten), so a node's chain stays short and a node computes each question once per layout
/// unless its numbers change.
///
/// Records are handed out on a node's first store, because most nodes never store anything: an
/// empty box without a measure closure is answered from its style (see `computeNode`), and only
/// measured leaves measure. A node without a record costs two `Int32`s instead of ~700 bytes of
/// slots, and emptying its (absent) slots reads one of them: on big trees, whose nodes are
/// mostly such leaves, that keeps the working set of a layout in the processor's caches. A
/// record (and its spills), once given, stays with its node (emptied, not returned), so the pools
/// never grow past a few records per node and a re-layout asking the same kinds of questions
/// allocates nothing. Which slots of a record hold an
/// entry is a bit mask beside the ring's position (`Occupancy`, 2 bytes): emptying a record
/// writes only that, and a lookup reads only the slots that are filled, not 5 × 64 bytes.
struct LayoutCache {
    static let sizeSlots = 4
    /// The occupancy bits of a record's sizing slots (bit 0 is its layout slot).
    private static let sizeSlotsMask = UInt8((1 << (1 + sizeSlots)) - 2)
    static let measureSlots = 4
    /// Slots of one record: its layout slot first, then its sizing ring.
    private static let recordSlots = 1 + sizeSlots

    /// Which slots of a record are filled (bit i: slot i) and, for a ring of measurements, which
    /// slot the next new entry replaces when none is free. Emptying clears the mask only, so the
    /// ring goes on where it was.
    private struct Occupancy {
        var filled: UInt8 = 0
        var next: UInt8 = 0
    }

    /// `LayoutInput` flattened to plain numbers, so a lookup is a few float compares.
    ///
    /// A known size always comes with available space equal to it (`computeNode` normalizes
    /// that), so one number per axis says both: the known size, or else the encoded available
    /// space, with a flag telling which.
    struct Key: Equatable {
        var width: Double
        var height: Double
        var parentWidth: Double
        var parentHeight: Double
        /// Bits 0-1: the content-sized axis (0-2); bit 2: a known height that is not definite;
        /// bits 3 and 4: width and height are known sizes; bit 5: a known height that is the
        /// node's own measured one; bit 6: only the width was asked (`widthOnly`). One field, so that a lookup compares
        /// no more than the numbers and one byte.
        var flags: UInt8

        /// Which kind of question this is, without its numbers: the flags, and for each axis
        /// whether its size was known or else which kind of space was available.
        var shape: UInt8 {
            func kind(_ known: Bool, _ value: Double) -> UInt8 {
                if known { return 0 }
                return value == -2 ? 1 : value == -3 ? 2 : 3
            }
            return flags & 7 | kind(flags & 8 != 0, width) << 3 | kind(flags & 16 != 0, height) << 5 | (flags & 64) << 1
        }

        init(_ input: LayoutInput) {
            width = input.knownWidth ?? Self.encode(input.availableWidth)
            height = input.knownHeight ?? Self.encode(input.availableHeight)
            parentWidth = input.parentWidth ?? -1
            parentHeight = input.parentHeight ?? -1
            switch input.contentSizedAxis {
            case .none: flags = 0
            case .width: flags = 1
            case .height: flags = 2
            }
            if input.knownHeight != nil, !input.knownHeightIsDefinite { flags |= 4 }
            if input.knownHeight != nil, input.knownHeightIsMeasured { flags |= 32 }
            if input.knownWidth != nil { flags |= 8 }
            if input.knownHeight != nil { flags |= 16 }
            if input.widthOnly { flags |= 64 }
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

    /// One slot: 64 bytes, a cache line (`hasBaseline` fits in the key's padding). The baseline
    /// is stored as NaN when there is none (layout never produces a NaN baseline: measured ones
    /// are checked to be finite). Slots not marked filled hold stale entries or the placeholder
    /// and are never read.
    private struct Entry {
        var key: Key
        /// Whether `baseline` was computed: a sizing pass skips it unless asked.
        var hasBaseline: Bool
        var width: Double
        var height: Double
        var baseline: Double

        init(key: Key, output: LayoutOutput, hasBaseline: Bool) {
            self.key = key
            self.hasBaseline = hasBaseline
            width = output.width
            height = output.height
            baseline = output.baseline ?? .nan
        }

        static let placeholder = Entry(key: Key(LayoutInput(availableWidth: .maxContent, availableHeight: .maxContent)),
                                       output: .zero, hasBaseline: false)

        var output: LayoutOutput {
            LayoutOutput(width: width, height: height, baseline: baseline.isNaN ? nil : baseline)
        }
    }

    private struct MeasureEntry {
        var width: SizeProposal
        var height: SizeProposal
        var result: Measurement

        static let placeholder = MeasureEntry(width: .unconstrained, height: .unconstrained,
                                              result: Measurement(width: 0, height: 0))
    }

    /// Off only in tests that check the cache changes no result: nothing is stored, so every
    /// question is computed again (in time exponential in a tree's depth).
    var storesResults = true

    /// Per node: its record in `entries` / `occupancy`, or -1 while it has stored nothing.
    private var records: [Int32] = []
    /// Per node: its record in `measureEntries` / `measureOccupancy`, or -1 while it has
    /// measured nothing.
    private var measureRecords: [Int32] = []
    /// `recordSlots` entries per record. Occupancy bit 0 is the layout slot, bits 1... the sizes.
    private var entries: [Entry] = []
    private var occupancy: [Occupancy] = []
    /// Per record: the record its sizing results spill into once its own slots hold other
    /// shapes, or -1. A spill record's layout slot is never used.
    private var spills: [Int32] = []
    /// `measureSlots` entries per record.
    private var measureEntries: [MeasureEntry] = []
    private var measureOccupancy: [Occupancy] = []

    mutating func addNode() {
        records.append(-1)
        measureRecords.append(-1)
    }

    mutating func clear(_ node: Int) {
        var record = Int(records[node])
        while record >= 0 {
            occupancy[record].filled = 0
            record = Int(spills[record])
        }
        let measureRecord = Int(measureRecords[node])
        if measureRecord >= 0 { measureOccupancy[measureRecord].filled = 0 }
    }

    /// A full layout with these inputs already placed the node's children.
    func hasLayout(_ node: Int, for key: Key) -> LayoutOutput? {
        let record = Int(records[node])
        guard record >= 0, occupancy[record].filled & 1 != 0 else { return nil }
        let entry = entries[record * Self.recordSlots]
        return entry.key == key ? entry.output : nil
    }

    mutating func storeLayout(_ node: Int, key: Key, output: LayoutOutput) {
        guard storesResults else { return }
        let record = record(of: node)
        entries[record * Self.recordSlots] = Entry(key: key, output: output, hasBaseline: true)
        occupancy[record].filled |= 1
    }

    /// The node's size for these inputs, from its last layout or a sizing pass, if known (with
    /// its baseline when `needsBaseline`).
    func size(_ node: Int, for key: Key, needsBaseline: Bool) -> LayoutOutput? {
        let record = Int(records[node])
        guard record >= 0 else { return nil }
        let filled = occupancy[record].filled
        let base = record * Self.recordSlots
        if filled & 1 != 0, entries[base].key == key { return entries[base].output }
        if let output = sizeSlot(in: record, filled: filled, key: key, needsBaseline: needsBaseline) { return output }
        // Entries spill only from a full record: most lookups stop here.
        guard filled & Self.sizeSlotsMask == Self.sizeSlotsMask else { return nil }
        return spilledSize(after: record, key: key, needsBaseline: needsBaseline)
    }

    @inline(__always)
    private func sizeSlot(in record: Int, filled: UInt8, key: Key, needsBaseline: Bool) -> LayoutOutput? {
        let base = record * Self.recordSlots
        for slot in 1..<Self.recordSlots where filled & (1 << slot) != 0 {
            let entry = entries[base + slot]
            if entry.key == key, entry.hasBaseline || !needsBaseline { return entry.output }
        }
        return nil
    }

    @inline(never)
    private func spilledSize(after record: Int, key: Key, needsBaseline: Bool) -> LayoutOutput? {
        var record = Int(spills[record])
        while record >= 0 {
            let filled = occupancy[record].filled
            if let output = sizeSlot(in: record, filled: filled, key: key, needsBaseline: needsBaseline) { return output }
            guard filled & Self.sizeSlotsMask == Self.sizeSlotsMask else { return nil }
            record = Int(spills[record])
        }
        return nil
    }

    /// The height of a sizing result for the same question as `key` at another known width, for a
    /// node whose height does not depend on its width (`LayoutTree.heightIgnoresWidth`).
    func height(_ node: Int, forAnotherWidthThan key: Key) -> Double? {
        let record = Int(records[node])
        guard record >= 0, key.flags & 8 != 0 else { return nil }
        let filled = occupancy[record].filled
        if let height = heightSlot(in: record, filled: filled, key: key) { return height }
        guard filled & Self.sizeSlotsMask == Self.sizeSlotsMask else { return nil }
        return spilledHeight(after: record, key: key)
    }

    @inline(__always)
    private func heightSlot(in record: Int, filled: UInt8, key: Key) -> Double? {
        let base = record * Self.recordSlots
        for slot in 1..<Self.recordSlots where filled & (1 << slot) != 0 {
            let entry = entries[base + slot]
            if entry.key.flags == key.flags, entry.key.height == key.height, entry.key.parentWidth == key.parentWidth,
               entry.key.parentHeight == key.parentHeight {
                return entry.height
            }
        }
        return nil
    }

    @inline(never)
    private func spilledHeight(after record: Int, key: Key) -> Double? {
        var record = Int(spills[record])
        while record >= 0 {
            let filled = occupancy[record].filled
            if let height = heightSlot(in: record, filled: filled, key: key) { return height }
            guard filled & Self.sizeSlotsMask == Self.sizeSlotsMask else { return nil }
            record = Int(spills[record])
        }
        return nil
    }

    /// Stores a sizing result over the entry of the same shape (see the type's comment), else in
    /// the first free slot of the node's records, else in a new spill record. So a record's
    /// spill holds entries only while the record is full, and a record's filled slots are
    /// always its first ones' free slots taken in turn.
    mutating func storeSize(_ node: Int, key: Key, output: LayoutOutput, hasBaseline: Bool) {
        guard storesResults else { return }
        let entry = Entry(key: key, output: output, hasBaseline: hasBaseline)
        let shape = key.shape
        var record = record(of: node)
        while true {
            let filled = occupancy[record].filled
            let base = record * Self.recordSlots
            var free: Int?
            for slot in 1..<Self.recordSlots {
                if filled & (1 << slot) == 0 {
                    if free == nil { free = slot }
                } else if entries[base + slot].key.shape == shape {
                    entries[base + slot] = entry
                    return
                }
            }
            if let free {
                // Nothing is spilled past a record that is not full.
                entries[base + free] = entry
                occupancy[record].filled |= 1 << free
                return
            }
            var next = Int(spills[record])
            if next < 0 {
                next = newRecord()
                spills[record] = Int32(next)
            }
            record = next
        }
    }

    /// The node's record, given to it now if it had none.
    private mutating func record(of node: Int) -> Int {
        let record = Int(records[node])
        if record >= 0 { return record }
        let new = newRecord()
        records[node] = Int32(new)
        return new
    }

    /// An empty record at the end of the pools.
    private mutating func newRecord() -> Int {
        let new = occupancy.count
        entries.append(contentsOf: repeatElement(.placeholder, count: Self.recordSlots))
        occupancy.append(Occupancy())
        spills.append(-1)
        return new
    }

    /// A measurement that answers this proposal: one made for the same proposal, or (as Yoga
    /// does) one whose result already satisfies it — content that wanted height h when offered
    /// any height will want h again when told "exactly h" or "at most h' ≥ h".
    func measurement(_ node: Int, width: SizeProposal, height: SizeProposal) -> Measurement? {
        let record = Int(measureRecords[node])
        guard record >= 0 else { return nil }
        let filled = measureOccupancy[record].filled
        let base = record * Self.measureSlots
        for slot in 0..<Self.measureSlots where filled & (1 << slot) != 0 {
            let entry = measureEntries[base + slot]
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
        let record = Int(measureRecords[node])
        guard record >= 0 else { return nil }
        let filled = measureOccupancy[record].filled
        let base = record * Self.measureSlots
        for slot in 0..<Self.measureSlots where filled & (1 << slot) != 0 && measureEntries[base + slot].width == width {
            return measureEntries[base + slot].result
        }
        return nil
    }

    mutating func storeMeasurement(_ node: Int, width: SizeProposal, height: SizeProposal, result: Measurement) {
        guard storesResults else { return }
        var record = Int(measureRecords[node])
        if record < 0 {
            record = measureOccupancy.count
            measureRecords[node] = Int32(record)
            measureEntries.append(contentsOf: repeatElement(.placeholder, count: Self.measureSlots))
            measureOccupancy.append(Occupancy())
        }
        var state = measureOccupancy[record]
        let slot = Int(state.next)
        measureEntries[record * Self.measureSlots + slot] = MeasureEntry(width: width, height: height, result: result)
        state.filled |= 1 << slot
        state.next = UInt8((slot + 1) % Self.measureSlots)
        measureOccupancy[record] = state
    }
}
