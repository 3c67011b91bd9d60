/// Whether a line may end inside a word with a hyphen drawn, as CSS `hyphens`.
///
/// Breaking at a hyphenation point keeps a long word readable where the only other way to fit
/// it is to cut it between two arbitrary letters (a German compound in a title at an
/// accessibility text size, say).
public enum Hyphens: String, Hashable, Sendable, CaseIterable {
    /// Words break only where UAX #14 allows (spaces, after a hyphen or dash) and, when a word is
    /// wider than its line, between any two characters. A soft hyphen (U+00AD) is no break
    /// opportunity (CSS `hyphens: none`). The default, so text typesets as it always has.
    case none
    /// As `none`, but a word wider than its line breaks at one of its soft hyphens (U+00AD),
    /// shown as a hyphen (CSS `hyphens: manual`).
    case manual
    /// As `manual`, plus the hyphenation points of the dictionary of the text's locale (Liang's
    /// patterns through libhyphen, `HyphenationDictionaries`). A word holding soft hyphens breaks
    /// only at those; a locale without a dictionary hyphenates like `manual`.
    ///
    /// Unlike a browser's `hyphens: auto`, hyphenation never just fills a line: a word that fits a
    /// line of its own moves down whole, and only a word wider than the line is hyphenated (at
    /// the last point where its part and the hyphen fit), where `none` would cut it between two
    /// arbitrary characters. UI text keeps whole words wherever they fit.
    case auto
}
