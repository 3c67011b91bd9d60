/// The families tried, in order, for a character the primary font has no glyph for (after the
/// emoji face for emoji). Explicit, so installing a font never silently changes which face
/// existing text is drawn with: fontconfig's own choice is only the last resort, for characters
/// none of these covers.
///
/// - DejaVu Sans comes first because every reference image recorded so far draws its Arabic,
///   Hebrew and symbols with it (it was fontconfig's `sans-serif` before Noto was installed).
///   Moving those scripts to Noto Sans Arabic and Hebrew is a change to review and re-record,
///   not a side effect of `apt-get install`.
/// - Then Noto Sans (Latin, Greek, Cyrillic beyond Inter) and the Noto face of each script
///   `fonts-noto-core` ships that DejaVu lacks.
/// - Han, kana and Hangul take the CJK face of the text's locale (`HanVariant`) first when the
///   locale writes Han, as browsers do with `lang`; otherwise the Japanese face, which is
///   fontconfig's default choice for Han on Debian, so `tessera` draws what a Linux browser would.
enum FallbackOrder {
    static let scripts = [
        "DejaVu Sans", "Noto Sans", "Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Gurmukhi",
        "Noto Sans Gujarati", "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Kannada", "Noto Sans Malayalam",
        "Noto Sans Sinhala", "Noto Sans Thai", "Noto Sans Lao", "Noto Sans Khmer", "Noto Sans Myanmar",
        "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Armenian", "Noto Sans Georgian", "Noto Sans Ethiopic",
        "Noto Sans Symbols", "Noto Sans Symbols2", "Noto Sans Math",
    ]

    /// Families in the order they are tried for a text whose locale reads `han` (nil: none).
    static func families(han: HanVariant?) -> [String] {
        guard let han else { return scripts + [HanVariant.japanese.family] }
        return [han.family] + scripts
    }
}
