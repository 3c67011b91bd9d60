import Testing
import TesseraJSON

@Suite struct JSONParserTests {
    private func failure(_ text: String, maximumDepth: Int = JSONParser.defaultMaximumDepth) -> JSONSyntaxError? {
        failure(Array(text.utf8), maximumDepth: maximumDepth)
    }

    private func failure(_ bytes: [UInt8], maximumDepth: Int = JSONParser.defaultMaximumDepth) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(bytes, maximumDepth: maximumDepth)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesEveryKindOfValueInSourceOrder() throws {
        let node = try JSONParser.parse(#"{"b": [1, -2.5e2, true, false, null], "a": "x\"\u00e9\ud83d\ude00"}"#)
        let members = try #require(node.objectMembers)
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members[0].node.arrayValue?.map(\.value) == [.number(1), .number(-250), .bool(true), .bool(false), .null])
        #expect(members[1].node.stringValue == "x\"é😀")
        #expect(node.value["b"]?.kindName == "an array")
    }

    @Test func keepsMemberOrderOfLargeObjects() throws {
        let keys = (0..<40).map { "k\(39 - $0)" }
        let text = "{" + keys.map { "\"\($0)\": 0" }.joined(separator: ",") + "}"
        #expect(try JSONParser.parse(text).objectMembers?.map(\.key) == keys)
    }

    @Test func recordsLineColumnAndOffsetOfValues() throws {
        let node = try JSONParser.parse("{\n  \"é\": {\n    \"k\": 12\n  }\n}")
        let inner = try #require(node["é"]?["k"])
        #expect(inner.location.line == 3)
        #expect(inner.location.column == 10)
        #expect(inner.location.offset == 21)
        // Columns count characters, not UTF-8 bytes: "é" is one column.
        #expect(node["é"]?.location.column == 8)
        #expect(node.location.description == "1:1")
    }

    @Test func skipsAByteOrderMark() throws {
        let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(node["a"]?.numberValue == 1)
        #expect(node["a"]?.location.column == 7)
    }

    @Test(arguments: [
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}', found '\"'"),
        ("[1, 2", 1, 6, "expected ',' or ']', found end of file"),
        ("{\"a\": tru}", 1, 7, "invalid literal, expected 'true'"),
        ("{\n\"a\": 01}", 2, 6, "invalid number: leading zero"),
        ("{\"a\": \"x\ny\"}", 1, 9, "unterminated string (a string cannot span lines)"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\""),
        ("{} x", 1, 4, "unexpected 'x' after the end of the document"),
        ("{\"a\": \"\\q\"}", 1, 8, "invalid escape '\\q'"),
        ("", 1, 1, "expected a value, found end of file"),
        ("[1,]", 1, 4, "expected a value, found ']'"),
        ("{\"a\": 1,}", 1, 9, "expected a quoted key, found '}'"),
        ("{\"a\" 1}", 1, 6, "expected ':' after key \"a\", found '1'"),
        ("[.5]", 1, 2, "expected a value, found '.'"),
        ("[+1]", 1, 2, "expected a value, found '+'"),
        ("[1.]", 1, 4, "invalid number: expected a digit after '.'"),
        ("[1e]", 1, 4, "invalid number: expected a digit in the exponent"),
        ("[-]", 1, 3, "invalid number: expected a digit"),
        ("['a']", 1, 2, "expected a value, found '''"),
        ("[\"a\tb\"]", 1, 4, "control character in string"),
        ("[\"abc", 1, 6, "unterminated string"),
        ("[1] ]", 1, 5, "unexpected ']' after the end of the document"),
        ("1 2", 1, 3, "unexpected '2' after the end of the document"),
        ("[1e999]", 1, 2, "number 1e999 is out of range"),
        ("[-1e400]", 1, 2, "number -1e400 is out of range"),
    ])
    func reportsMalformedInputWithPosition(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(failure(text), "parsed malformed JSON \(text)")
        #expect(error.message == message)
        #expect(error.location.line == line)
        #expect(error.location.column == column)
        #expect(error.description == "line \(line), column \(column): \(message)")
    }

    @Test func characterOffsetsCountScalarsAndByteOffsetsCountBytes() throws {
        let error = try #require(failure("{\"é\": tru}"))
        #expect(error.characterOffset == 6)
        #expect(error.location.offset == 7)
    }

    @Test func duplicateKeysAreFoundInLargeObjectsToo() throws {
        let members = (0..<30).map { "\"k\($0)\": \($0)" } + ["\"k3\": 0"]
        let text = "{" + members.joined(separator: ", ") + "}"
        let error = try #require(failure(text))
        #expect(error.message == "duplicate key \"k3\"")
        #expect(error.location.offset == text.utf8.count - 8)
    }

    @Test func nestingIsLimited() throws {
        #expect(failure("[[[1]]]", maximumDepth: 3) == nil)
        #expect(failure(#"[{"a": [1]}]"#, maximumDepth: 3) == nil)
        let error = try #require(failure("[[[[1]]]]", maximumDepth: 3))
        #expect(error.message == "nested deeper than 3 levels")
        #expect(error.location.column == 4)
        #expect(failure(#"{"a": {"b": {"c": {}}}}"#, maximumDepth: 3)?.message == "nested deeper than 3 levels")
    }

    /// TesseraLayout reads documents up to 2,000 levels deep; that must fit the stack of a test
    /// thread even in a debug build.
    @Test func deepButAllowedNestingParses() throws {
        let depth = 2_000
        let text = String(repeating: #"{"a":["#, count: depth / 2) + "1" + String(repeating: "]}", count: depth / 2)
        var node = try JSONParser.parse(text, maximumDepth: depth)
        for _ in 0..<depth / 2 { node = try #require(node["a"]?.arrayValue?.first) }
        #expect(node.numberValue == 1)
    }

    @Test func absurdNestingIsAnErrorNotAStackOverflow() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(failure(deep)?.message == "nested deeper than \(JSONParser.defaultMaximumDepth) levels")
    }

    @Test(arguments: [
        (#""\u0041\u00e9\u20AC""#, "Aé€"),
        (#""\ud83d\ude00""#, "😀"),
        (#""\uD834\uDD1E!""#, "𝄞!"),
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
        (#""a\u0000b""#, "a\u{0}b"),
        ("\"日本語 ok\"", "日本語 ok"),
    ])
    func decodesEscapes(text: String, expected: String) throws {
        #expect(try JSONParser.parse(text).stringValue == expected)
    }

    @Test(arguments: [
        (#"["\ud83d"]"#, "unpaired surrogate in \\u escape"),
        (#"["\ud83dx"]"#, "unpaired surrogate in \\u escape"),
        (#"["\ude00"]"#, "unpaired surrogate in \\u escape"),
        (#"["\ud83d\u0041"]"#, "invalid low surrogate in \\u escape"),
        (#"["\u12G4"]"#, "invalid hex digit in \\u escape"),
        (#"["\u12"#, "incomplete \\u escape"),
    ])
    func rejectsBadUnicodeEscapes(text: String, message: String) {
        #expect(failure(text)?.message == message)
    }

    @Test func surrogateErrorsPointAtTheEscape() {
        #expect(failure(#"["ab\ud83d"]"#)?.location.column == 5)
    }

    @Test func rejectsInvalidUTF8() {
        #expect(failure([0x22, 0x61, 0xFF, 0x22])?.message == "invalid UTF-8 in string")
        #expect(failure([0x22, 0xC3, 0x22])?.message == "invalid UTF-8 in string")
        #expect(failure([0x5B, 0xC3, 0xA9, 0x5D])?.message == "expected a value, found byte 0xc3")
    }

    /// Short numbers take an exact fast path; every one must equal the standard library's
    /// correctly rounded reading of the same text.
    @Test(arguments: [
        "0", "-0", "1", "-1", "12", "0.1", "0.2", "0.3", "123.456", "-2.5e2", "1e22", "1e23", "1e-22", "1e-23",
        "9007199254740992", "9007199254740993", "123456789012345", "1234567890123456", "0.30000000000000004",
        "1.7976931348623157e308", "5e-324", "2.2250738585072014e-308", "123456789012345678901234567890",
        "0.000001", "100000000000000000000000", "3.14159265358979323846", "1E2", "1e+2", "0e500", "1e-400",
        "0.0000000000000000000000000001", "4.35", "1e0",
    ])
    func numbersAreCorrectlyRounded(text: String) throws {
        let expected = try #require(Double(text))
        let parsed = try #require(JSONParser.parse(text).numberValue)
        #expect(parsed == expected)
        #expect(parsed.sign == expected.sign)
    }

    @Test func hugeIntegersAreDoubles() throws {
        #expect(try JSONParser.parse("18446744073709551616").numberValue == 18446744073709551616.0)
    }
}
