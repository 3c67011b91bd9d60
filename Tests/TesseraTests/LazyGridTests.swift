import Testing
import Tessera

/// `LazyVGrid`, `LazyHGrid` and `GridItem` through the public API only: column counts and widths
/// as SwiftUI's documentation gives them, lowered onto CSS grid tracks.
@Suite struct LazyGridTests {
    let r: Renderer

    init() throws { r = try renderer(scale: 1) }

    /// `count` cells that fill their column's width, 10 points tall, keyed `cell0`, `cell1`, …
    func cells(_ count: Int) -> some View {
        ForEach(0..<count) { ColorFill(.accent).frame(height: 10).key("cell\($0)") }
    }

    func frames(_ view: some View, width: Double) throws -> [String: Rect] {
        try r.render(view, width: width).frames
    }

    @Test func adaptiveFitsAsManyColumnsAsTheMinimumAllowsAndSharesTheRoom() throws {
        // (380 + 10) / (100 + 10) = 3.5: three columns of (380 - 2 × 10) / 3 = 120.
        let f = try frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 10)], spacing: 4) { cells(4) }, width: 380)
        #expect(f["cell0"] == Rect(x: 0, y: 0, width: 120, height: 10))
        #expect(f["cell2"] == Rect(x: 260, y: 0, width: 120, height: 10))
        #expect(f["cell3"] == Rect(x: 0, y: 14, width: 120, height: 10))
        // On a wider screen the same grid has more columns.
        let wide = try frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 10)]) { cells(4) }, width: 500)
        #expect(wide["cell3"]?.minY == 0)
    }

    @Test func aFlexibleItemTakesWhatFixedItemsAndSpacingLeave() throws {
        let f = try frames(LazyVGrid(columns: [GridItem(.fixed(100), spacing: 10), GridItem(.flexible())]) { cells(2) }, width: 300)
        #expect(f["cell0"] == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(f["cell1"] == Rect(x: 110, y: 0, width: 190, height: 10))
    }

    @Test func columnsThatDoNotFillTheWidthSitByTheGridsAlignment() throws {
        let centered = try frames(LazyVGrid(columns: [GridItem(.flexible(maximum: 50))]) { cells(1) }, width: 300)
        #expect(centered["cell0"] == Rect(x: 125, y: 0, width: 50, height: 10))
        let leading = try frames(LazyVGrid(columns: [GridItem(.fixed(50))], alignment: .leading) { cells(1) }, width: 300)
        #expect(leading["cell0"]?.minX == 0)
    }

    @Test func eachItemsSpacingIsTheGapAfterItsColumn() throws {
        let columns = [GridItem(.fixed(50), spacing: 10), GridItem(.fixed(50), spacing: 30), GridItem(.fixed(50))]
        let f = try frames(LazyVGrid(columns: columns, alignment: .leading, spacing: 0) { cells(4) }, width: 300)
        #expect(f["cell0"]?.minX == 0)
        #expect(f["cell1"]?.minX == 60)
        #expect(f["cell2"]?.minX == 140)
        #expect(f["cell3"] == Rect(x: 0, y: 10, width: 50, height: 10))
    }

    @Test func cellsSitInTheirColumnByTheItemsAlignment() throws {
        let columns = [GridItem(.fixed(100), spacing: 0, alignment: .leading), GridItem(.fixed(100), alignment: .bottomTrailing)]
        let f = try frames(LazyVGrid(columns: columns, alignment: .leading) {
            ColorFill(.accent).frame(width: 20, height: 30).key("a")
            ColorFill(.accent).frame(width: 20, height: 10).key("b")
        }, width: 200)
        #expect(f["a"]?.origin == Point(x: 0, y: 0))
        #expect(f["b"]?.origin == Point(x: 180, y: 20))
    }

    @Test func anAdaptiveMaximumKeepsEachCellAtMostThatWide() throws {
        let f = try frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 100, maximum: 110), spacing: 10)]) { cells(3) }, width: 380)
        #expect(f["cell0"]?.width == 110)
        #expect(f["cell1"]?.minX == 130)
    }

    @Test func anAdaptiveMaximumAtTheMinimumMakesColumnsOfThatSizeGroupedByTheAlignment() throws {
        let f = try frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 56, maximum: 56), spacing: 8)], alignment: .leading) {
            cells(6)
        }, width: 200)
        // (200 + 8) / 64 = 3.25: three columns of 56, from the leading edge.
        #expect(f["cell2"] == Rect(x: 128, y: 0, width: 56, height: 10))
        #expect(f["cell3"]?.minX == 0)
    }

    @Test func aLazyHGridFillsColumnsTopToBottom() throws {
        let rows = [GridItem(.fixed(20), spacing: 5), GridItem(.fixed(30))]
        let f = try frames(LazyHGrid(rows: rows, alignment: .top, spacing: 10) {
            ForEach(0..<3) { ColorFill(.accent).frame(width: 40).key("cell\($0)") }
        }.frame(height: 100), width: 300)
        let grid = f["cell0"]!.origin
        #expect(f["cell0"]?.size == Size(width: 40, height: 20))
        #expect(f["cell1"] == Rect(x: grid.x, y: grid.y + 25, width: 40, height: 30))
        #expect(f["cell2"]?.origin == Point(x: grid.x + 50, y: grid.y))
    }

    @Test func adaptiveRowsCountAgainstTheHeightOffered() throws {
        let f = try frames(LazyHGrid(rows: [GridItem(.adaptive(minimum: 40), spacing: 0)], spacing: 0) {
            ForEach(0..<3) { ColorFill(.accent).frame(width: 40).key("cell\($0)") }
        }.frame(height: 100), width: 300)
        // Two rows of 50 in 100 points: the third cell starts the second column.
        #expect(f["cell1"]?.height == 50)
        #expect(f["cell2"]?.minX == f["cell0"].map { $0.maxX })
    }

    @Test func badItemsAreErrorsNamingTheView() throws {
        #expect(throws: RenderError.self) { try r.render(LazyVGrid(columns: []) { cells(1) }, width: 100) }
        #expect(throws: RenderError.self) { try r.render(LazyVGrid(columns: [GridItem(.adaptive(minimum: 0))]) { cells(1) }, width: 100) }
        #expect(throws: RenderError.self) { try r.render(LazyVGrid(columns: [GridItem(.fixed(.nan))]) { cells(1) }, width: 100) }
        #expect(throws: RenderError.self) { try r.render(LazyVGrid(columns: [GridItem(.flexible(minimum: -1))]) { cells(1) }, width: 100) }
        do {
            _ = try r.render(VStack { LazyVGrid(columns: []) { cells(1) } }, width: 100)
            Issue.record("no columns must throw")
        } catch {
            #expect("\(error)".contains("VStack > LazyVGrid"))
            #expect("\(error)".contains("columns"))
        }
    }
}
