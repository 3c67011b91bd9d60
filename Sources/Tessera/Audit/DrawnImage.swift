import TesseraRaster

/// The render as drawn at the renderer's scale, read where it already is: a bitmap's bytes, or
/// the pixels of the canvas itself for a caller that encodes the canvas straight away (the
/// gallery), so an image is not copied into a bitmap only to be audited (issue #19: that copy
/// was 6% of a story image's time).
enum DrawnImage: Sendable {
    case bitmap(Bitmap)
    /// `Canvas.packedPixels` of a whole canvas `width` pixels wide.
    case canvas(pixels: [UInt32], width: Int)

    init(_ canvas: Canvas) { self = .canvas(pixels: canvas.packedPixels, width: canvas.width) }

    var width: Int {
        switch self {
        case .bitmap(let bitmap): bitmap.width
        case .canvas(_, let width): width
        }
    }
}
