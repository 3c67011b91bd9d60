import Foundation
import Testing
import TesseraJSON
import TesseraLayout

/// One browser-computed case from Fixtures/*.json.
struct FixtureCase {
    var name: String
    var width: Double?
    var height: Double?
    var tree: JSONValue
    var expected: JSONValue
}

enum Fixtures {
    /// The fixture family files (names without extension), sorted for a stable test order.
    static var families: [String] {
        guard let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
              let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    static func load(_ family: String) throws -> [FixtureCase] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(family)", withExtension: "json"))
        let data = try Data(contentsOf: url)
        let document = try JSONParser.parse([UInt8](data)).value
        guard case .array(let cases) = try #require(document["cases"]) else { return [] }
        return try cases.map(\.value).map { value in
            guard case .string(let name) = value["name"] else { throw FixtureError("case without a name") }
            return FixtureCase(
                name: name, width: number(value["viewport"]?["width"]), height: number(value["viewport"]?["height"]),
                tree: try #require(value["tree"]), expected: try #require(value["expected"]))
        }
    }

    /// Checks every case of a family against its browser frames, one expectation per case, and
    /// prints how many agree under `label` (the summary the conformance suites log).
    static func expectAllAgree(_ family: String, label: String) throws {
        var agreeing = 0
        let fixtures = try load(family)
        for fixture in fixtures {
            let problems = try mismatches(fixture)
            if problems.isEmpty { agreeing += 1 }
            #expect(problems.isEmpty, "CASE \(family)/\(fixture.name): \(problems.prefix(4).joined(separator: " | "))")
        }
        print("\(label) \(family): \(agreeing) of \(fixtures.count) agree")
    }

    static func number(_ value: JSONValue?) -> Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// Lays the case out (unrounded) and lists every frame that differs from the browser's by
    /// more than `tolerance`, by node path.
    static func mismatches(_ fixture: FixtureCase, tolerance: Double = 0.1) throws -> [String] {
        var document = try LayoutDocument(json: fixture.tree)
        try document.tree.computeLayout(root: document.root, width: fixture.width, height: fixture.height)
        var problems: [String] = []
        compare(document.tree, document.root, fixture.expected, path: "$", tolerance: tolerance, into: &problems)
        return problems
    }

    private static func compare(_ tree: LayoutTree, _ node: NodeID, _ expected: JSONValue, path: String,
                                tolerance: Double, into problems: inout [String]) {
        let frame = tree.unroundedFrame(of: node)
        let want = (number(expected["x"]) ?? .nan, number(expected["y"]) ?? .nan,
                    number(expected["width"]) ?? .nan, number(expected["height"]) ?? .nan)
        let got = (frame.x, frame.y, frame.width, frame.height)
        if !(abs(got.0 - want.0) <= tolerance && abs(got.1 - want.1) <= tolerance
             && abs(got.2 - want.2) <= tolerance && abs(got.3 - want.3) <= tolerance) {
            problems.append("\(path): got \(got), browser \(want)")
        }
        let children = tree.children(of: node)
        var expectedChildren: [JSONValue] = []
        if case .array(let array) = expected["children"] { expectedChildren = array.map(\.value) }
        if children.count != expectedChildren.count {
            problems.append("\(path): \(children.count) children, browser \(expectedChildren.count)")
            return
        }
        for (index, (child, want)) in zip(children, expectedChildren).enumerated() {
            compare(tree, child, want, path: "\(path).children[\(index)]", tolerance: tolerance, into: &problems)
        }
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
