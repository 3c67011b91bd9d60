import TesseraGeometry
import TesseraRaster

extension TextEngine {
    /// Draws a paragraph with its top-left corner at `origin` (points). Lines are aligned in a
    /// box `width` points wide (default: the paragraph's own width). Outline glyphs take
    /// `paint`; color emoji keep their own colors.
    ///
    /// Executes the operations `appendOperations` lowers the paragraph to, so drawing directly
    /// and drawing through a display list give the same pixels.
    public func draw(_ layout: TextLayout, into canvas: inout Canvas, at origin: Point, width: Double? = nil, paint: Paint) {
        var operations: [DisplayOperation] = []
        appendOperations(layout, at: origin, width: width, paint: paint, scale: canvas.scale, into: &operations)
        for operation in operations {
            switch operation {
            case .mask(let mask, let dx, let dy, let paint): canvas.fill(mask: mask, dx: dx, dy: dy, with: paint)
            case .image(let bitmap, let rect, let sampling, let opacity, let transform):
                canvas.draw(bitmap, in: rect, sampling: sampling, opacity: opacity, transform: transform)
            default: break  // a paragraph lowers to masks and images only
            }
        }
    }
}
