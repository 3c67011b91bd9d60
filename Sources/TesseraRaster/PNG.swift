import CPNG

/// PNG encoding and decoding through libpng (via the `CPNG` helpers, which keep libpng's
/// setjmp/longjmp error handling inside C).
public enum PNG {
    /// zlib and filter settings for encoding.
    public struct EncodeOptions: Hashable, Sendable {
        /// zlib level 0...9.
        public var compressionLevel: Int
        public var filter: Filter
        /// zlib strategy: 0 default, 1 filtered, 2 Huffman only, 3 RLE.
        public var strategy: Int

        public init(compressionLevel: Int, filter: Filter, strategy: Int) {
            self.compressionLevel = compressionLevel
            self.filter = filter
            self.strategy = strategy
        }

        /// Chosen by measurement on the benchmark card screen (Benchmarks/README.md, "PNG
        /// encoding"): no row filter, zlib level 6, default strategy — within 2% of Pillow's size at
        /// about a third of its time on UI renders, whose flat runs zlib already finds unfiltered.
        public static let `default` = EncodeOptions(compressionLevel: 6, filter: .none, strategy: 0)
    }

    /// Which PNG row filters libpng may choose from.
    public enum Filter: String, Hashable, Sendable, CaseIterable {
        case none, sub, up, paeth, adaptive

        var mask: Int32 {
            switch self {
            case .none: cpng_filter_none()
            case .sub: cpng_filter_sub()
            case .up: cpng_filter_up()
            case .paeth: cpng_filter_paeth()
            case .adaptive: cpng_filter_all()
            }
        }
    }

    /// Encodes premultiplied pixels as an 8-bit PNG: un-premultiplied, and RGB without an alpha
    /// channel when every pixel is opaque (a third smaller and what viewers expect).
    public static func encode(_ bitmap: Bitmap, options: EncodeOptions = .default) throws(RasterError) -> [UInt8] {
        let (straight, channels) = unpremultiplied(bitmap)
        var out: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = straight.withUnsafeBufferPointer { px in
            cpng_encode(px.baseAddress, Int32(bitmap.width), Int32(bitmap.height), Int32(channels),
                        Int32(max(0, min(9, options.compressionLevel))), options.filter.mask, Int32(options.strategy),
                        &out, &size, &message, message.count)
        }
        guard status == 0, let out else { throw .png(errorText(message)) }
        defer { cpng_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }

    /// Decodes any PNG libpng reads (palette, gray, 16-bit, interlaced) to premultiplied RGBA.
    /// Corrupt or truncated data throws with the reason, and so does an image over the canvas
    /// limits or `maximumPixels`, from its header, before any pixel memory is allocated (a small
    /// file can declare gigapixels).
    public static func decode(_ data: [UInt8], maximumPixels: Int = RenderBudget.default.maximumImagePixels) throws(RasterError) -> Bitmap {
        guard !data.isEmpty else { throw .png("empty data is not a PNG") }
        var out: UnsafeMutablePointer<UInt8>? = nil
        var w: Int32 = 0, h: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBufferPointer { bytes in
            cpng_decode(bytes.baseAddress, bytes.count, Int32(Canvas.maxSide), Int64(min(maximumPixels, Canvas.maxPixels)),
                        &out, &w, &h, &message, message.count)
        }
        guard status == 0, let out else { throw .png(errorText(message)) }
        defer { cpng_free(out) }
        let count = Int(w) * Int(h) * 4
        var pixels = Array(UnsafeBufferPointer(start: out, count: count))
        premultiply(&pixels)
        return Bitmap(trustedWidth: Int(w), height: Int(h), pixels: pixels)
    }

    private static func errorText(_ message: [CChar]) -> String {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? "libpng failed without a message" : text
    }

    /// Straight-alpha bytes, 3 channels when fully opaque, else 4. Un-premultiplying rounds to
    /// nearest, so opaque and fully transparent pixels round-trip exactly.
    static func unpremultiplied(_ bitmap: Bitmap) -> ([UInt8], Int) {
        let count = bitmap.width * bitmap.height
        return bitmap.pixels.withUnsafeBufferPointer { src -> ([UInt8], Int) in
            var opaque = true
            for i in 0..<count where src[i * 4 + 3] != 255 { opaque = false; break }
            if opaque {
                var rgb = [UInt8](repeating: 0, count: count * 3)
                rgb.withUnsafeMutableBufferPointer { dst in
                    for i in 0..<count {
                        dst[i * 3] = src[i * 4]; dst[i * 3 + 1] = src[i * 4 + 1]; dst[i * 3 + 2] = src[i * 4 + 2]
                    }
                }
                return (rgb, 3)
            }
            var rgba = [UInt8](repeating: 0, count: count * 4)
            rgba.withUnsafeMutableBufferPointer { dst in
                for i in 0..<count {
                    let a = UInt32(src[i * 4 + 3])
                    dst[i * 4 + 3] = UInt8(a)
                    guard a != 0 else { continue }
                    for k in 0..<3 {
                        let c = UInt32(src[i * 4 + k])
                        dst[i * 4 + k] = a == 255 ? UInt8(c) : UInt8(min(255, (c * 255 + a / 2) / a))
                    }
                }
            }
            return (rgba, 4)
        }
    }

    static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                if a != 255 {
                    p[i] = UInt8(PixelMath.mul255(UInt32(p[i]), a))
                    p[i + 1] = UInt8(PixelMath.mul255(UInt32(p[i + 1]), a))
                    p[i + 2] = UInt8(PixelMath.mul255(UInt32(p[i + 2]), a))
                }
                i += 4
            }
        }
    }
}

extension Canvas {
    /// The canvas as PNG bytes with the default encoding options.
    public func pngData() throws(RasterError) -> [UInt8] {
        try PNG.encode(bitmap)
    }
}
