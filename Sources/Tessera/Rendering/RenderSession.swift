import TesseraLayout
import TesseraText

/// What every stage of one render shares: the text engine and image cache, the scale, and the
/// first error a measure closure met (closures cannot throw, so layout passes check it after).
final class RenderServices {
    let textEngine: TextEngine
    let images: ImageCache
    let scale: Double
    var measureError: RenderError?

    init(textEngine: TextEngine, images: ImageCache, scale: Double) {
        self.textEngine = textEngine
        self.images = images
        self.scale = scale
    }
}
