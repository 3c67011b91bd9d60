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

    /// The premultiplied pixel at `index` (`y * width + x`), packed as its RGBA bytes lie in a
    /// bitmap: red in the low byte.
    func bytes(at index: Int) -> UInt32 {
        switch self {
        case .bitmap(let bitmap):
            let p = bitmap.pixels, i = index * 4
            return UInt32(p[i]) | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]) << 16 | UInt32(p[i + 3]) << 24
        case .canvas(let pixels, _):
            return pixels[index]
        }
    }
}
