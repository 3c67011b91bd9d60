import TesseraGeometry

/// SVG path data that cannot be parsed; says what was expected and at which character offset
/// (0-based, in UTF-8 bytes, which equals characters for valid path data).
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    public var offset: Int
    public var reason: String
    public var description: String { "invalid SVG path data at offset \(offset): \(reason)" }
}

extension Path {
    /// Parses SVG path data (`d` attribute): every command M L H V C S Q T A Z in absolute and
    /// relative forms, implicit repeats, and compact numbers such as `-.5.5` or `1e-3`.
    public init(svgPathData: String) throws(SVGPathError) {
        var parser = SVGPathParser(Array(svgPathData.utf8))
        self = try parser.parse()
    }
}

/// A single-pass scanner over the path data bytes, following the SVG 2 path grammar.
struct SVGPathParser {
    private let bytes: [UInt8]
    private var i = 0
    private var path = Path()
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The reflected control point for S/T, valid only right after a cubic/quad.
    private var lastCubicControl: Point?
    private var lastQuadControl: Point?

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func parse() throws(SVGPathError) -> Path {
        skipSeparators(allowComma: false)
        var command: UInt8? = nil
        var first = true
        while i < bytes.count {
            let c = bytes[i]
            if isCommandLetter(c) {
                command = c
                i += 1
            } else if command == nil || !startsNumber(c) {
                throw SVGPathError(offset: i, reason: first ? "path data must start with a moveto (M or m), found '\(describe(c))'" : "expected a command letter or a number, found '\(describe(c))'")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw SVGPathError(offset: i, reason: "closepath (Z) takes no numbers")
            }
            guard let cmd = command else { break }
            if first && cmd != UInt8(ascii: "M") && cmd != UInt8(ascii: "m") {
                throw SVGPathError(offset: i - 1, reason: "path data must start with a moveto (M or m), found '\(describe(cmd))'")
            }
            first = false
            try execute(cmd)
            // After a moveto, implicit repeats are linetos.
            if cmd == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if cmd == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            skipSeparators(allowComma: false)
        }
        return path
    }

    private mutating func execute(_ cmd: UInt8) throws(SVGPathError) {
        let relative = cmd >= UInt8(ascii: "a")
        let base = relative ? current : .zero
        func abs(_ p: Point) -> Point { p + base }
        var cubicControl: Point? = nil, quadControl: Point? = nil
        switch cmd | 0x20 {
        case UInt8(ascii: "m"):
            let p = abs(try point())
            path.move(to: p); subpathStart = p; current = p
        case UInt8(ascii: "l"):
            let p = abs(try point())
            path.line(to: p); current = p
        case UInt8(ascii: "h"):
            let x = try number() + (relative ? current.x : 0)
            current = Point(x: x, y: current.y); path.line(to: current)
        case UInt8(ascii: "v"):
            let y = try number() + (relative ? current.y : 0)
            current = Point(x: current.x, y: y); path.line(to: current)
        case UInt8(ascii: "c"):
            let c1 = abs(try point()), c2 = abs(try point()), p = abs(try point())
            path.curve(to: p, control1: c1, control2: c2); current = p; cubicControl = c2
        case UInt8(ascii: "s"):
            let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
            let c2 = abs(try point()), p = abs(try point())
            path.curve(to: p, control1: c1, control2: c2); current = p; cubicControl = c2
        case UInt8(ascii: "q"):
            let c = abs(try point()), p = abs(try point())
            path.quadCurve(to: p, control: c); current = p; quadControl = c
        case UInt8(ascii: "t"):
            let c = lastQuadControl.map { current * 2 - $0 } ?? current
            let p = abs(try point())
            path.quadCurve(to: p, control: c); current = p; quadControl = c
        case UInt8(ascii: "a"):
            let rx = try number(), ry = try number(), angle = try number()
            let large = try flag(), sweep = try flag()
            let p = abs(try point())
            SVGArc(from: current, to: p, rx: rx, ry: ry, degrees: angle, largeArc: large, sweep: sweep).append(to: &path)
            current = p
        case UInt8(ascii: "z"):
            path.closeSubpath(); current = subpathStart
        default:
            throw SVGPathError(offset: i - 1, reason: "unknown command '\(describe(cmd))'")
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    private mutating func point() throws(SVGPathError) -> Point {
        let x = try number()
        let y = try number()
        return Point(x: x, y: y)
    }

    /// An arc flag is a single '0' or '1' and may be written without separators (`a1 1 0 00 1 1`).
    private mutating func flag() throws(SVGPathError) -> Bool {
        skipSeparators(allowComma: true)
        guard i < bytes.count else { throw SVGPathError(offset: i, reason: "expected an arc flag (0 or 1), found the end of the data") }
        let c = bytes[i]
        guard c == UInt8(ascii: "0") || c == UInt8(ascii: "1") else {
            throw SVGPathError(offset: i, reason: "expected an arc flag (0 or 1), found '\(describe(c))'")
        }
        i += 1
        return c == UInt8(ascii: "1")
    }

    /// A number per the SVG grammar: sign, digits, optional fraction, optional exponent.
    private mutating func number() throws(SVGPathError) -> Double {
        skipSeparators(allowComma: true)
        let start = i
        guard i < bytes.count else { throw SVGPathError(offset: i, reason: "expected a number, found the end of the data") }
        if bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        var digits = 0
        while i < bytes.count, isDigit(bytes[i]) { i += 1; digits += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, isDigit(bytes[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else {
            let found = start < bytes.count ? "'\(describe(bytes[start]))'" : "the end of the data"
            i = start
            throw SVGPathError(offset: start, reason: "expected a number, found \(found)")
        }
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            if j < bytes.count, isDigit(bytes[j]) {
                while j < bytes.count, isDigit(bytes[j]) { j += 1 }
                i = j
            }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SVGPathError(offset: start, reason: "number '\(text)' is out of range")
        }
        return value
    }

    private mutating func skipSeparators(allowComma: Bool) {
        var sawComma = !allowComma
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C {
                i += 1
            } else if c == UInt8(ascii: ","), !sawComma {
                sawComma = true
                i += 1
            } else {
                break
            }
        }
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private func startsNumber(_ c: UInt8) -> Bool {
        isDigit(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".") || c == UInt8(ascii: ",")
    }
    private func isCommandLetter(_ c: UInt8) -> Bool {
        switch c | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
             UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }
    private func describe(_ c: UInt8) -> String {
        c >= 0x20 && c < 0x7F ? String(UnicodeScalar(c)) : "\\u{\(String(c, radix: 16))}"
    }
}
