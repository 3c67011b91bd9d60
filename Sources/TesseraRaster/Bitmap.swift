/// Premultiplied RGBA8 pixels, row-major, no padding: decoded PNGs, emoji bitmaps, layers.
///
/// Premultiplied because compositing and bilinear filtering are only correct on premultiplied
/// values; `Bitmap` checks that invariant once on creation so the blitters can rely on it.
public struct Bitmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    /// Fails when the size is not positive, exceeds the canvas limits, does not match the pixel
    /// count, or a color component exceeds its alpha (not premultiplied).
    public init(width: Int, height: Int, pixels: [UInt8]) throws(RasterError) {
        try Canvas.validateSize(width: width, height: height)
        guard pixels.count == width * height * 4 else {
            throw RasterError.invalidBitmap("expected \(width * height * 4) bytes for \(width)×\(height) RGBA, found \(pixels.count)")
        }
        var i = 0
        while i < pixels.count {
            let a = pixels[i + 3]
            if pixels[i] > a || pixels[i + 1] > a || pixels[i + 2] > a {
                throw RasterError.invalidBitmap("pixel \(i / 4) (x \((i / 4) % width), y \((i / 4) / width)) has a color component above its alpha: not premultiplied")
            }
            i += 4
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// For producers that guarantee the invariant themselves (the canvas, the PNG decoder).
    init(trustedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The premultiplied pixel at (x, y).
    public subscript(x x: Int, y y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
