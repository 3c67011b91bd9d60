import TesseraGeometry
import TesseraRaster

extension TextEngine {
    /// Lowers a paragraph to display-list operations for a canvas of `scale` device pixels per
    /// point: outline glyphs become `mask` operations with cached glyph coverage (tinted with
    /// `paint`), color emoji become `image` operations with their own colors. The top-left corner
    /// of the paragraph is `origin` (points); lines are aligned in a box `width` points wide
    /// (default: the paragraph's own width).
    ///
    /// Pen positions snap to a quarter device pixel horizontally and baselines to whole device
    /// pixels, so the same text always lands on the same pixels. `draw` executes exactly these
    /// operations, so a display list and a direct draw give the same pixels.
    public func appendOperations(
        _ layout: TextLayout, at origin: Point, width: Double? = nil, paint: Paint, scale: Double,
        into operations: inout [DisplayOperation]
    ) {
        let steps = Double(GlyphCache.subpixelSteps)
        for line in layout.lines {
            let lineX = origin.x + layout.lineOffset(line, inWidth: width)
            let baseline = origin.y + line.baseline
            for run in line.runs {
                let pixelSize = run.size * scale
                for (glyph, position) in zip(run.glyphs, run.positions) {
                    let deviceX = (lineX + position.x) * scale
                    let deviceY = ((baseline + position.y) * scale).rounded()
                    guard deviceX.isFinite, deviceY.isFinite, abs(deviceX) < 1e7, abs(deviceY) < 1e7 else { continue }
                    if run.face.hasColorBitmaps {
                        guard let color = glyphs.colorBitmap(face: run.face, glyph: glyph, pixelSize: pixelSize) else { continue }
                        // Whole device pixels, so the resampled bitmap maps 1:1 onto the canvas.
                        let rect = Rect(
                            x: (deviceX.rounded() + color.left).rounded() / scale, y: (deviceY + color.top).rounded() / scale,
                            width: Double(color.bitmap.width) / scale, height: Double(color.bitmap.height) / scale)
                        operations.append(.image(color.bitmap, rect: rect, sampling: .nearest))
                        continue
                    }
                    var whole = deviceX.rounded(.down)
                    var quarter = Int(((deviceX - whole) * steps).rounded())
                    if quarter == GlyphCache.subpixelSteps { quarter = 0; whole += 1 }
                    guard let mask = glyphs.mask(face: run.face, glyph: glyph, pixelSize: pixelSize, subpixel: quarter) else { continue }
                    operations.append(.mask(mask, dx: Int(whole), dy: Int(deviceY), paint: paint))
                }
            }
        }
    }
}
