/// A drawn canvas that is still to be read (audited, encoded) lends the buffers it drew with
/// to the next canvas, so a thread keeps one `RasterScratch`, not one per canvas alive at once.
/// The gallery draws each story's audit canvas (the list again at 1x) while the story's canvas
/// waits to be encoded; with a second scratch for it, each worker kept a second set of cells,
/// masks, blur sums and layers between images (issue #19).
extension Canvas {
    /// Hands `scratch` every buffer the canvas needs only while drawing (the rasterizer's cells,
    /// the compositing rows, the layer pool, the clip and shadow masks, the blur sums), keeping
    /// its pixels to be read. Give the pixels back with `recyclePixels(into:)`, not
    /// `recycle(into:)`: the canvas no longer holds the rest. Drawing on it again is still
    /// correct, only it allocates those buffers anew. A canvas of more than
    /// `RasterScratch.keptPixels` freed them when it was drawn and has nothing to lend.
    public mutating func lendDrawingBuffers(to scratch: inout RasterScratch) {
        guard pixels.count <= RasterScratch.keptPixels else { return }
        swap(&rasterizer, &scratch.rasterizer)
        swap(&coverageRow, &scratch.coverageRow)
        swap(&colorRow, &scratch.colorRow)
        swap(&layerPool, &scratch.layerPool)
        swap(&masks, &scratch.masks)
        swap(&blurScratch, &scratch.blur)
    }

    /// Gives `scratch` the canvas's pixels for the next canvas, once it is read (a canvas that
    /// lent its other buffers: `lendDrawingBuffers(to:)`). A canvas of more than
    /// `RasterScratch.keptPixels` keeps them to itself, as `recycle(into:)` does.
    public consuming func recyclePixels(into scratch: inout RasterScratch) {
        guard pixels.count <= RasterScratch.keptPixels else { return }
        scratch.pixels = pixels
    }
}
