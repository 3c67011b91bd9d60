/// A strict RFC 8259 JSON parser that records the line and column of every value.
///
/// Foundation's `JSONSerialization` reports malformed input without a usable position and drops
/// key order; designers need "line 12, column 7: expected ',' or '}'" to fix a file by hand.
/// Duplicate keys in one object are rejected: in a token file they are always a mistake, and the
/// silent last-one-wins rule would hide it.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Where the column was last computed, so positions on long (minified) lines cost O(1) each.
    private var columnIndex = 0
    private var column = 1
    /// Nesting limit: absurdly deep input is an error, not a stack overflow.
    private let maximumDepth = 256

    /// Parses a whole document; anything after the top-level value other than whitespace is an error.
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        parser.skipWhitespace()
        let node = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
        }
        return node
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The current position. Columns count Unicode scalars, as editors do (UTF-8 continuation
    /// bytes are skipped), and are counted forward from the last position asked for.
    private mutating func location() -> SourceLocation {
        if columnIndex < lineStart || columnIndex > index {
            columnIndex = lineStart
            column = 1
        }
        while columnIndex < index {
            if bytes[columnIndex] & 0xC0 != 0x80 { column += 1 }
            columnIndex += 1
        }
        return SourceLocation(line: line, column: column, offset: index)
    }

    private mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: location())
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x20 && b < 0x7F { return "'\(Character(UnicodeScalar(b)))'" }
        return "byte 0x\(String(b, radix: 16))"
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth < maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
        let start = location()
        guard index < bytes.count else { throw error("expected a value, found end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return JSONNode(try parseObject(depth: depth), at: start)
        case UInt8(ascii: "["):
            return JSONNode(try parseArray(depth: depth), at: start)
        case UInt8(ascii: "\""):
            return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return JSONNode(.null, at: start)
        default:
            throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let start = index
        for ch in word.utf8 {
            guard index < bytes.count, bytes[index] == ch else {
                index = start  // point at the start of the bad literal
                throw error("invalid literal, expected '\(word)'")
            }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1  // {
        var members: [JSONMember] = []
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a quoted key, found \(describeCurrent())")
            }
            let keyLocation = location()
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw JSONSyntaxError(message: "duplicate key \"\(key)\"", location: keyLocation)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, node: try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}', found end of file") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw error("expected ',' or '}', found \(describeCurrent())")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1  // [
        var items: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']', found end of file") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            throw error("expected ',' or ']', found \(describeCurrent())")
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        // Fast path: most strings (keys, names, hex colors) have no escapes.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let text = String(decoding: bytes[index..<end], as: UTF8.self)
            index = end + 1
            return text
        }
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ bytes: [UInt8], _ from: Int, _ to: Int, into scalars: inout String.UnicodeScalarView) {
            if to > from { scalars.append(contentsOf: String(decoding: bytes[from..<to], as: UTF8.self).unicodeScalars) }
        }
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                flush(bytes, runStart, index, into: &scalars)
                index += 1
                return String(scalars)
            }
            if b < 0x20 {
                throw error(b == 0x0A ? "unterminated string (a string cannot span lines)" : "control character in string")
            }
            if b == UInt8(ascii: "\\") {
                flush(bytes, runStart, index, into: &scalars)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate in \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default:
                    index -= 2  // point at the backslash
                    throw error("invalid escape '\\\(Character(UnicodeScalar(escape)))'")
                }
                runStart = index
                continue
            }
            index += 1
        }
        throw error("unterminated string")
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("incomplete \\u escape") }
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            code = code * 16 + digit
            index += 1
        }
        return code
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { throw error("invalid number: expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) {
                index = start
                throw error("invalid number: leading zero")
            }
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw error("invalid number: expected a digit after '.'") }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard isDigit(index) else { throw error("invalid number: expected a digit in the exponent") }
            while isDigit(index) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(message: "number \(text) is out of range", location: location())
        }
        return value
    }
}

/// Malformed JSON: what is wrong and where.
struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    var message: String
    var location: SourceLocation
    var description: String { "line \(location.line), column \(location.column): \(message)" }
}
