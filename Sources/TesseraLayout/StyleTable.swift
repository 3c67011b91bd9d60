/// The nodes' styles, each distinct value stored once and shared by the nodes that have it.
///
/// A `Style` is 400 bytes and laying out a node reads most of it, so with a copy per node the
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
struct StyleTable {
    /// Distinct styles; an entry without users is free (listed in `unused`).
    private var values: [Style] = []
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
        // Yields the stored value in place: `styles[node].field` reads one field, where a
        // getter returned the whole 400-byte value first (a memcpy per field read, wherever
        // the optimizer did not see through it).
        _read { yield values[Int(valueOfNode[node])] }
        set {
            let old = valueOfNode[node]
            // Intern first: a node given its own value again keeps the same copy.
            valueOfNode[node] = intern(newValue)
            release(old)
        }
    }

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
            values[Int(index)] = style
            users[Int(index)] = 1
        } else {
            index = Int32(values.count)
            values.append(style)
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
        for index in values.indices where users[index] > 0 {
            var bucket = values[index].hashValue & mask
            while buckets[bucket] != Self.empty { bucket = (bucket + 1) & mask }
            buckets[bucket] = Int32(index)
            filledBuckets += 1
        }
    }
}
