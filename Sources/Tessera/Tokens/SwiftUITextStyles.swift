import TesseraTokens

/// SwiftUI's names for the two text styles whose DTCG token names differ: the ramp follows
/// Apple's design resources (`title1`, `caption1`), while SwiftUI code says `.font(.title)` and
/// `.font(.caption)`. Both spellings name the same token, so either reads naturally.
extension TokenKey where Value == Typography {
    /// SwiftUI's `.title`: the `typography.title1` token.
    public static var title: Self { .title1 }
    /// SwiftUI's `.caption`: the `typography.caption1` token.
    public static var caption: Self { .caption1 }
    /// `.title` emphasized (SwiftUI's `.title.bold()`): the `typography.title1Emphasized` token.
    public static var titleEmphasized: Self { .title1Emphasized }
    /// `.caption` emphasized: the `typography.caption1Emphasized` token.
    public static var captionEmphasized: Self { .caption1Emphasized }
}
