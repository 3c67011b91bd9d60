import TesseraGeometry
import TesseraLayout
import TesseraRaster
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

    let budget: RenderBudget
    /// The audit's recorder when this render is audited (`AuditRecorder.current` when it began).
    let auditRecorder = AuditRecorder.current
    /// How deep lowering is: views inside views, plus the modifiers wrapped around them.
    private var nesting = 0
    /// The decoded images this render holds, by path, and their bytes.
    private var imageBytes: [String: Int] = [:]

    init(textEngine: TextEngine, images: ImageCache, scale: Double, budget: RenderBudget) {
        self.textEngine = textEngine
        self.images = images
        self.scale = scale
        self.budget = budget
    }

    /// Enters `levels` of nesting, refused past the budget's `maximumNesting`: lowering,
    /// layout and drawing recurse once per level, so a view built thousands deep (in code or by
    /// a scene) is an error at its view `path` instead of a stack overflow.
    func enterNesting(_ levels: Int, path: @autoclosure () -> String) throws(RenderError) {
        nesting += levels
        guard nesting <= budget.maximumNesting else {
            nesting -= levels
            throw .invalidValue(path: path(), name: "nesting", value: "\(nesting + levels)",
                                reason: "is deeper than the budget of \(budget.maximumNesting) views and modifiers inside each other (maximumNesting)")
        }
    }

    func leaveNesting(_ levels: Int) { nesting -= levels }

    /// The decoded PNG at `path`, refused when this render's images would pass the budget's
    /// `maximumImageBytes` (they all live in its display list until it is drawn).
    func bitmap(at path: String) throws(ImageCache.Failure) -> Bitmap {
        let bitmap = try images.bitmap(at: path, budget: budget)
        if imageBytes[path] == nil {
            imageBytes[path] = bitmap.pixels.count
            let total = imageBytes.values.reduce(0, +)
            guard total <= budget.maximumImageBytes else {
                throw ImageCache.Failure(message: "decoding it brings this render's \(imageBytes.count) images to \(RenderBudget.byteCount(total)), over the budget of \(RenderBudget.byteCount(budget.maximumImageBytes)) (maximumImageBytes)")
            }
        }
        return bitmap
    }
}

extension RenderServices {
    /// The size of `element` laid out alone in a box `width` × `height` (nil: as big as its
    /// content wants), cached per render; nil after an error, which is kept for the layout pass
    /// to throw (measure closures cannot).
    func size(of element: Element, width: Double?, height: Double?) -> Size? {
        let key = LayerSizeKey(layer: ObjectIdentifier(element), width: width, height: height)
        if let size = layerSizes[key] { return size }
        do throws(RenderError) {
            let island = try LayoutIsland(element, width: width, height: height, alignment: .topLeading, services: self,
                                          round: false)
            let size = Size(width: island.frame.width, height: island.frame.height)
            layerSizes[key] = size
            return size
        } catch {
            if measureError == nil { measureError = error }
            return nil
        }
    }
}
