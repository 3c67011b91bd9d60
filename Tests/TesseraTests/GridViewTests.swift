import Testing
import Tessera

/// `Grid`, `GridRow` and the grid-cell modifiers through the public API only (this file does not
/// `@testable` import): cell frames as SwiftUI lays them out.
@Suite struct GridViewTests {
    let r: Renderer

    init() throws { r = try renderer(scale: 1) }

    func box(_ width: Double, _ height: Double, _ key: String) -> some View {
        ColorFill(.accent).frame(width: width, height: height).key(key)
    }

    func frames(_ view: some View, width: Double = 300) throws -> [String: Rect] {
        try r.render(view, width: width).frames
    }

    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() throws {
        let f = try frames(Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                box(40, 20, "a")
                box(60, 10, "b")
            }
            GridRow {
                box(20, 30, "c")
                box(10, 10, "d")
            }
        }.key("grid"))
        #expect(f["grid"]?.size == Size(width: 110, height: 55))
        let origin = f["grid"]!.origin
        func at(_ key: String) -> Point? { f[key].map { Point(x: $0.minX - origin.x, y: $0.minY - origin.y) } }
        // Cells are centered in their areas by default.
        #expect(at("a") == Point(x: 0, y: 0))
        #expect(at("b") == Point(x: 50, y: 5))
        #expect(at("c") == Point(x: 10, y: 25))
        #expect(at("d") == Point(x: 75, y: 35))
    }

    @Test func alignmentsComeFromTheAnchorThenTheColumnAndRowThenTheGrid() throws {
        let f = try frames(Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .bottom) {
                box(40, 40, "tall")
                box(10, 10, "bottom")
                box(40, 40, "wide")
            }
            GridRow {
                box(10, 10, "trailing").gridColumnAlignment(.trailing)
                box(10, 30, "leading")
                box(10, 10, "anchored").gridCellAnchor(.bottomTrailing)
            }
        }.key("grid"), width: 90)
        let o = f["grid"]!.origin
        #expect(f["bottom"]?.origin == Point(x: o.x + 40, y: o.y + 30))
        #expect(f["trailing"]?.origin == Point(x: o.x + 30, y: o.y + 40))
        #expect(f["leading"]?.origin == Point(x: o.x + 40, y: o.y + 40))
        #expect(f["anchored"]?.origin == Point(x: o.x + 80, y: o.y + 60))
    }

    @Test func aCellSpansColumnsAndAViewOutsideARowSpansThemAll() throws {
        let f = try frames(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                box(30, 10, "a")
                box(30, 10, "b")
                box(30, 10, "c")
            }
            GridRow {
                ColorFill(.card).frame(height: 10).gridCellColumns(2).gridCellUnsizedAxes(.horizontal).key("span")
                box(30, 10, "d")
            }
            ColorFill(.card).frame(height: 10).gridCellUnsizedAxes(.horizontal).key("all")
        }.key("grid"))
        // The spanning colors fill their areas but ask for no more room than the boxes give.
        #expect(f["grid"]?.width == 110)
        #expect(f["span"]?.minX == f["a"]?.minX)
        #expect(f["span"]?.width == 70)
        #expect(f["all"]?.width == 110)
        #expect(f["d"]?.minX == f["c"]?.minX)
    }

    @Test func cellTraitsPassThroughModifiersThatWrapTheCell() throws {
        let f = try frames(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { box(30, 10, "a"); box(30, 10, "b") }
            GridRow {
                ColorFill(.card).frame(height: 10).gridCellColumns(2).gridCellUnsizedAxes(.horizontal)
                    .padding(.horizontal, 5).key("span")
            }
        }.key("grid"))
        #expect(f["grid"]?.width == 70)
        #expect(f["span"]?.width == 70)
    }

    @Test func columnsRunRightToLeftInARightToLeftLayout() throws {
        let f = try frames(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { box(30, 10, "first"); box(20, 10, "second") }
        }.key("grid").layoutDirection(.rightToLeft))
        let grid = try #require(f["grid"])
        #expect(f["first"]?.maxX == grid.maxX)
        #expect(f["second"]?.minX == grid.minX)
    }

    @Test func anExpandingViewOutsideARowMakesTheGridAsWideAsOffered() throws {
        let f = try frames(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { box(30, 10, "a"); box(30, 10, "b") }
            ColorFill(.card).frame(height: 10).key("all")
        }.key("grid"), width: 300)
        #expect(f["grid"]?.width == 300)
        #expect(f["all"]?.width == 300)
        // The room is shared among the columns: each grows by 115 to 145, so the second starts
        // at 155 and its box is centered in it at 212.5, rounded to the pixel.
        #expect(f["b"]?.minX == 213)
    }

    @Test func anExpandingCellMakesItsColumnTakeTheRoomLeft() throws {
        let f = try frames(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                box(50, 10, "fixed")
                ColorFill(.card).frame(height: 10).key("fill")
            }
        }.key("grid"), width: 300)
        #expect(f["grid"]?.width == 300)
        #expect(f["fill"] == Rect(x: 60, y: 0, width: 240, height: 10))
    }

    @Test func aDividerBetweenRowsIsAHairlineAcrossTheGrid() throws {
        let f = try frames(VStack {
            Grid(horizontalSpacing: 10, verticalSpacing: 4) {
                GridRow { box(30, 10, "a"); box(30, 10, "b") }
                Divider().gridCellUnsizedAxes(.horizontal).key("rule")
                GridRow { box(30, 10, "c"); box(30, 10, "d") }
            }
        }, width: 300)
        #expect(f["rule"]?.size == Size(width: 70, height: 1))
        #expect(f["rule"]?.minY == 14)
        #expect(f["c"]?.minY == 19)
    }

    @Test func aGridRowOutsideAGridDrawsAsAnHStack() throws {
        let row = try r.render(GridRow(alignment: .top) { box(20, 20, "a"); box(10, 10, "b") }, width: 100)
        let stack = try r.render(HStack(alignment: .top) { box(20, 20, "a"); box(10, 10, "b") }, width: 100)
        #expect(row.bitmap == stack.bitmap)
        #expect(row.frames == stack.frames)
    }

    @Test func aGridRowWithModifiersOfItsOwnIsOneCellSpanningTheGrid() throws {
        let f = try frames(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { box(30, 10, "a"); box(30, 10, "b"); box(30, 10, "c") }
            GridRow { box(10, 10, "d"); box(10, 10, "e") }.padding(0).key("row")
        })
        #expect(f["row"]?.height == 10)
        #expect(f["e"]?.minX == f["d"].map { $0.maxX + 8 })
    }

    @Test func aSpanBelowOneIsAnErrorNamingTheView() throws {
        #expect(throws: RenderError.self) {
            try r.render(Grid { GridRow { Text("x").gridCellColumns(0) } }, width: 100)
        }
    }
}
