/// Writes a `JSONNode` back as compact JSON text (for showing `$extensions`).
enum JSONWriter {
    static func compact(_ node: JSONNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return formatNumber(n)
        case .string(let s): return quoted(s)
        case .array(let items): return "[" + items.map(compact).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { quoted($0.key) + ":" + compact($0.node) }.joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension JSONNode {
    /// The node as compact JSON text, e.g. to show a token's `$extensions`.
    public var jsonText: String { JSONWriter.compact(self) }
}
