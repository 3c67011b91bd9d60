import Testing
@testable import TesseraLayout

/// Layout time must stay linear in a tree's size however deep it nests (issue 16: a 100-deep
/// chain of wrapping rows and columns with text leaves, 14 KB of JSON, took over 20 s because
/// each level recomputed its child about twice per question). Time is not asserted: the number
/// of container visits (cache misses) is, at two depths, and it must grow with the node count.
@Suite struct DeepTreeTests {
    /// One chain shape: every level is a container holding a text and the next level.
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        /// The style of the container at `level` (counted from the leaf), as JSON members.
        var style: @Sendable (Int) -> String
        /// Extra children after the text and the next level.
        var extra: String = ""

        var testDescription: String { name }
    }

    static let alternate: @Sendable (Int) -> String = { level in
        "\"flexDirection\": \"\(level % 2 == 1 ? "row" : "column")\""
    }

    /// Percentage widths under max widths that differ per level: each level's width resolves
    /// against its parent's, which its max width caps.
    static let percentUnderMax: @Sendable (Int) -> String = { level in
        "\"width\": \"90%\", \"maxWidth\": \(2000 - 3 * level)"
    }

    /// Shapes whose layout is linear in depth. Nested wrapping rows and percentage widths under
    /// per-level max widths were quadratic (each ancestor's height reached every descendant as
    /// another available height, and with it another question) until an unknown height stopped
    /// carrying the room for it (see `SizeProposal`). Still quadratic, and not here: wrapping
    /// columns whose items have percentage widths, without a viewport width (the columns' max-
    /// content widths lay each item out at another width; docs/layout-json.md).
    static let shapes: [Shape] = [
        Shape(name: "alternating wrap (the issue's)") { alternate($0) + ", \"flexWrap\": \"wrap\"" },
        Shape(name: "alternating, no wrap") { alternate($0) },
        Shape(name: "wrapping columns") { _ in "\"flexDirection\": \"column\", \"flexWrap\": \"wrap\"" },
        Shape(name: "wrapping rows") { _ in "\"flexDirection\": \"row\", \"flexWrap\": \"wrap\"" },
        Shape(name: "alternating wrap, grow") { alternate($0) + ", \"flexWrap\": \"wrap\", \"flexGrow\": 1" },
        Shape(name: "alternating wrap, aspect ratio") { alternate($0) + ", \"flexWrap\": \"wrap\", \"aspectRatio\": 1.5" },
        Shape(name: "alternating wrap, baseline") { alternate($0) + ", \"flexWrap\": \"wrap\", \"alignItems\": \"baseline\"" },
        Shape(name: "alternating wrap, absolute child", style: { alternate($0) + ", \"flexWrap\": \"wrap\"" },
              extra: ", {\"style\": {\"position\": \"absolute\", \"inset\": {\"right\": 0}}, \"content\": {\"text\": \"x\", \"charWidth\": 7, \"lineHeight\": 16}}"),
        Shape(name: "rows, percentage widths under max widths") { "\"flexDirection\": \"row\", " + percentUnderMax($0) },
        Shape(name: "wrapping rows, percentage widths under max widths") {
            "\"flexDirection\": \"row\", \"flexWrap\": \"wrap\", " + percentUnderMax($0)
        },
        Shape(name: "columns, percentage widths under max widths") { "\"flexDirection\": \"column\", " + percentUnderMax($0) },
        Shape(name: "alternating, percentage widths under max widths") { alternate($0) + ", " + percentUnderMax($0) },
    ] + SubgridTests.chains

    static func text(_ level: Int) -> String {
        "{\"content\": {\"text\": \"lorem ipsum dolor \(level)\", \"charWidth\": 7, \"lineHeight\": 16}}"
    }

    /// A chain `depth` containers deep (depth + 1 levels with its last text).
    static func chain(_ shape: Shape, depth: Int) -> String {
        var json = text(0)
        for level in 1...depth {
            json = "{\"style\": {\(shape.style(level))}, \"children\": [\(text(level)), \(json)\(shape.extra)]}"
        }
        return json
    }

    /// Container visits and measure calls of one layout of a fresh document.
    static func work(_ shape: Shape, depth: Int, width: Double?) throws -> (visits: Int, measures: Int) {
        var document = try LayoutDocument(json: chain(shape, depth: depth))
        try document.tree.computeLayout(root: document.root, width: width)
        return (document.tree.containerVisitCount, document.tree.measureCallCount)
    }

    static func visits(_ shape: Shape, depth: Int, width: Double?) throws -> Int {
        try work(shape, depth: depth, width: width).visits
    }

    @Test(arguments: shapes, [nil, 400.0])
    func visitsGrowLinearlyWithDepth(_ shape: Shape, width: Double?) throws {
        // Each container is asked a few kinds of questions, each computed once. Checked at a
        // modest depth first: before the fix, depth 30 already took about 2^15 visits, and 199
        // would not finish.
        let shallow = try Self.visits(shape, depth: 30, width: width)
        try #require(shallow <= 16 * 30, "\(shallow) container visits for 30 containers")
        // 199 containers and the leaf: the deepest tree the engine takes (`maximumDepth`).
        let deep = try Self.visits(shape, depth: 199, width: width)
        let half = try Self.visits(shape, depth: 99, width: width)
        #expect(deep <= 16 * 199, "\(deep) container visits for 199 containers")
        #expect(Double(deep) <= 2.5 * Double(half), "\(half) visits at depth 99, \(deep) at 199")
    }

    /// Text leaves are measured a few times each however deep they sit: 200 of them at depth
    /// 199, each asked its width and its height at a few widths.
    @Test(arguments: shapes, [nil, 400.0])
    func measuresGrowLinearlyWithDepth(_ shape: Shape, width: Double?) throws {
        let deep = try Self.work(shape, depth: 199, width: width).measures
        let half = try Self.work(shape, depth: 99, width: width).measures
        #expect(deep <= 8 * 200, "\(deep) measure calls for 200 text leaves")
        // The 100 levels added cost no more per leaf than that bound, as the first 100 did.
        #expect(deep - half <= 8 * 100, "\(half) measure calls at depth 99, \(deep) at 199")
    }

    /// The cache changes no result: frames equal those of a layout that stores nothing.
    @Test(arguments: shapes, [nil, 400.0])
    func framesEqualUncachedLayout(_ shape: Shape, width: Double?) throws {
        let json = Self.chain(shape, depth: 8)
        var cached = try LayoutDocument(json: json)
        var uncached = try LayoutDocument(json: json)
        uncached.tree.cache.storesResults = false
        try cached.tree.computeLayout(root: cached.root, width: width)
        try uncached.tree.computeLayout(root: uncached.root, width: width)
        #expect(uncached.tree.containerVisitCount > cached.tree.containerVisitCount)
        for node in cached.tree.nodes {
            #expect(cached.tree.unroundedFrame(of: node) == uncached.tree.unroundedFrame(of: node), "node \(node.index)")
        }
    }
}
