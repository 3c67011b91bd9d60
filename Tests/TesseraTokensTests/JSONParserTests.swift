import Testing
@testable import TesseraTokens

@Suite struct JSONParserTests {
    @Test func parsesEveryKindOfValueInSourceOrder() throws {
        let node = try JSONParser.parse(#"{"b": [1, -2.5e2, true, false, null], "a": "x\"\u00e9\ud83d\ude00"}"#)
        let members = try #require(node.objectMembers)
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members[0].node.arrayValue?.map(\.value) == [.number(1), .number(-250), .bool(true), .bool(false), .null])
        #expect(members[1].node.stringValue == "x\"é😀")
    }

    @Test func recordsLineAndColumnOfValues() throws {
        let node = try JSONParser.parse("{\n  \"é\": {\n    \"k\": 12\n  }\n}")
        let inner = try #require(node["é"]?["k"])
        #expect(inner.location.line == 3)
        #expect(inner.location.column == 10)
        // Columns count characters, not UTF-8 bytes: "é" is one column.
        #expect(node["é"]?.location.column == 8)
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
    ])
    func reportsMalformedInputWithPosition(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("parsed malformed JSON \(text)")
        } catch {
            #expect(error.message == message)
            #expect(error.location.line == line)
            #expect(error.location.column == column)
        }
    }

    @Test func rejectsAbsurdNestingInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { _ = try JSONParser.parse(deep) }
    }

    @Test func rejectsNumbersOutOfRange() {
        #expect(throws: JSONSyntaxError.self) { _ = try JSONParser.parse("1e999") }
    }
}
