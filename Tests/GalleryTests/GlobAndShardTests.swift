import Testing
@testable import GalleryKit

struct GlobPatternTests {
    @Test func wildcards() {
        #expect(GlobPattern("Atoms/*").matches("Atoms/Button/primary"))
        #expect(GlobPattern("*primary*").matches("Atoms/Button/primary-large"))
        #expect(GlobPattern("Tokens/colo?s").matches("Tokens/colors"))
        #expect(!GlobPattern("Tokens/colo?s").matches("Tokens/colours"))
        #expect(!GlobPattern("Atoms/*").matches("Rows/Atoms/x"))
        #expect(GlobPattern("*").matches(""))
        #expect(!GlobPattern("a*b*c").matches("aXbXd"))
        #expect(GlobPattern(String(repeating: "*a", count: 30)).matches(String(repeating: "a", count: 30)))
    }
}

struct ShardTests {
    let sizes: [(group: String, stories: Int)] = [("A", 5), ("B", 1), ("C", 3), ("D", 3), ("E", 2), ("F", 7)]

    @Test func slicesPartitionTheGroupsAndBalanceThem() throws {
        for count in 1...7 {
            let slices = try (1...count).map { try Shard(parsing: "\($0)/\(count)").groups(of: sizes) }
            #expect(slices.reduce(0) { $0 + $1.count } == sizes.count)
            #expect(Set(slices.flatMap { $0 }) == Set(sizes.map(\.group)))
            if count == 3 {
                let loads = slices.map { slice in sizes.filter { slice.contains($0.group) }.reduce(0) { $0 + $1.stories } }
                #expect(loads.max()! - loads.min()! <= 1)
            }
        }
    }

    @Test func badShardsAreErrors() {
        for text in ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3", "-1/2", "1/1001"] {
            #expect(throws: GalleryError.self) { try Shard(parsing: text) }
        }
    }
}
