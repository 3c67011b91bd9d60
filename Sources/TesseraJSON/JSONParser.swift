/// A strict RFC 8259 JSON parser over UTF-8 bytes that records the position of every value.
///
/// Strict, because every document it reads is written by hand and a lenient reader hides
/// mistakes: duplicate keys in one object are errors (the silent last-one-wins rule would hide
/// them), as are leading zeros, trailing commas, invalid UTF-8, unpaired surrogate escapes and
/// numbers outside the range of `Double`. A leading byte order mark is skipped (RFC 8259 §8.1
/// allows it and Windows editors write it). Nesting is limited so hostile input is an error, not
/// a stack overflow.
public struct JSONParser {
    /// Nesting limit when the caller gives none: far beyond any hand-written document.
    public static let defaultMaximumDepth = 512
    /// Objects with more members than this check duplicate keys with a set; smaller ones (almost
    /// all) with a linear scan, which allocates nothing.
    private static let linearKeyCheckLimit = 16

    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var index = 0
    private var depth = 0
    private var line = 1
    private var lineStart = 0
    /// Where the column was last computed, so positions on long (minified) lines cost O(1) each.
    private var columnIndex = 0
    private var column = 1

    private init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Parses a whole document; anything after the top-level value other than whitespace is an
    /// error. At most `maximumDepth` arrays and objects may be nested.
    public static func parse(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8), maximumDepth: maximumDepth)
    }

    public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.lineStart = 3
            parser.columnIndex = 3
        }
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
        }
        return node
    }

    // MARK: Positions and errors

    /// The current position. Columns are counted forward from the last position asked for, so a
    /// whole parse scans each byte for columns at most once.
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
        error(message, at: location())
    }

    private func error(_ message: String, at location: SourceLocation) -> JSONSyntaxError {
        var characters = 0
        for byte in bytes[0..<min(location.offset, bytes.count)] where byte & 0xC0 != 0x80 { characters += 1 }
        return JSONSyntaxError(message: message, location: location, characterOffset: characters)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16))"
    }

    // MARK: Structure

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

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        let start = location()
        guard index < bytes.count else { throw error("expected a value, found end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return JSONNode(try parseObject(), at: start)
        case UInt8(ascii: "["):
            return JSONNode(try parseArray(), at: start)
        case UInt8(ascii: "\""):
            return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber(start: start)), at: start)
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

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let start = index
        for offset in 0..<word.utf8CodeUnitCount {
            guard index < bytes.count, bytes[index] == word.utf8Start[offset] else {
                index = start  // point at the start of the bad literal
                throw error("invalid literal, expected '\(word)'")
            }
            index += 1
        }
    }

    /// Opens an array or object, refusing to go deeper than the limit.
    private mutating func enterContainer() throws(JSONSyntaxError) {
        guard depth < maximumDepth else { throw error("nested deeper than \(maximumDepth) levels") }
        depth += 1
        index += 1
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        var members: [JSONMember] = []
        var largeObjectKeys: Set<String> = []
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
            if members.count < Self.linearKeyCheckLimit {
                if members.contains(where: { $0.key == key }) { throw error("duplicate key \"\(key)\"", at: keyLocation) }
            } else {
                if largeObjectKeys.isEmpty { largeObjectKeys = Set(members.map(\.key)) }
                if !largeObjectKeys.insert(key).inserted { throw error("duplicate key \"\(key)\"", at: keyLocation) }
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, node: try parseValue()))
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

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        var items: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
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

    // MARK: Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1  // opening quote
        // Fast path: most strings (keys, names, hex colors) have no escapes.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            defer { index = end + 1 }
            return try validated(bytes[index..<end], stringStart: start)
        }
        var utf8: [UInt8] = []
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                utf8.append(contentsOf: bytes[runStart..<index])
                index += 1
                return try validated(utf8[...], stringStart: start)
            }
            if byte < 0x20 {
                throw error(byte == 0x0A ? "unterminated string (a string cannot span lines)" : "control character in string")
            }
            if byte == UInt8(ascii: "\\") {
                utf8.append(contentsOf: bytes[runStart..<index])
                try appendEscape(to: &utf8)
                runStart = index
                continue
            }
            index += 1
        }
        throw error("unterminated string")
    }

    private func validated(_ utf8: ArraySlice<UInt8>, stringStart: Int) throws(JSONSyntaxError) -> String {
        guard let string = String(validating: utf8, as: UTF8.self) else {
            var at = self
            at.index = stringStart
            throw at.error("invalid UTF-8 in string")
        }
        return string
    }

    /// Reads one backslash escape at `index` and appends its UTF-8.
    private mutating func appendEscape(to utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var code = try parseHex4()
            if (0xD800..<0xDC00).contains(code) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    index = escapeStart
                    throw error("unpaired surrogate in \\u escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    index = escapeStart
                    throw error("invalid low surrogate in \\u escape")
                }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else {
                index = escapeStart
                throw error("unpaired surrogate in \\u escape")
            }
            utf8.append(contentsOf: String(scalar).utf8)
        default:
            index = escapeStart
            let shown = escape >= 0x20 && escape < 0x7F ? String(Unicode.Scalar(escape)) : "byte 0x\(String(escape, radix: 16))"
            throw error("invalid escape '\\\(shown)'")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("incomplete \\u escape") }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            code = code * 16 + digit
            index += 1
        }
        return code
    }

    // MARK: Numbers

    private func isDigit(_ at: Int) -> Bool {
        at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
    }

    /// Reads a number. Short ones (at most 15 significant digits and a power of ten within ±22,
    /// which covers every hand-written size) are computed exactly from their digits: both
    /// operands are exact doubles, so one correctly rounded multiply or divide gives the correctly
    /// rounded value (Clinger's fast path). Longer ones go through the standard library.
    private mutating func parseNumber(start: SourceLocation) throws(JSONSyntaxError) -> Double {
        let first = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard isDigit(index) else { throw error("invalid number: expected a digit") }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var decimalExponent = 0
        func accumulate(_ digit: UInt8, fraction: Bool) {
            if mantissa == 0 && digit == UInt8(ascii: "0") {
                if fraction { decimalExponent -= 1 }
                return
            }
            significantDigits += 1
            if significantDigits <= 19 {
                mantissa = mantissa * 10 + UInt64(digit - UInt8(ascii: "0"))
                if fraction { decimalExponent -= 1 }
            } else if !fraction {
                decimalExponent += 1
            }
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) {
                index = first
                throw error("invalid number: leading zero")
            }
        } else {
            while isDigit(index) {
                accumulate(bytes[index], fraction: false)
                index += 1
            }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw error("invalid number: expected a digit after '.'") }
            while isDigit(index) {
                accumulate(bytes[index], fraction: true)
                index += 1
            }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            var exponentNegative = false
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard isDigit(index) else { throw error("invalid number: expected a digit in the exponent") }
            var exponent = 0
            while isDigit(index) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            decimalExponent += exponentNegative ? -exponent : exponent
        }
        if significantDigits <= 15 && abs(decimalExponent) <= 22 {
            let magnitude = Double(mantissa)
            let scaled = decimalExponent >= 0 ? magnitude * Self.powersOfTen[decimalExponent] : magnitude / Self.powersOfTen[-decimalExponent]
            return negative ? -scaled : scaled
        }
        let text = String(decoding: bytes[first..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text) is out of range", at: start)
        }
        return value
    }

    /// 10^0 ... 10^22, all exactly representable as doubles.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }
}
