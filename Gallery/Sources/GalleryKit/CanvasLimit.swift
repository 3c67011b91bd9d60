import Tessera

/// How tall an image the gallery can draw in one canvas.
///
/// The limit that trips for tall stories and sheets is the raster canvas (`Canvas.maxSide`
/// pixels a side, the budget's canvas pixels in all), not `Renderer.maximumSide`: that bounds the width
/// and height a render is asked for, while a story or sheet rendered with a width grows with its
/// content. At the largest text sizes a long page passes 8,192 points, the canvas side at 2x.
enum CanvasLimit {
    /// The tallest image, in whole points, whose canvas `width` points wide at `scale` stays
    /// within the raster limits and `renderer`'s budget (and within `Renderer.maximumSide`).
    static func maximumHeight(width: Double, renderer: Renderer) -> Double {
        let scale = renderer.scale
        let bySide = Double(Canvas.maxSide) / scale
        let pixels = min(Canvas.maxPixels, renderer.budget.maximumCanvasPixels)
        let byPixels = Double(pixels) / max((width * scale).rounded(.up), 1) / scale
        return min(bySide, byPixels, Renderer.maximumSide).rounded(.down)
    }
}
