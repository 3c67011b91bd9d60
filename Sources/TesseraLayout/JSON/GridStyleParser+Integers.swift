import TesseraJSON

extension GridStyleParser {
    /// A CSS `<integer>` in a grid property, clamped to ±`GridLimits.maximumLine` as Chromium
    /// clamps line numbers, spans and repeat counts (an integer too long for `Int` clamps too);
    /// nil when `text` is not an integer at all (a name, `1.5`, `1e3`).
    static func clampedInteger(_ text: Substring) -> Int? {
        let limit = GridLimits.maximumLine
        if let value = Int(text) { return Swift.min(Swift.max(value, -limit), limit) }
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : text
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return text.first == "-" ? -limit : limit
    }

    /// `repeat(N, …)`'s count, clamped so the track list's fixed tracks (`tracksBefore` plus
    /// this repetition's) stay within `GridLimits.maximumLine`, as Chromium caps the explicit
    /// grid; at least one repetition.
    static func repeatCount(_ text: Substring, patternCount: Int, tracksBefore: Int,
                            path: String) throws(LayoutJSONError) -> Int {
        guard let count = clampedInteger(text), count >= 1 else {
            throw LayoutJSONError("repeat count \(Excerpt.quoted(text)) must be a whole number from 1, auto-fill or auto-fit", path: path)
        }
        let room = (GridLimits.maximumLine - tracksBefore) / patternCount
        return Swift.max(1, Swift.min(count, room))
    }
}
