/// Writes JSON values back as compact text (to show a token's `$extensions`, to print frames, to
/// write display lists).
public enum JSONWriter {
    public static func compact(_ node: JSONNode) -> String {
        var output = ""
        append(node.value, to: &output)
        return output
    }

    private static func append(_ value: JSONValue, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let bool): output += bool ? "true" : "false"
        case .number(let number): output += self.number(number)
        case .string(let string): appendQuoted(string, to: &output)
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                append(item.value, to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                appendQuoted(member.key, to: &output)
                output += ":"
                append(member.node.value, to: &output)
            }
            output += "}"
        }
    }

    /// Shortest text that reads back as the same double, integers without a fraction ("10", not
    /// "10.0") up to 2^53, where every integer is still exact. JSON has no NaN or infinity: those
    /// (only possible in values built in code) are written as `null`, so the output always parses.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func appendQuoted(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

extension JSONNode {
    /// The node as compact JSON text, e.g. to show a token's `$extensions`.
    public var jsonText: String { JSONWriter.compact(self) }
}
