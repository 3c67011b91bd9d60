/// A parsed JSON value that remembers where it came from, so scene errors can name both the
/// JSON path and the byte offset. Object members keep their written order.
enum SceneJSON {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SceneJSON])
    case object([SceneMember])

    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A strict JSON parser (RFC 8259) over UTF-8 bytes, bounded for untrusted input: nesting
/// deeper than `maximumDepth` is an error, not a stack overflow.
struct SceneJSONParser {
    struct Failure: Error {
        var offset: Int
        var reason: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private let maximumDepth: Int

    init(_ bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    static func parse(_ bytes: [UInt8], maximumDepth: Int) throws(Failure) -> SceneJSON {
        var parser = SceneJSONParser(bytes, maximumDepth: maximumDepth)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw Failure(offset: parser.index, reason: "unexpected text after the JSON value") }
        return value
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> SceneJSON {
        guard depth <= maximumDepth else { throw Failure(offset: index, reason: "nested deeper than \(maximumDepth) levels") }
        guard index < bytes.count else { throw Failure(offset: index, reason: "unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw Failure(offset: index, reason: "invalid literal (expected \(word))")
        }
        index += utf8.count
    }

    private mutating func object(depth: Int) throws(Failure) -> SceneJSON {
        index += 1
        var members: [SceneMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Failure(offset: index, reason: "expected a member name in quotes") }
            let key = try string()
            if members.contains(where: { $0.key == key }) { throw Failure(offset: index, reason: "duplicate member \"\(key)\"") }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw Failure(offset: index, reason: "expected ':' after a member name") }
            index += 1
            skipWhitespace()
            members.append(SceneMember(key: key, value: try value(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw Failure(offset: index, reason: "unterminated object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw Failure(offset: index, reason: "expected ',' or '}' in an object")
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> SceneJSON {
        index += 1
        var items: [SceneJSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw Failure(offset: index, reason: "unterminated array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw Failure(offset: index, reason: "expected ',' or ']' in an array")
        }
    }

    private mutating func string() throws(Failure) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw Failure(offset: index, reason: "control character in a string") }
            if byte == UInt8(ascii: "\\") {
                flush(index)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                       bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw Failure(offset: index - 6, reason: "invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw Failure(offset: index - 6, reason: "invalid \\u escape") }
                    scalars.append(scalar)
                default: throw Failure(offset: index - 2, reason: "invalid escape")
                }
                run = index
                continue
            }
            index += 1
        }
        throw Failure(offset: start, reason: "unterminated string")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Failure(offset: index, reason: "truncated \\u escape") }
        var code: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { throw Failure(offset: index, reason: "invalid \\u escape") }
            code = code * 16 + UInt32(digit)
        }
        index += 4
        return code
    }

    private mutating func number() throws(Failure) -> Double {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digits = { (p: inout Int, b: [UInt8]) -> Int in
            let s = p
            while p < b.count, (0x30...0x39).contains(b[p]) { p += 1 }
            return p - s
        }
        guard digits(&index, bytes) > 0 else { throw Failure(offset: start, reason: "unexpected character") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&index, bytes) > 0 else { throw Failure(offset: index, reason: "expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&index, bytes) > 0 else { throw Failure(offset: index, reason: "expected digits in the exponent") }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            throw Failure(offset: start, reason: "number out of range")
        }
        return value
    }
}

/// One member of a JSON object.
struct SceneMember {
    let key: String
    let value: SceneJSON
}
