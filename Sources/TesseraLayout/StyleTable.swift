/// The nodes' styles, each distinct value stored once and shared by the nodes that have it.
///
/// A `Style` is some 450 bytes and laying out a node reads most of it, so with a copy per node the
/// styles alone outgrow the processor's caches on big trees (40 MB at 100,000 nodes) and the
/// cost per node climbs with the node count. UI trees repeat few styles many times — every
/// label of a list, every card of a grid, every icon of a toolbar — so a node holds a 4-byte
/// index to its style's one copy. Equal values are found through an open-addressing hash table
/// of indices (no second copy of a style as a key); a value no node uses any more is recycled,
/// so restyling a node again and again (an animation) does not grow the table. A tree whose
/// styles are all different costs ~12 bytes per node more than copies, and adding or
/// restyling a node hashes its style once. The hash only finds equal values: which copy a node
/// gets, and so the layout, never depends on it. "Equal" is `Style`'s `==`, for which a length
/// of -0 is 0: a node given -0 may read back 0, which lays out the same.
///
/// The values live in a `StyleValues` block whose addresses stay put, so `address(of:)` can say
/// where a node's style is: a style read out of the table as a value, to pass it whole, is
/// copied first, grid box retained and released (see `ResolvedBox.init(at:...)`).
struct StyleTable {
    /// Distinct styles; an entry without users is free (listed in `unused`).
    private var values = StyleValues()
    /// Per value: how many nodes have it.
    private var users: [Int32] = []
    private var unused: [Int32] = []
    /// Per node: its index in `values`.
    private var valueOfNode: [Int32] = []
    /// Open addressing, linear probing: a value index, `Self.empty` or `Self.deleted`. Its size
    /// is a power of two, kept at most 3/4 full counting deleted slots.
    private var buckets: [Int32] = []
    private var filledBuckets = 0

    private static let empty: Int32 = -1
    private static let deleted: Int32 = -2

    /// The number of nodes.
    var count: Int { valueOfNode.count }

    /// How many style values are stored, in use or free: what the table costs, whatever the
    /// number of nodes.
    var storedValues: Int { values.count }

    subscript(node: Int) -> Style {
        // The stored value's address: `styles[node].field` reads one field, and a style passed
        // `borrowing` is passed by address, where a getter (or a yield of an array's element)
        // gave a copy of the whole ~450-byte value first.
        unsafeAddress { address(of: node) }
        set {
            let old = valueOfNode[node]
            // Intern first: a node given its own value again keeps the same copy.
            valueOfNode[node] = intern(newValue)
            release(old)
        }
    }

    /// Where a node's style is stored, until the table next changes: for readers that take a
    /// whole style on the hot path (see `ResolvedBox.init(at:...)`).
    func address(of node: Int) -> UnsafePointer<Style> { values.address(of: Int(valueOfNode[node])) }

    mutating func append(_ style: Style) {
        valueOfNode.append(intern(style))
    }

    /// The index of a value equal to `style`, stored now if there was none, with one more user.
    private mutating func intern(_ style: Style) -> Int32 {
        if (filledBuckets + 1) * 4 > buckets.count * 3 { rebuildBuckets() }
        let mask = buckets.count - 1
        var bucket = style.hashValue & mask
        var reusable = -1
        while buckets[bucket] != Self.empty {
            let index = buckets[bucket]
            if index == Self.deleted {
                if reusable < 0 { reusable = bucket }
            } else if values[Int(index)] == style {
                users[Int(index)] += 1
                return index
            }
            bucket = (bucket + 1) & mask
        }
        let index: Int32
        if let free = unused.popLast() {
            index = free
            uniqueValues().replace(Int(index), with: style)
            users[Int(index)] = 1
        } else {
            index = Int32(values.count)
            uniqueValues().append(style)
            users.append(1)
        }
        if reusable >= 0 {
            buckets[reusable] = index
        } else {
            buckets[bucket] = index
            filledBuckets += 1
        }
        return index
    }

    /// The values, copied first if another table (a copy of the tree) shares them.
    private mutating func uniqueValues() -> StyleValues {
        if !isKnownUniquelyReferenced(&values) { values = values.copy() }
        return values
    }

    /// One user fewer; a value left without users leaves the hash table and becomes free.
    private mutating func release(_ index: Int32) {
        users[Int(index)] -= 1
        guard users[Int(index)] == 0 else { return }
        let mask = buckets.count - 1
        var bucket = values[Int(index)].hashValue & mask
        // The value was inserted along this probe sequence, so the loop finds it.
        while buckets[bucket] != index { bucket = (bucket + 1) & mask }
        buckets[bucket] = Self.deleted
        unused.append(index)
    }

    /// Rehashes the values in use into a table twice their number (at least 16 buckets),
    /// dropping deleted slots.
    private mutating func rebuildBuckets() {
        let live = values.count - unused.count
        var size = 16
        while size < (live + 1) * 2 { size *= 2 }
        buckets = Array(repeating: Self.empty, count: size)
        filledBuckets = 0
        let mask = size - 1
        for index in 0..<values.count where users[index] > 0 {
            var bucket = values[index].hashValue & mask
            while buckets[bucket] != Self.empty { bucket = (bucket + 1) & mask }
            buckets[bucket] = Int32(index)
            filledBuckets += 1
        }
    }
}

/// The distinct values of a `StyleTable` in one block of memory that stays where it is while the
/// block lives, so the table hands out addresses into it; `StyleTable` copies the block before
/// changing one that a copy of the tree shares.
final class StyleValues {
    private(set) var count = 0
    private var capacity = 0
    private var base: UnsafeMutablePointer<Style>

    init(capacity: Int = 0) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Where value `index` is stored; valid while this block lives.
    @inline(__always)
    func address(of index: Int) -> UnsafePointer<Style> {
        precondition(index >= 0 && index < count, "style index out of range")
        return UnsafePointer(base + index)
    }

    subscript(index: Int) -> Style {
        unsafeAddress { address(of: index) }
    }

    func replace(_ index: Int, with style: Style) {
        precondition(index >= 0 && index < count, "style index out of range")
        base[index] = style
    }

    func append(_ style: Style) {
        if count == capacity { grow(to: max(16, capacity * 2)) }
        (base + count).initialize(to: style)
        count += 1
    }

    /// A block of its own with the same values.
    func copy() -> StyleValues {
        let copy = StyleValues(capacity: capacity)
        copy.base.initialize(from: base, count: count)
        copy.count = count
        return copy
    }

    private func grow(to newCapacity: Int) {
        let newBase = UnsafeMutablePointer<Style>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
