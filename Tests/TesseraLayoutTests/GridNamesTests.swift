import Testing
import TesseraLayout

/// Named lines, template areas, `dense` and `fit-content()` through the JSON format and the
/// Swift API: what they parse to, and the clear errors (what and where) for what they cannot be.
@Suite struct GridNamesTests {
    private func error(_ style: String, item: String = "{}") -> LayoutJSONError? {
        do {
            let styles = style.isEmpty ? #""display": "grid""# : #""display": "grid", \#(style)"#
            _ = try LayoutDocument(json: #"{"style": {\#(styles)}, "children": [\#(item)]}"#)
            return nil
        } catch {
            return error
        }
    }

    private func style(_ json: String) throws -> Style {
        let document = try LayoutDocument(json: #"{"style": {\#(json)}}"#)
        return document.tree.style(of: document.root)
    }

    @Test func readsLineNamesOfTrackListsAndRepeats() throws {
        let grid = try style(#""gridTemplateColumns": "[a b] 10px [c]repeat(2, [d] 1fr [e]) [f]""#).grid
        #expect(grid.templateColumns.count == 2)
        #expect(grid.columnLineNames.lines == [["a", "b"], ["c"], ["f"]])
        #expect(grid.columnLineNames.repeated == [[], [["d"], ["e"]]])
        #expect(try style(#""gridTemplateRows": "10px 20px""#).grid.rowLineNames == GridLineNames())
    }

    @Test func readsNamedPlacements() throws {
        #expect(try style(#""gridColumn": "a / c 2""#).grid.column == GridPlacement(start: .area("a"), end: .named("c", 2)))
        #expect(try style(#""gridColumn": "side""#).grid.column == GridPlacement(start: .area("side"), end: .area("side")))
        #expect(try style(#""gridRow": "2 x / span y""#).grid.row == GridPlacement(start: .named("x", 2), end: .spanNamed("y", 1)))
        #expect(try style(#""gridRow": "span 3 y""#).grid.row == GridPlacement(start: .spanNamed("y", 3)))
        let area = try style(#""gridArea": "main / 2""#).grid
        #expect(area.row == GridPlacement(start: .area("main"), end: .area("main")))
        #expect(area.column == GridPlacement(start: .line(2), end: .auto))
        let dense = try style(#""gridAutoFlow": "dense column""#).grid
        #expect(dense.autoFlow == .column && dense.autoFlowDense)
        #expect(try style(#""gridAutoColumns": "fit-content(20%)""#).grid.autoColumns
            == [GridTrackSize(min: .auto, max: .fitContentPercent(20))])
    }

    @Test func badNamesAndAreasSayWhatAndWhere() {
        #expect(error(#""gridTemplateAreas": ["a a", "a b", "b a"]"#)?.description
            == #"$.style.gridTemplateAreas[0]: area "a" is not a rectangle: its cells lie in rows 1–3, columns 1–2 but fill 4 of those 6"#)
        #expect(error(#""gridTemplateAreas": ["a b", "c"]"#)?.description
            == "$.style.gridTemplateAreas[1]: row has 1 cells where the first row has 2")
        #expect(error(#""gridTemplateAreas": "\"a b\" \"c d$\"""#)?.description
            == #"$.style.gridTemplateAreas (row 2): "$" cannot be part of an area name"#)
        #expect(error(#""gridTemplateAreas": []"#)?.message == "expected at least one row")
        #expect(error(#""gridTemplateColumns": "[a] [b] 10px""#)?.message.hasPrefix("two line-name lists in a row") == true)
        #expect(error(#""gridTemplateColumns": "[2x] 10px""#)?.path == "$.style.gridTemplateColumns")
        #expect(error("", item: #"{"style": {"gridColumn": "span a b"}}"#)?.path == "$.children[0].style.gridColumn")
        #expect(error("", item: #"{"style": {"gridColumn": "a 0"}}"#)?.message.contains("not 0") == true)
        #expect(error("", item: #"{"style": {"gridArea": "a / b / c / d / e"}}"#)?.path == "$.children[0].style.gridArea")
        let long = String(repeating: "n", count: 300)
        #expect(error("", item: #"{"style": {"gridRow": "\#(long)"}}"#)!.description.count < 200)
        #expect(error(#""gridTemplateColumns": "fit-content(1fr)""#)?.message.hasPrefix("fit-content() takes a length") == true)
        #expect(throws: GridTemplateAreasError.self) { try GridTemplateAreas(rows: [String(repeating: "a ", count: 10_001)]) }
    }

    @Test func swiftStylesWithBadNamesAreErrors() {
        var tree = LayoutTree()
        var style = Style()
        style.display = .grid
        let root = tree.addNode(style: style)
        var itemStyle = Style()
        itemStyle.grid.column = GridPlacement(start: .named("a", 0))
        let item = tree.addNode(style: itemStyle)
        try? tree.addChild(item, to: root)
        #expect(throws: LayoutError.self) { try tree.computeLayout(root: root, width: 100) }
        itemStyle.grid.column = GridPlacement(start: .area(String(repeating: "x", count: 65)))
        tree.setStyle(itemStyle, for: item)
        #expect(throws: LayoutError.self) { try tree.computeLayout(root: root, width: 100) }
    }

    /// Areas through the Swift API: the item named by its area lands in it, and the areas
    /// widen the explicit grid past its template (the extra column is sized by `autoColumns`).
    @Test func areasPlaceItemsThroughTheSwiftAPI() throws {
        var tree = LayoutTree()
        var style = Style()
        style.display = .grid
        style.grid.templateAreas = try GridTemplateAreas(rows: ["head head side", "main main side"])
        style.grid.templateColumns = [.single(GridTrackSize(.points(50))), .single(GridTrackSize(.points(60)))]
        style.grid.autoColumns = [GridTrackSize(.points(30))]
        style.grid.autoRows = [GridTrackSize(.points(20))]
        let root = tree.addNode(style: style)
        var itemStyle = Style()
        itemStyle.grid.row = GridPlacement(start: .area("side"), end: .area("side"))
        itemStyle.grid.column = itemStyle.grid.row
        let item = tree.addNode(style: itemStyle)
        try tree.addChild(item, to: root)
        try tree.computeLayout(root: root, width: 300)
        #expect(tree.frame(of: item) == Frame(x: 110, y: 0, width: 30, height: 40))
    }
}
