/// A strict RFC 8259 JSON parser over UTF-8 bytes. Duplicate keys are errors (which one would
/// win is exactly the kind of silent surprise a layout document must not have), and nesting is
/// limited so a hostile document cannot overflow the stack.
public struct JSONParser {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    static let maximumDepth = 2_000

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    public static func parse(_ text: String) throws(LayoutJSONError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    public static func parse(_ bytes: [UInt8]) throws(LayoutJSONError) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.position < bytes.count { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    /// The character offset of the current position (UTF-8 continuation bytes not counted).
    private func error(_ message: String) -> LayoutJSONError {
        var characters = 0
        for index in 0..<min(position, bytes.count) where bytes[index] & 0xC0 != 0x80 { characters += 1 }
        return LayoutJSONError(message, offset: characters)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(LayoutJSONError) -> JSONValue {
        guard position < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character, expected a value")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(LayoutJSONError) {
        let start = position
        for byte in literal.utf8 {
            guard position < bytes.count, bytes[position] == byte else {
                position = start
                throw error("invalid literal, expected \(literal)")
            }
            position += 1
        }
    }

    private mutating func enter() throws(LayoutJSONError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(LayoutJSONError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        var keys = Set<String>()
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of input in an object") }
            guard bytes[position] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let keyStart = position
            let key = try parseString()
            if !keys.insert(key).inserted {
                position = keyStart
                throw error("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of input in an object") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws(LayoutJSONError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of input in an array") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    private mutating func parseString() throws(LayoutJSONError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flushRun(_ parser: JSONParser, upTo end: Int, into scalars: inout String.UnicodeScalarView) {
            if end > runStart {
                scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                flushRun(self, upTo: position, into: &scalars)
                position += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                flushRun(self, upTo: position, into: &scalars)
                position += 1
                guard position < bytes.count else { break }
                let escape = bytes[position]
                position += 1
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
                    if (0xD800...0xDBFF).contains(code) {
                        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                              bytes[position + 1] == UInt8(ascii: "u") else { throw error("unpaired surrogate") }
                        position += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid unicode escape") }
                    scalars.append(scalar)
                default:
                    position -= 1
                    throw error("invalid escape sequence")
                }
                runStart = position
                continue
            }
            position += 1
        }
        throw error("unterminated string")
    }

    private mutating func parseHex4() throws(LayoutJSONError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("invalid unicode escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid unicode escape")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private mutating func parseNumber() throws(LayoutJSONError) -> Double {
        let start = position
        func digits(_ parser: inout JSONParser) -> Int {
            let begin = parser.position
            while parser.position < parser.bytes.count,
                  (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.position]) {
                parser.position += 1
            }
            return parser.position - begin
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits(&self)
        if integerDigits == 0 { throw error("invalid number") }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            position = integerStart
            throw error("invalid number (leading zero)")
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            if digits(&self) == 0 { throw error("invalid number (no digits after '.')") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            if digits(&self) == 0 { throw error("invalid number (no digits in exponent)") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text) else {
            position = start
            throw error("invalid number")
        }
        return value
    }
}
