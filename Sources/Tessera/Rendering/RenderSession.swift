import TesseraGeometry
import TesseraLayout
import TesseraText

/// What every stage of one render shares: the text engine and image cache, the scale, and the
/// first error a measure closure met (closures cannot throw, so layout passes check it after).
final class RenderServices {
    let textEngine: TextEngine
    let images: ImageCache
    let scale: Double
    var measureError: RenderError?
    /// Draws characters no font covers as boxes instead of failing (`Renderer.allowsMissingGlyphs`).
    var allowsMissingGlyphs = false
    /// The faces the render's text is shaped with (`RenderResult.fonts`).
    var faces: Set<FontFace> = []
    /// Sizes of ZStack layers by (layer, proposed width, proposed height): layout asks a ZStack
    /// for its size several times, and nested ZStacks would otherwise multiply that work at
    /// every level (exponential in depth for a hostile scene).
    var layerSizes: [LayerSizeKey: Size] = [:]

    struct LayerSizeKey: Hashable {
        let layer: ObjectIdentifier
        let width: Double?
        let height: Double?
    }

    init(textEngine: TextEngine, images: ImageCache, scale: Double) {
        self.textEngine = textEngine
        self.images = images
        self.scale = scale
    }
}
