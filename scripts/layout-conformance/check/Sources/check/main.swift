import Foundation
import TesseraJSON
import TesseraLayout

/// `check FIXTURES... [--case NAME] [--verbose] [--tolerance T]`: lays out every case of the
/// fixture files (or of every *.json in a folder) and prints the ones whose frames differ from the
/// expected ones by more than T (default 0.1, unrounded, as ConformanceTests does), then "N passed,
/// N failed". With --verbose, a failing case prints its whole frame tree, differing frames marked
/// `XX`. reduce.py uses it to shrink a failing case; sweep.py also counts the cases that differ by
/// more than 0.5 (Chromium's 1/64-px rounding alone can add up past 0.1 in deep trees). A case
/// the engine refuses prints "ERROR family/name: message" and counts as failed.

struct Options {
    var files: [String] = []
    var onlyCase: String?
    var verbose = false
    var tolerance = 0.1
}

func parseOptions() -> Options {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        switch argument {
        case "--case": options.onlyCase = arguments.popFirst()
        case "--verbose": options.verbose = true
        case "--tolerance": options.tolerance = arguments.popFirst().flatMap(Double.init) ?? options.tolerance
        default:
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
                options.files += names.filter { $0.hasSuffix(".json") }.sorted().map { "\(argument)/\($0)" }
            } else {
                options.files.append(argument)
            }
        }
    }
    return options
}

func number(_ value: JSONValue?) -> Double? {
    if case .number(let number) = value { return number }
    return nil
}

/// Appends one line per frame (indented by depth) and returns whether all frames matched.
func compare(_ tree: LayoutTree, _ node: NodeID, _ expected: JSONValue, depth: Int, tolerance: Double,
             into lines: inout [String]) -> Bool {
    let frame = tree.unroundedFrame(of: node)
    let got = [frame.x, frame.y, frame.width, frame.height]
    let want = ["x", "y", "width", "height"].map { number(expected[$0]) ?? .nan }
    // A frame without numbers is a box the browser does not expose (html_suite.py's anonymous
    // flex or grid item around a page's text): only its children are compared.
    var matches = expected["x"] == nil || zip(got, want).allSatisfy { abs($0 - $1) <= tolerance }
    let indent = String(repeating: "  ", count: depth)
    lines.append("\(indent)\(matches ? "  " : "XX") got \(got) want \(want)")
    var expectedChildren: [JSONValue] = []
    if case .array(let array) = expected["children"] { expectedChildren = array.map(\.value) }
    let children = tree.children(of: node)
    if children.count != expectedChildren.count {
        lines.append("\(indent)XX \(children.count) children, expected \(expectedChildren.count)")
        return false
    }
    for (child, want) in zip(children, expectedChildren) {
        matches = compare(tree, child, want, depth: depth + 1, tolerance: tolerance, into: &lines) && matches
    }
    return matches
}

func run() throws -> Int32 {
    let options = parseOptions()
    var passed = 0
    var failed = 0
    for file in options.files {
        let family = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let document = try JSONParser.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))).value
        guard case .array(let cases) = document["cases"] else { continue }
        for fixture in cases.map(\.value) {
            guard case .string(let name) = fixture["name"], let tree = fixture["tree"],
                  let expected = fixture["expected"] else { continue }
            if let only = options.onlyCase, only != name, only != "\(family)/\(name)" { continue }
            // A case the engine refuses (a property or value it does not know yet) is reported and
            // counted as failed, so that html_suite.py can tell which properties a suite still lacks.
            var layout: LayoutDocument
            do {
                layout = try LayoutDocument(json: tree)
                try layout.tree.computeLayout(root: layout.root, width: number(fixture["viewport"]?["width"]),
                                              height: number(fixture["viewport"]?["height"]))
            } catch {
                failed += 1
                print("ERROR \(family)/\(name): \(error)")
                continue
            }
            var lines: [String] = []
            if compare(layout.tree, layout.root, expected, depth: 0, tolerance: options.tolerance, into: &lines) {
                passed += 1
                continue
            }
            failed += 1
            print("FAIL \(family)/\(name)")
            let shown = options.verbose ? lines : lines.filter { $0.contains("XX") }.prefix(4).map { $0 }
            for line in shown { print("   \(line)") }
        }
    }
    print("\(passed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
}

do {
    exit(try run())
} catch {
    print("error: \(error)")
    exit(2)
}
