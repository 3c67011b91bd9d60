/// `--shard K/N`: the K-th of N deterministic slices of the catalog, so CI can split a large
/// catalog across machines and `gallery merge` can join the slices' manifests into one index.
///
/// Slices are whole groups (so each group's contact sheet is drawn on one machine), balanced by
/// story count: groups in descending size, ties in catalog order, each to the least loaded slice
/// (ties to the lowest index). The result depends only on the group sizes and their order.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    public static let whole = Shard(uncheckedIndex: 1, count: 1)

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses "K/N" with 1 ≤ K ≤ N ≤ 1000.
    public init(parsing text: String) throws(GalleryError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, count <= 1000, index >= 1, index <= count else {
            throw .invalidArgument("--shard", text, "must be K/N with 1 ≤ K ≤ N ≤ 1000, e.g. 2/4")
        }
        self.init(uncheckedIndex: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// The groups (named in catalog order, with their story counts) that belong to this slice,
    /// in catalog order.
    public func groups(of sizes: [(group: String, stories: Int)]) -> Set<String> {
        let order = sizes.indices.sorted { sizes[$0].stories != sizes[$1].stories ? sizes[$0].stories > sizes[$1].stories : $0 < $1 }
        var load = [Int](repeating: 0, count: count)
        var mine: Set<String> = []
        for i in order {
            var target = 0
            for slice in 1..<count where load[slice] < load[target] { target = slice }
            load[target] += sizes[i].stories
            if target == index - 1 { mine.insert(sizes[i].group) }
        }
        return mine
    }
}
