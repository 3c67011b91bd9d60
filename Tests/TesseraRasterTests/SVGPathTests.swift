import Testing
import TesseraGeometry
@testable import TesseraRaster

/// SVG path data: every command, relative forms, implicit repeats, compact numbers, errors.
@Suite struct SVGPathTests {
    @Test func absoluteAndRelativeLinesWithImplicitRepeats() throws {
        let p = try Path(svgPathData: "M10 10 20 10 l0 10 h-5 v-3 H0 V0 z m1 1")
        #expect(p.elements == [
            .move(Point(10, 10)), .line(Point(20, 10)), .line(Point(20, 20)), .line(Point(15, 20)),
            .line(Point(15, 17)), .line(Point(0, 17)), .line(Point(0, 0)), .close, .move(Point(11, 11)),
        ])
    }

    @Test func compactNumbers() throws {
        let p = try Path(svgPathData: "M-.5.5L1e-3,2E+1-3-.25")
        #expect(p.elements == [.move(Point(-0.5, 0.5)), .line(Point(0.001, 20)), .line(Point(-3, -0.25))])
    }

    @Test func curvesAndReflections() throws {
        let p = try Path(svgPathData: "M0 0 C1 1 2 1 3 0 S5 -1 6 0 Q7 1 8 0 T10 0 c1 0 1 1 1 1 s1 0 1 1 q0 1 1 1 t1 1")
        #expect(p.elements[0] == .move(Point(0, 0)))
        #expect(p.elements[1] == .cubic(control1: Point(1, 1), control2: Point(2, 1), to: Point(3, 0)))
        // S reflects the previous second control point (2, 1) about (3, 0).
        #expect(p.elements[2] == .cubic(control1: Point(4, -1), control2: Point(5, -1), to: Point(6, 0)))
        #expect(p.elements[3] == .quad(control: Point(7, 1), to: Point(8, 0)))
        // T reflects (7, 1) about (8, 0).
        #expect(p.elements[4] == .quad(control: Point(9, -1), to: Point(10, 0)))
        #expect(p.elements[5] == .cubic(control1: Point(11, 0), control2: Point(11, 1), to: Point(11, 1)))
        #expect(p.elements.count == 9)
    }

    @Test func arcsWithCompactFlags() throws {
        let p = try Path(svgPathData: "M0 0 A5 5 0 1 1 10 0 a5,5 0 01 -10 0")
        #expect(p.elements.count > 3)
        let b = p.bounds
        // A full circle of radius 5 centered at (5, 0), as two half arcs.
        #expect(abs(b.minX - 0) < 0.01 && abs(b.maxX - 10) < 0.01)
        #expect(b.minY < -4.9 && b.maxY > 4.9)
    }

    @Test func arcWithTooSmallRadiiIsScaledUp() throws {
        let p = try Path(svgPathData: "M0 0 A1 1 0 0 1 10 0")
        if case .cubic(_, _, let end)? = p.elements.last {
            #expect(abs(end.x - 10) < 1e-9 && abs(end.y) < 1e-9)
        } else {
            Issue.record("expected the arc to end in a cubic")
        }
    }

    @Test(arguments: [
        ("L10 10", 0, "moveto"),
        ("M10 10 L20", 10, "end of the data"),
        ("M10 10 X 5", 7, "'X'"),
        ("M10,10 L 20,,30", 12, "','"),
        ("M0 0 A5 5 0 2 1 10 10", 12, "arc flag"),
        ("M0 0 Z 5", 7, "closepath"),
        ("M 1e999 0", 2, "out of range"),
        ("M0 0 L.", 6, "expected a number"),
    ])
    func errorsGiveTheCharacterOffset(data: String, offset: Int, mentions: String) {
        do {
            _ = try Path(svgPathData: data)
            Issue.record("\(data) parsed")
        } catch {
            #expect(error.offset == offset, "\(data): \(error)")
            #expect(error.description.contains(mentions), "\(data): \(error)")
        }
    }

    @Test func emptyDataIsAnEmptyPath() throws {
        #expect(try Path(svgPathData: "").isEmpty)
        #expect(try Path(svgPathData: "  \n").isEmpty)
    }

    @Test func svgPathDataRoundTrips() throws {
        var p = Path.roundedRect(Rect(x: 1.25, y: 2, width: 30, height: 20), radius: 6, style: .continuous)
        p.addPath(.circle(center: Point(x: 3, y: 4), radius: 1.5))
        p.move(to: Point(x: 0, y: 0)); p.quadCurve(to: Point(x: 5, y: 5), control: Point(x: 0.1, y: 1e-7))
        #expect(try Path(svgPathData: p.svgPathData) == p)
    }
}

/// Random path data (fixed seed): commands with numbers in every SVG spelling, sometimes
/// corrupted by a stray byte. Every string either parses or throws with an in-range offset,
/// and whatever parses fills and strokes without trapping.
@Suite struct SVGPathFuzzTests {
    @Test func randomPathDataNeverCrashes() throws {
        let commands = Array("MmLlHhVvCcSsQqTtAaZz")
        let separators = [" ", ",", "", "\n", " , "]
        let junk = Array("MmLlZz0123456789.-+eE, \nX#")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % n
        }
        func number() -> String {
            let sign = ["", "-", "+"][next(3)]
            switch next(5) {
            case 0: return sign + String(next(200))
            case 1: return sign + "." + String(next(100))
            case 2: return sign + String(next(50)) + "." + String(next(10))
            case 3: return sign + String(next(9) + 1) + "e" + ["", "-", "+"][next(3)] + String(next(3))
            default: return sign + String(next(30)) + "."
            }
        }
        var canvas = try Canvas(width: 32, height: 32)
        var parsed = 0
        for _ in 0..<1000 {
            var text = next(4) == 0 ? "" : "M\(number()) \(number())"
            for _ in 0..<next(6) {
                text += String(commands[next(commands.count)])
                for _ in 0..<next(8) { text += separators[next(separators.count)] + number() }
            }
            if next(10) == 0, !text.isEmpty {
                var chars = Array(text)
                chars[next(chars.count)] = junk[next(junk.count)]
                text = String(chars)
            }
            do {
                let path = try Path(svgPathData: text)
                parsed += 1
                canvas.fill(path, with: .solid(.black), rule: next(2) == 0 ? .nonZero : .evenOdd)
                canvas.stroke(path, with: .solid(.black), style: StrokeStyle(width: 2, cap: .square, join: .round, dash: [20, 10]))
            } catch {
                #expect(error.offset >= 0 && error.offset <= text.utf8.count, "\(text): \(error)")
            }
        }
        #expect(parsed > 100)
    }
}
