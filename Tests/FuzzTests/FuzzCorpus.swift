import Foundation
import TesseraJSON

/// The valid documents the fuzzer starts from: the repository's own examples and fixtures, so
/// mutants stay close to what the readers really see.
enum FuzzCorpus {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let examples = repository.appendingPathComponent("Examples")
    /// Tessera's bundled design tokens, the token folder the fuzzer damages a copy of.
    static let tokens = repository.appendingPathComponent("Sources/Tessera/Resources/Tokens")

    static func bytes(_ url: URL) -> [UInt8] { (try? [UInt8](Data(contentsOf: url))) ?? [] }

    /// Every JSON file in `folder` (recursively) whose name ends with `suffix`.
    static func files(in folder: URL, endingWith suffix: String) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }

    static var scenes: [[UInt8]] { files(in: examples, endingWith: ".scene.json").map(bytes) }

    /// The example display list and a small one using every operation kind and paint.
    static var displayLists: [[UInt8]] {
        files(in: examples, endingWith: "cards.json").map(bytes) + [Array(#"""
        {"width": 64, "height": 48, "scale": 2, "background": "#f2f2f7", "operations": [
          {"op": "shadow", "path": {"roundedRect": [4, 4, 40, 30], "radii": [1, 2, 3, 4]}, "shadow": {"color": "#0003", "offset": [0, 2], "blur": 4}},
          {"op": "pushClip", "path": {"circle": [24, 20], "radius": 18}, "rule": "evenOdd"},
          {"op": "fill", "path": "M0 0 L40 0 Q44 20 40 40 C20 44 4 30 0 0 Z", "paint": {"linearGradient": {"start": [0, 0], "end": [40, 40],
            "stops": [{"offset": 0, "color": "#5b8cff"}, {"offset": 1, "color": "#ff7ab6"}]}}, "transform": [1, 0.2, 0, 1, 2, 3]},
          {"op": "pushLayer", "opacity": 0.5},
          {"op": "fill", "path": {"ellipse": [0, 0, 30, 20]}, "paint": {"radialGradient": {"center": [15, 10], "radius": 12, "stops": [{"offset": 0.5, "color": "#fff"}]}}},
          {"op": "fill", "path": {"rect": [0, 0, 8, 8]}, "paint": {"image": {"bitmap": {"width": 1, "height": 1, "rgba": "AAAA/w=="}, "rect": [0, 0, 8, 8], "sampling": "nearest"}}},
          {"op": "popLayer"},
          {"op": "popClip"},
          {"op": "stroke", "path": {"capsule": [2, 30, 40, 10]}, "paint": "#000", "style": {"width": 2, "cap": "round", "join": "bevel", "dash": [3, 1]}},
          {"op": "mask", "mask": {"origin": [1, 1], "width": 2, "height": 2, "coverage": "AEB/gA=="}, "dx": 3, "dy": 4, "paint": {"solid": "#f00"}},
          {"op": "image", "bitmap": {"file": "assets/swatch.png"}, "rect": [40, 30, 10, 10], "opacity": 0.5}
        ]}
        """#.utf8)]
    }

    /// The `tree` of every case of every layout fixture.
    static var layoutTrees: [[UInt8]] {
        let fixtures = repository.appendingPathComponent("Tests/TesseraLayoutTests/Fixtures")
        return files(in: fixtures, endingWith: ".json").flatMap { url -> [[UInt8]] in
            guard let root = try? JSONParser.parse(bytes(url)), let cases = root["cases"]?.arrayValue else { return [] }
            return cases.compactMap { $0["tree"].map { Array(JSONWriter.compact($0).utf8) } }
        }
    }
}
