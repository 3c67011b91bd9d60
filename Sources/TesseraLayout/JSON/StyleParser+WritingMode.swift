import TesseraJSON

/// CSS Writing Modes 4 in the JSON format.
extension StyleParser {
    /// `writingMode`: `horizontal-tb`, `vertical-lr` or `vertical-rl` (see `WritingMode`).
    static func writingMode(_ value: JSONValue, path: String) throws(LayoutJSONError) -> WritingMode {
        try keyword(value, path: path)
    }
}
