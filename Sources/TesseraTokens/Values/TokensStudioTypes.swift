/// Tokens Studio (the Figma plugin) writes its own `$type` names even in its DTCG export. Each maps
/// to the DTCG type with the same meaning, so an export loads unchanged; values of these tokens
/// are read with Tokens Studio's conventions (see `ValueDecoder.tokensStudio`).
enum TokensStudioTypes {
    static let dtcgType: [String: TokenType] = [
        "sizing": .dimension,
        "spacing": .dimension,
        "borderRadius": .dimension,
        "borderWidth": .dimension,
        "fontSizes": .dimension,
        "letterSpacing": .dimension,
        "paragraphSpacing": .dimension,
        "paragraphIndent": .dimension,
        "fontFamilies": .fontFamily,
        "fontWeights": .fontWeight,
        "lineHeights": .number,
        "opacity": .number,
        "boxShadow": .shadow,
    ]

    /// Figma's style names for weights, compared without case, spaces or hyphens.
    static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
        "regular": 400, "normal": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600,
        "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]
}
