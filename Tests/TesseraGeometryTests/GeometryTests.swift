import Testing
import TesseraGeometry

@Suite struct ColorTests {
    @Test(arguments: [
        ("#fff", Color(r8: 255, g8: 255, b8: 255)),
        ("#0a0B0c", Color(r8: 10, g8: 11, b8: 12)),
        ("#11223380", Color(r8: 0x11, g8: 0x22, b8: 0x33, a8: 0x80)),
        ("#f008", Color(r8: 255, g8: 0, b8: 0, a8: 0x88)),
    ])
    func parsesHex(input: String, expected: Color) throws {
        #expect(try Color(hex: input) == expected)
    }

    @Test(arguments: ["fff", "#ff", "#gggggg", "#1234567", ""])
    func rejectsBadHex(input: String) {
        #expect(throws: ColorParseError.self) { try Color(hex: input) }
    }

    @Test func hexRoundTrip() throws {
        #expect(try Color(hex: "#12abef").hexString == "#12abef")
        #expect(try Color(hex: "#12abef7f").hexString == "#12abef7f")
    }

    @Test func contrastOfBlackOnWhiteIs21() {
        #expect(abs(Color.black.contrastRatio(with: .white) - 21) < 1e-9)
    }
}

@Suite struct TransformTests {
    @Test func inverseUndoesTransform() throws {
        let t = Transform.rotation(0.7).concatenating(.scale(2, 3)).concatenating(.translation(5, -4))
        let inv = try #require(t.inverted)
        let p = Point(x: 3, y: 7)
        let q = inv.apply(t.apply(p))
        #expect(abs(q.x - p.x) < 1e-9 && abs(q.y - p.y) < 1e-9)
    }

    @Test func concatenationAppliesSelfFirst() {
        let t = Transform.translation(10, 0).concatenating(.scale(2))
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 22, y: 2))
    }

    @Test func singularHasNoInverse() {
        #expect(Transform.scale(0, 1).inverted == nil)
    }
}

@Suite struct RectTests {
    @Test func intersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 1, height: 1)) == nil)
    }

    @Test func alignmentPlacesInContainer() {
        let box = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(Alignment.bottomTrailing.place(Size(10, 10), in: box) == Point(x: 90, y: 40))
        #expect(Alignment.leading.place(Size(10, 10), in: box, rightToLeft: true) == Point(x: 90, y: 20))
    }
}
