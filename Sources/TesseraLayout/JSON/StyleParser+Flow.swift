import TesseraJSON

/// The flow properties beyond CSS Flexbox 1: `flex-wrap` with `balance` and `flex-line-count`.
extension StyleParser {
    /// `nowrap`, `wrap`, `wrap-reverse`, or `balance` with or without `wrap` / `wrap-reverse`
    /// (in either order; `balance` alone is `wrap balance`), as CSS Flexbox 2 writes it.
    static func flexWrap(_ value: JSONValue, path: String) throws(LayoutJSONError) -> (FlexWrap, balance: Bool) {
        guard case .string(let string) = value else {
            let _: FlexWrap = try keyword(value, path: path)
            return (.nowrap, false)
        }
        let words = string.split(separator: " ")
        guard words.contains("balance") else { return (try keyword(value, path: path), false) }
        let rest = words.filter { $0 != "balance" }
        switch rest.count {
        case 0 where words.count == 1:
            return (.wrap, true)
        case 1 where words.count == 2 && (rest[0] == "wrap" || rest[0] == "wrap-reverse"):
            return (FlexWrap(rawValue: String(rest[0])) ?? .wrap, true)
        default:
            throw LayoutJSONError("\(Excerpt.quoted(string)) is not a flexWrap (nowrap, wrap, wrap-reverse, "
                                  + "balance, wrap balance, wrap-reverse balance)", path: path)
        }
    }

    /// `flex-line-count`: a whole number from 1 (at most 10,000: more lines than that is no layout).
    static func lineCount(_ value: JSONValue, path: String) throws(LayoutJSONError) -> Int {
        guard case .number(let number) = value else {
            throw LayoutJSONError("expected a whole number, found \(value.kindName)", path: path)
        }
        guard number.rounded() == number, number >= 1, number <= maximumLineCount else {
            throw LayoutJSONError("\(number) is not a whole number from 1 to \(Int(maximumLineCount))", path: path)
        }
        return Int(number)
    }

    static let maximumLineCount = 10_000.0
}
