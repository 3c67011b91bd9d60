import Foundation
import Tessera

/// The one way a story becomes an image, shared by the `gallery` executable and the snapshot
/// suite: if they rendered separately, a designer could approve an image that CI never checks.
extension Story {
    /// The renderer every story is drawn with: the tokens' theme for `colorScheme`, painted on
    /// the theme's page background (a transparent image would hide background-colored bugs).
    public static func renderer(
        themes: ThemeSet, colorScheme: ColorScheme, scale: Double, textSize: TextSize = .large,
        layoutDirection: LayoutDirection = .leftToRight, locale: String = Renderer.defaultLocale
    ) -> Renderer {
        Renderer(themes: themes, colorScheme: colorScheme, scale: scale, textSize: textSize,
                 layoutDirection: layoutDirection, locale: locale, background: .background)
    }

    /// Builds a fresh view and renders it at the story's size with `renderer`.
    public func render(with renderer: Renderer) throws(RenderError) -> RenderResult {
        let view = make()
        switch size {
        case .width(let width): return try renderer.render(view, width: width)
        case .screen(let width, let height): return try renderer.render(view, size: Size(width: width, height: height))
        }
    }
}
