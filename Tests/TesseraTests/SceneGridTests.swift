import Testing
import Tessera

/// The grid views in JSON scenes, through the public API only: each renders the bytes of the
/// Swift views it names, and bad input is an error naming its JSON path.
@Suite struct SceneGridTests {
    func render(_ json: String) throws -> RenderResult {
        try Scene(json: Array(json.utf8)).render(with: renderer(), assetRoot: examplesURL)
    }

    @Test func aGridSceneRendersLikeItsSwift() throws {
        let json = #"""
        {"width": 300, "body": {"type": "grid", "alignment": "leading", "horizontalSpacing": "m", "verticalSpacing": 4, "children": [
          {"type": "gridRow", "alignment": "top", "children": [
            {"type": "text", "text": "Latte", "modifiers": [{"key": "name"}]},
            {"type": "text", "text": "$4.50", "modifiers": [{"gridColumnAlignment": "trailing"}, {"key": "price"}]}
          ]},
          {"type": "divider", "modifiers": [{"gridCellUnsizedAxes": "horizontal"}]},
          {"type": "gridRow", "children": [
            {"type": "text", "text": "A long note over both columns", "modifiers": [{"gridCellColumns": 2}, {"gridCellAnchor": "center"}]}
          ]}
        ]}}
        """#
        let swift = Grid(alignment: .leading, horizontalSpacing: .m, verticalSpacing: 4) {
            GridRow(alignment: .top) {
                Text("Latte").key("name")
                Text("$4.50").gridColumnAlignment(.trailing).key("price")
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("A long note over both columns").gridCellColumns(2).gridCellAnchor(.center)
            }
        }
        let scene = try render(json)
        let written = try renderer().render(swift, width: 300)
        #expect(scene.bitmap == written.bitmap)
        #expect(scene.frames == written.frames)
        #expect(scene.frames["price"] != nil)
    }

    @Test func lazyGridScenesRenderLikeTheirSwift() throws {
        let cells = (0..<5).map { #"{"type": "color", "color": "accent", "modifiers": [{"frame": {"height": 20}}, {"key": "c\#($0)"}]}"# }
            .joined(separator: ",")
        let json = #"""
        {"width": 375, "body": {"type": "vstack", "children": [
          {"type": "lazyVGrid", "alignment": "leading", "spacing": "s", "columns": [
            {"fixed": 60, "spacing": 4, "alignment": "top"}, {"flexible": {"minimum": 20, "maximum": "infinity"}}, {"adaptive": {"minimum": 50, "maximum": 80}}
          ], "children": [\#(cells)]},
          {"type": "lazyHGrid", "rows": [{"fixed": 20}, {"flexible": {}}], "alignment": "bottom", "spacing": 2, "children": [\#(cells)],
           "modifiers": [{"frame": {"height": 60}}]}
        ]}}
        """#
        func swiftCells() -> some View { ForEach(0..<5) { ColorFill(.accent).frame(height: 20).key("c\($0)") } }
        let swift = VStack {
            LazyVGrid(columns: [GridItem(.fixed(60), spacing: 4, alignment: .top), GridItem(.flexible(minimum: 20)),
                                GridItem(.adaptive(minimum: 50, maximum: 80))], alignment: .leading, spacing: .s) { swiftCells() }
            LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.flexible())], alignment: .bottom, spacing: 2) { swiftCells() }
                .frame(height: 60)
        }
        let scene = try render(json)
        let written = try renderer().render(swift, width: 375)
        #expect(scene.bitmap == written.bitmap)
        #expect(scene.frames == written.frames)
    }

    @Test func badGridScenesAreErrorsNamingTheJSONPath() {
        let cases: [(String, String)] = [
            (#"{"type": "lazyVGrid"}"#, "$.body.columns: is required"),
            (#"{"type": "lazyVGrid", "columns": []}"#, "$.body.columns: must have at least one grid item"),
            (#"{"type": "lazyHGrid", "rows": 3}"#, "$.body.rows: must be an array of grid items, not a number"),
            (#"{"type": "lazyVGrid", "columns": [{"fixed": 10, "adaptive": {"minimum": 5}}]}"#,
             "$.body.columns[0]: must have exactly one of fixed, flexible, adaptive (has fixed, adaptive)"),
            (#"{"type": "lazyVGrid", "columns": [{"spacing": 4}]}"#, "$.body.columns[0]: must have exactly one of fixed, flexible, adaptive (has none)"),
            (#"{"type": "lazyVGrid", "columns": [{"adaptive": {}}]}"#, "$.body.columns[0].adaptive.minimum: is required"),
            (#"{"type": "lazyVGrid", "columns": [{"flexible": {"maximum": -3}}]}"#, "$.body.columns[0].flexible.maximum: must be a length from 0 to 1000000 points"),
            (#"{"type": "lazyVGrid", "columns": [{"fixed": "huge"}]}"#, #"$.body.columns[0].fixed: unknown length "huge""#),
            (#"{"type": "lazyVGrid", "columns": [{"fixed": 10, "size": 3}]}"#, "$.body.columns[0].size: unknown member"),
            (#"{"type": "lazyVGrid", "columns": [{"fixed": 10}], "colums": []}"#, "$.body.colums: unknown member"),
            (#"{"type": "grid", "alignment": "middle"}"#, #"$.body.alignment: unknown alignment "middle""#),
            (#"{"type": "gridRow", "alignment": "leading"}"#, #"$.body.alignment: unknown value "leading""#),
            (#"{"type": "text", "text": "x", "modifiers": [{"gridCellColumns": 1.5}]}"#,
             "$.body.modifiers[0].gridCellColumns: must be a whole number from 1 to 1000"),
            (#"{"type": "text", "text": "x", "modifiers": [{"gridCellUnsizedAxes": "depth"}]}"#,
             #"$.body.modifiers[0].gridCellUnsizedAxes: unknown axes "depth""#),
            (#"{"type": "text", "text": "x", "modifiers": [{"gridColumnAlignment": "top"}]}"#,
             #"$.body.modifiers[0].gridColumnAlignment: unknown value "top""#),
        ]
        for (body, expected) in cases {
            var message: String?
            do { _ = try render(#"{"body": \#(body)}"#) } catch { message = "\(error)" }
            #expect(message?.contains(expected) == true, "\(body): \(message ?? "no error")")
        }
    }
}
