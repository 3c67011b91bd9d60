import ConfinedFiles
import Foundation
import Testing
import TesseraGeometry
@testable import TesseraRaster

/// The display list: JSON reading and writing, errors naming the JSON path, execution, determinism.
@Suite struct DisplayListTests {
    static let cardJSON = """
    {"width": 120, "height": 80, "scale": 2, "background": "#f2f2f7", "operations": [
      {"op": "shadow", "path": {"roundedRect": [10, 10, 100, 60], "radius": 12}, "shadow": {"color": "#0000004d", "offset": [0, 3], "blur": 10}},
      {"op": "pushClip", "path": {"roundedRect": [10, 10, 100, 60], "radius": 12, "style": "continuous"}},
      {"op": "fill", "path": {"rect": [10, 10, 100, 60]}, "paint": {"linearGradient": {"start": [10, 10], "end": [110, 70],
        "stops": [{"offset": 0, "color": "#5b8cff"}, {"offset": 1, "color": "#ff7ab6"}]}}},
      {"op": "pushLayer", "opacity": 0.6},
      {"op": "fill", "path": "M10 50 C40 30 70 70 110 45 L110 70 L10 70 Z", "paint": "#ffffff"},
      {"op": "popLayer"},
      {"op": "popClip"},
      {"op": "stroke", "path": {"circle": [95, 25], "radius": 8}, "paint": "#ffffff", "style": {"width": 2, "dash": [3, 2]}}
    ]}
    """

    static func render(_ json: String) throws -> Canvas {
        let doc = try DrawDocument.decode(Array(json.utf8))
        return try doc.render(width: doc.width ?? 1, height: doc.height ?? 1, scale: doc.scale ?? 1, background: doc.background)
    }

    @Test func sameOperationsGiveIdenticalPNGBytes() throws {
        let a = try Self.render(Self.cardJSON).pngData()
        let b = try Self.render(Self.cardJSON).pngData()
        #expect(a == b)
        #expect(a.count > 1000)
    }

    @Test func executesTheOperations() throws {
        let c = try Self.render(Self.cardJSON)
        #expect(c.width == 240 && c.height == 160)
        // Background outside the card, gradient inside, the wave layer at 60% white near the bottom.
        let bg = c.pixel(x: 2, y: 2)
        #expect(bg.r == 0xf2 && bg.b == 0xf7)
        let inside = c.pixel(x: 40, y: 40)
        #expect(inside.b > inside.g)
        let wave = c.pixel(x: 120, y: 130)
        #expect(wave.r > 200 && wave.g > 200)
    }

    @Test func writtenJSONReadsBack() throws {
        let doc = try DrawDocument.decode(Array(Self.cardJSON.utf8))
        let again = try DrawDocument.decode(Array(doc.jsonText.utf8))
        #expect(again == doc)
        var list = DisplayList()
        let bitmap = try Bitmap(width: 1, height: 1, pixels: [10, 20, 30, 40])
        list.append(.image(bitmap, rect: Rect(x: 0, y: 0, width: 2, height: 2), sampling: .nearest, opacity: 0.5, transform: .translation(1, 2)))
        list.append(.mask(CoverageMask(originX: 1, originY: 2, width: 2, height: 1, coverage: [9, 200]), dx: 3, dy: 4, paint: .solid(.black)))
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), paint: .radialGradient(RadialGradient(
            center: Point(x: 1, y: 1), radius: 3, stops: [GradientStop(offset: 0, color: .white)])), rule: .evenOdd, transform: .identity))
        let listDocument = DrawDocument(displayList: list)
        #expect(try DrawDocument.decode(Array(listDocument.jsonText.utf8)) == listDocument)
    }

    @Test(arguments: [
        (##"{"operations": [{"op": "fill", "path": "M0 0 L", "paint": "#fff"}]}"##, "$.operations[0].path", "offset 6"),
        (##"{"operations": [{"op": "fill", "path": {"rect": [0, 0, -5, 5]}, "paint": "#fff"}]}"##, "$.operations[0].path.rect", "negative"),
        (##"{"operations": [{"op": "fill", "path": {"rect": [0, 0, 5, 5]}, "paint": "#ggg"}]}"##, "$.operations[0].paint", "hex digit"),
        (##"{"operations": [{"op": "stroke", "path": "M0 0", "paint": "#fff", "style": {"width": -1}}]}"##, "$.operations[0].style.width", "outside"),
        (##"{"operations": [{"op": "fill", "path": "M0 0", "paint": {"linearGradient": {"start": [0, 0], "end": [1, 0], "stops": [{"offset": 2, "color": "#fff"}]}}}]}"##, "stops[0].offset", "outside"),
        (##"{"operations": [{"op": "pushLayer", "opacity": 0.5}]}"##, "$.operations", "never popped"),
        (##"{"operations": [{"op": "popClip"}]}"##, "$.operations", "never pushed"),
        (##"{"operations": [{"op": "blur"}]}"##, "$.operations[0].op", "blur"),
        (##"{"width": 1e9, "operations": []}"##, "$.width", "outside"),
        (##"{"operations": [{"op": "fill", "path": "M0 0", "paint": "#fff", "transform": [0, 0, 0, 0, 1, 1]}]}"##, "$.operations[0].transform", "singular"),
        (##"{"operations": [{"op": "mask", "mask": {"origin": [0, 0], "width": 1, "height": 1, "coverage": "/w=="}, "dx": 9223372036854775807, "paint": "#000"}]}"##, "$.operations[0].dx", "outside"),
        (##"{"operations": [}"##, "not valid JSON", "line 1, column 17"),
    ])
    func badJSONNamesThePath(json: String, path: String, mentions: String) {
        do {
            _ = try DrawDocument.decode(Array(json.utf8))
            Issue.record("decoded: \(json)")
        } catch {
            #expect(error.description.contains(path), "\(error)")
            #expect(error.description.contains(mentions), "\(error)")
        }
    }

    @Test func oversizedDocumentsAreRefused() throws {
        let doc = try DrawDocument.decode(Array(##"{"operations": []}"##.utf8))
        #expect(throws: RasterError.self) { try doc.render(width: 10000, height: 10000, scale: 3, background: nil) }
        #expect(throws: RasterError.self) { try doc.render(width: .nan, height: 10, scale: 1, background: nil) }
    }
}

/// Display lists are read with TesseraJSON, as strictly as scenes: what a lenient reader would
/// silently accept is an error at its JSON path, line and column.
@Suite struct DisplayListStrictnessTests {
    @Test(arguments: [
        (##"{"operations": [], "operations": []}"##, "duplicate key \"operations\""),
        (##"{"operations": [{"op": "popLayer"},]}"##, "line 1, column 36: expected a value, found ']'"),
        (##"{"operations": [], "widht": 10}"##, "$.widht (line 1, column 29): unknown member \"widht\""),
        (##"{"operations": [{"op": "fill", "path": "M0 0", "paint": "#fff", "style": {"width": 1}}]}"##, "$.operations[0].style"),
        (##"{"operations": [{"op": "fill", "path": {"rect": [0, 0, 1, 1], "radius": 3}, "paint": "#fff"}]}"##, "$.operations[0].path.radius"),
        (##"{"operations": [{"op": "fill", "path": "M0 0", "paint": {"solid": "#fff", "linearGradient": {}}}]}"##, "exactly one"),
        (##"{"operations": [{"op": "image", "bitmap": {"png": "AAAA", "file": "x.png"}, "rect": [0, 0, 1, 1]}]}"##, "$.operations[0].bitmap.png"),
        (##"{"operations": [{"op": "mask", "mask": {"origin": [0.5, 0], "width": 1, "height": 1, "coverage": "/w=="}, "paint": "#000"}]}"##, "whole number"),
        (##"{"operations": [{"op": "fill", "path": "M0 0", "paint": "#fff", "rule": "odd"}]}"##, "unknown value \"odd\" (expected nonZero, evenOdd)"),
    ])
    func lenientInputIsRefused(json: String, mentions: String) {
        #expect(throws: RasterError.self) { try DrawDocument.decode(Array(json.utf8)) }
        do {
            _ = try DrawDocument.decode(Array(json.utf8))
        } catch {
            #expect(error.description.contains(mentions), "\(error)")
        }
    }

    @Test func errorsGiveLineAndColumn() {
        let json = "{\"operations\": [\n  {\"op\": \"fill\", \"path\": \"M0 0\",\n   \"paint\": \"#12\"}]}"
        do {
            _ = try DrawDocument.decode(Array(json.utf8))
            Issue.record("decoded")
        } catch {
            #expect(error.description == "invalid display list: $.operations[0].paint (line 3, column 13): invalid color \"#12\": expected 3, 4, 6 or 8 hex digits, found 2")
        }
    }

    @Test func hostileNamesAreQuotedShort() {
        let key = String(repeating: "k", count: 100_000)
        do {
            _ = try DrawDocument.decode(Array(#"{"operations": [], "\#(key)": 1}"#.utf8))
            Issue.record("decoded")
        } catch {
            #expect(error.description.count < 300, "\(error.description.prefix(300))")
        }
    }

    @Test func nestingIsLimited() {
        let json = ##"{"operations": [{"op": "popClip", "x": "## + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}]}"
        #expect(throws: RasterError.self) { try DrawDocument.decode(Array(json.utf8)) }
    }
}
