import Tessera

/// One cell of a run's matrix: the theme, text size, locale and direction a story is drawn in.
/// With the story and the scale it is what identifies an image (and what `gallery compare`
/// matches by).
struct Rendition: Hashable, Sendable {
    var colorScheme: ColorScheme
    var textSize: TextSize
    var layoutDirection: LayoutDirection
    var locale: String
}

extension Rendition {
    /// The rendition `renderer` draws.
    init(of renderer: Renderer) {
        self.init(colorScheme: renderer.colorScheme, textSize: renderer.textSize, layoutDirection: renderer.layoutDirection,
                  locale: renderer.locale)
    }
}
