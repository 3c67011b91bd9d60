import Foundation
import Testing
import TesseraGeometry
@testable import TesseraRaster

#if canImport(Glibc)
import Glibc
#endif

/// The display list: JSON coding, errors naming the JSON path, execution, determinism.
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
        let doc = try DrawDocument.decode(Data(json.utf8))
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

    @Test func codableRoundTrip() throws {
        let doc = try DrawDocument.decode(Data(Self.cardJSON.utf8))
        let data = try JSONEncoder().encode(doc)
        let again = try DrawDocument.decode(data)
        #expect(again == doc)
        var list = DisplayList()
        let bitmap = try Bitmap(width: 1, height: 1, pixels: [10, 20, 30, 40])
        list.append(.image(bitmap, rect: Rect(x: 0, y: 0, width: 2, height: 2), sampling: .nearest, opacity: 0.5, transform: .translation(1, 2)))
        list.append(.mask(CoverageMask(originX: 1, originY: 2, width: 2, height: 1, coverage: [9, 200]), dx: 3, dy: 4, paint: .solid(.black)))
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), paint: .radialGradient(RadialGradient(
            center: Point(x: 1, y: 1), radius: 3, stops: [GradientStop(offset: 0, color: .white)])), rule: .evenOdd, transform: .identity))
        #expect(try JSONDecoder().decode(DisplayList.self, from: JSONEncoder().encode(list)) == list)
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
        (##"{"operations": [}"##, "not valid JSON", "around character 16"),
    ])
    func badJSONNamesThePath(json: String, path: String, mentions: String) {
        do {
            _ = try DrawDocument.decode(Data(json.utf8))
            Issue.record("decoded: \(json)")
        } catch {
            #expect(error.description.contains(path), "\(error)")
            #expect(error.description.contains(mentions), "\(error)")
        }
    }

    @Test func oversizedDocumentsAreRefused() throws {
        let doc = try DrawDocument.decode(Data(##"{"operations": []}"##.utf8))
        #expect(throws: RasterError.self) { try doc.render(width: 10000, height: 10000, scale: 3, background: nil) }
        #expect(throws: RasterError.self) { try doc.render(width: .nan, height: 10, scale: 1, background: nil) }
    }
}

/// Bitmaps referenced by file from a display list.
@Suite struct BitmapFileTests {
    @Test func relativeFilesResolveAgainstTheBaseDirectory() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-raster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bitmap = try Bitmap(width: 1, height: 1, pixels: [0, 0, 255, 255])
        try Data(try PNG.encode(bitmap)).write(to: dir.appendingPathComponent("dot.png"))
        let json = ##"{"width": 4, "height": 4, "operations": [{"op": "image", "bitmap": {"file": "dot.png"}, "rect": [0, 0, 4, 4]}]}"##
        let doc = try DrawDocument.decode(Data(json.utf8), baseDirectory: dir)
        let c = try doc.render(width: 4, height: 4, scale: 1, background: nil)
        #expect(c.pixel(x: 2, y: 2) == (0, 0, 255, 255))
        do {
            _ = try DrawDocument.decode(Data(json.replacingOccurrences(of: "dot.png", with: "missing.png").utf8), baseDirectory: dir)
            Issue.record("a missing file decoded")
        } catch {
            #expect(error.description.contains("$.operations[0].bitmap.file"))
            #expect(error.description.contains("missing.png"))
        }
    }

    @Test func filesStayInsideTheBaseDirectoryAndAreRegular() throws {
        // `dir/list` is the display list's folder; `dir/outside.png` is a valid PNG beside it.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-raster-\(UUID().uuidString)")
        let list = dir.appendingPathComponent("list")
        try FileManager.default.createDirectory(at: list, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(try PNG.encode(try Bitmap(width: 1, height: 1, pixels: [0, 0, 255, 255]))).write(to: dir.appendingPathComponent("outside.png"))
        try FileManager.default.createSymbolicLink(atPath: list.appendingPathComponent("link.png").path, withDestinationPath: "../outside.png")
        #expect(mkfifo(list.appendingPathComponent("pipe.png").path, 0o644) == 0)
        let refusals = [
            "../outside.png": "leads outside", dir.appendingPathComponent("outside.png").path: "must be a relative path",
            "link.png": "leads outside", "pipe.png": "not a regular file", "/dev/zero": "must be a relative path",
        ]
        for (file, reason) in refusals {
            let json = ##"{"operations": [{"op": "image", "bitmap": {"file": "\##(file)"}, "rect": [0, 0, 4, 4]}]}"##
            do {
                _ = try DrawDocument.decode(Data(json.utf8), baseDirectory: list)
                Issue.record("\(file) was read")
            } catch {
                #expect(error.description.contains(reason), "\(file): \(error)")
            }
        }
    }
}
