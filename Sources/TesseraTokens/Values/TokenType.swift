/// The `$type` of a token: the DTCG 2025.10 types plus Tessera's `icon`.
///
/// `icon` is not a DTCG type; it is documented in Tessera's `icons.tokens.json` (`$extensions`) and
/// in docs/tokens.md. Other tools that do not know it can skip that one file.
public enum TokenType: String, CaseIterable, Hashable, Sendable {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case number
    case typography
    case shadow
    case border
    case gradient
    case strokeStyle
    case transition
    case icon
}
