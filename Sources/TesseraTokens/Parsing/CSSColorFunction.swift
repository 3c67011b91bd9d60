import TesseraGeometry
import TesseraJSON

/// CSS `rgb()` / `rgba()` strings, which Tokens Studio writes for colors with alpha
/// (`"rgba(0,0,0,0.1)"`, `"rgb(42 92 218 / 50%)"`). Channels are 0...255 or percentages; alpha is
/// 0...1 or a percentage.
enum CSSColorFunction {
    static func rgb(_ text: String, at location: SourceLocation) throws(ValueError) -> Color {
        func fail(_ reason: String) -> ValueError { ValueError("bad color \"\(text)\": \(reason)", at: location) }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { throw fail("expected rgb(r, g, b) or rgba(r, g, b, a)") }
        let name = text[..<open]
        guard name == "rgb" || name == "rgba" else { throw fail("only rgb() and rgba() are understood") }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { throw fail("expected 3 channels and an optional alpha, found \(parts.count) values") }
        var channels: [Double] = []
        for (i, part) in parts.enumerated() {
            let isPercent = part.hasSuffix("%")
            guard let number = Double(isPercent ? String(part.dropLast()) : part), number.isFinite else { throw fail("'\(part)' is not a number") }
            let value = i == 3 ? (isPercent ? number / 100 : number) : (isPercent ? number / 100 : number / 255)
            guard (0...1).contains(value) else { throw fail("'\(part)' is out of range") }
            channels.append(value)
        }
        return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }
}
