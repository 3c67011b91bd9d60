import Testing
import TesseraJSON

/// Typed reads with JSON paths and positions, and the quoting every message goes through.
@Suite struct JSONElementTests {
    static func element(_ text: String) throws -> JSONElement {
        JSONElement(try JSONParser.parse(text))
    }

    @Test func readsNameThePathLineAndColumn() throws {
        let root = try Self.element("{\"a\": [1,\n  \"x\"]}").object(allowing: ["a"])
        let items = try root.required("a").array()
        #expect(try items[0].number(in: 0...2) == 1)
        let error = #expect(throws: JSONValueError.self) { try items[1].number() }
        #expect(error?.description == "$.a[1] (line 2, column 3): expected a number, found a string")
        #expect(throws: JSONValueError.self) { try items[0].number(in: 2...3) }
        #expect(try items[1].string() == "x")
    }

    @Test func unknownMembersAndMissingOnesAreErrors() throws {
        let element = try Self.element(#"{"a": 1, "b": null}"#)
        #expect(throws: JSONValueError.self) { try element.object(allowing: ["b"]) }
        let object = try element.object(allowing: ["a", "b"])
        #expect(object.optional("b") == nil, "null counts as absent")
        #expect(throws: JSONValueError.self) { try object.required("b") }
        #expect(throws: JSONValueError.self) { try object.required("c") }
    }

    @Test func integersAreWholeAndInRange() throws {
        #expect(try Self.element("3").integer(in: 0...5) == 3)
        #expect(throws: JSONValueError.self) { try Self.element("3.5").integer(in: 0...5) }
        #expect(throws: JSONValueError.self) { try Self.element("9223372036854775807").integer(in: 0...5) }
    }

    @Test func excerptsAreShortAndEscaped() {
        #expect(Excerpt.quoted("ab\"c\n") == #""ab\"c\n""#)
        let long = String(repeating: "é", count: 1_000)
        #expect(Excerpt.quoted(long) == "\"" + String(repeating: "é", count: Excerpt.limit) + "…\"")
    }

    @Test func pathsQuoteKeysThatAreNotPlainNames() {
        #expect(JSONPath.member("$", "width") == "$.width")
        #expect(JSONPath.member("$", "color.text") == #"$["color.text"]"#)
        #expect(JSONPath.member("$", String(repeating: "k", count: 500)).count < 60)
        #expect(JSONPath.item("$.a", 2) == "$.a[2]")
    }
}
