import TesseraGeometry
import TesseraRaster

extension TextEngine {
    /// Draws a paragraph with its top-left corner at `origin` (points). Lines are aligned in a
    /// box `width` points wide (default: the paragraph's own width). Outline glyphs take
    /// `paint`; color emoji keep their own colors.
    ///
    /// Pen positions snap to a quarter device pixel horizontally and baselines to whole device
    /// pixels, so the same text always lands on the same pixels.
    public func draw(_ layout: TextLayout, into canvas: inout Canvas, at origin: Point, width: Double? = nil, paint: Paint) {
        let scale = canvas.scale
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
                        drawColorGlyph(glyph, face: run.face, pixelSize: pixelSize, deviceX: deviceX.rounded(),
                                       deviceY: deviceY, into: &canvas)
                        continue
                    }
                    var whole = deviceX.rounded(.down)
                    var quarter = Int(((deviceX - whole) * steps).rounded())
                    if quarter == GlyphCache.subpixelSteps { quarter = 0; whole += 1 }
                    guard let mask = glyphs.mask(face: run.face, glyph: glyph, pixelSize: pixelSize, subpixel: quarter) else { continue }
                    canvas.fill(mask: mask, dx: Int(whole), dy: Int(deviceY), with: paint)
                }
            }
        }
    }

    private func drawColorGlyph(_ glyph: UInt32, face: FontFace, pixelSize: Double, deviceX: Double, deviceY: Double,
                                into canvas: inout Canvas) {
        guard let color = glyphs.colorBitmap(face: face, glyph: glyph, pixelSize: pixelSize) else { return }
        let scale = canvas.scale
        // Whole device pixels, so the resampled bitmap maps 1:1 onto the canvas.
        let rect = Rect(x: (deviceX + color.left).rounded() / scale, y: (deviceY + color.top).rounded() / scale,
                        width: Double(color.bitmap.width) / scale, height: Double(color.bitmap.height) / scale)
        canvas.draw(color.bitmap, in: rect, sampling: .nearest)
    }
}
