import TesseraJSON
import TestRandom

/// Turns a valid document into a hostile one: raw byte damage (flips, insertions, deletions,
/// truncation, duplicated runs) or, on the parsed tree, structural damage (members deleted or
/// duplicated, values swapped for another type, huge or tiny numbers, long strings, paths out of
/// the folder, deep nesting). Structural mutants are written back with `JSONWriter`, so they stay
/// well-formed and reach the readers' value checks rather than stopping at the parser.
struct Mutator {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// Usually one mutation of `document`, sometimes up to three. Three in four are structural:
    /// byte damage almost always stops at the parser, and the readers behind it need the visits.
    mutating func mutate(_ document: [UInt8]) -> [UInt8] {
        var bytes = document
        let count = Int.random(in: 0..<10, using: &random) < 7 ? 1 : Int.random(in: 2...3, using: &random)
        for _ in 0..<count {
            if Int.random(in: 0..<4, using: &random) != 0, let tree = try? JSONParser.parse(bytes) {
                bytes = Array(JSONWriter.compact(JSONNode(mutate(tree.value, depth: 0))).utf8)
            } else {
                bytes = damage(bytes)
            }
        }
        return bytes
    }

    // MARK: Bytes

    private static let interesting: [[UInt8]] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "null", "-", "1e400", "\u{0}", "\\u", "\\ud800",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xEF, 0xBB, 0xBF]]

    private mutating func damage(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        guard !bytes.isEmpty else { return Self.interesting.randomElement(using: &random)! }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: bytes[at] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
        case 1: bytes.insert(contentsOf: Self.interesting.randomElement(using: &random)!, at: at)
        case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &random)))
        case 3: bytes.removeSubrange(at...)
        case 4:
            let run = bytes[at..<min(bytes.count, at + Int.random(in: 1...64, using: &random))]
            bytes.insert(contentsOf: run, at: at)
        default: bytes[at] = UInt8.random(in: 0...255, using: &random)
        }
        return bytes
    }

    // MARK: Structure

    /// Mutates one value somewhere in the tree (descending at random).
    private mutating func mutate(_ value: JSONValue, depth: Int) -> JSONValue {
        switch value {
        case .object(var members) where !members.isEmpty && depth < 40 && Int.random(in: 0..<4, using: &random) != 0:
            let index = Int.random(in: 0..<members.count, using: &random)
            switch Int.random(in: 0..<12, using: &random) {
            case 0: members.remove(at: index)
            case 1: members.append(JSONMember(key: members[index].key + "x", node: members[index].node))
            case 2: members.append(JSONMember(key: String(repeating: "k", count: 5_000), node: JSONNode(.number(1))))
            default: members[index].node = JSONNode(mutate(members[index].node.value, depth: depth + 1))
            }
            return .object(members)
        case .array(var items) where !items.isEmpty && depth < 40 && Int.random(in: 0..<4, using: &random) != 0:
            let index = Int.random(in: 0..<items.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: items.remove(at: index)
            case 1: items.insert(items[index], at: index)
            case 2: items.append(contentsOf: Array(repeating: items[index], count: Int.random(in: 2...40, using: &random)))
            default: items[index] = JSONNode(mutate(items[index].value, depth: depth + 1))
            }
            return .array(items)
        default:
            return replacement(for: value)
        }
    }

    private static let numbers: [Double] = [
        0, -0.0, -1, .leastNonzeroMagnitude, 1e-300, 0.5, 1e7, 1e9, 16_384, 16_385, .greatestFiniteMagnitude, -1e308,
        9_007_199_254_740_992, 4_294_967_296,
    ]
    private static let strings = [
        "", "../../etc/passwd", "/etc/passwd", "~/x.png", "#", "#ffffffffff", "M0 0 L", "auto", "50%", "{ref}",
        "{color.text.primary}", "nonZero", "fill", "\u{0}", "é", String(repeating: "A", count: 10_000),
    ]

    /// A value of another kind, an extreme of the same kind, or the value nested deeply.
    private mutating func replacement(for value: JSONValue) -> JSONValue {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return .number(Self.numbers.randomElement(using: &random)!)
        case 1: return .string(Self.strings.randomElement(using: &random)!)
        case 2: return [.null, .bool(true), .array([]), .object([])].randomElement(using: &random)!
        case 3:
            var nested = value
            for _ in 0..<Int.random(in: 2...300, using: &random) { nested = .array([JSONNode(nested)]) }
            return nested
        case 4:
            if case .number(let number) = value { return .number(number * [-1, 10, 1e6, 1e-6].randomElement(using: &random)!) }
            return .number(Self.numbers.randomElement(using: &random)!)
        default:
            return .object([JSONMember(key: "x", node: JSONNode(value))])
        }
    }
}
