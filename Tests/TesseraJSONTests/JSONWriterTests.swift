import Testing
import TesseraJSON

@Suite struct JSONWriterTests {
    @Test func writesCompactTextThatParsesBackToTheSameValues() throws {
        let text = #"{"b":[1,-2.5,true,false,null],"a":"x\"\\\n\t\u0001é😀","c":{"d":[]},"e":{}}"#
        let node = try JSONParser.parse(text)
        #expect(node.jsonText == text)
        #expect(try JSONParser.parse(node.jsonText).value == node.value)
    }

    @Test(arguments: [(16.0, "16"), (-0.0, "0"), (0.5, "0.5"), (0.1, "0.1"), (1e20, "1e+20"), (1e15, "1000000000000000"), (1e16, "1e+16"),
                      (123456789012345.0, "123456789012345"), (.nan, "null"), (.infinity, "null")])
    func writesNumbersAsTheShortestTextThatReadsBack(value: Double, text: String) {
        #expect(JSONWriter.number(value) == text)
    }

    @Test func writesCodeBuiltValues() {
        let node = JSONNode(.object([JSONMember(key: "k", node: JSONNode(.array([JSONNode(.number(.nan)), JSONNode(.string("\r"))])))]))
        #expect(node.jsonText == #"{"k":[null,"\r"]}"#)
    }
}
