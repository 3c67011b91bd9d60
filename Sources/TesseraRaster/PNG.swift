import CPNG

/// PNG encoding (Tessera's own chunk writer over libdeflate) and decoding (libpng), via the
/// `CPNG` helpers.
public enum PNG {
    /// Compression settings for encoding. The same options always give the same bytes.
    public struct EncodeOptions: Hashable, Sendable {
        /// libdeflate level 0...12 (0 stores, 12 is smallest and slowest); clamped. Not used by
        /// `Deflater.runsAndRows`.
        public var compressionLevel: Int
        public var filter: Filter
        public var deflater: Deflater

        public init(compressionLevel: Int, filter: Filter = .none, deflater: Deflater = .libdeflate) {
            self.compressionLevel = compressionLevel
            self.filter = filter
            self.deflater = deflater
        }

        /// Chosen by measurement on the snapshot references (Benchmarks/README.md, "PNG encoding"):
        /// libdeflate level 6 without row filters is smaller than zlib's level 6 (what libpng wrote
        /// before) at under half its time; UI renders are long flat runs that deflate finds
        /// unfiltered, and per-row filters made them larger.
        public static let `default` = EncodeOptions(compressionLevel: 6, filter: .none)

        /// Tessera's own deflate without row filters: on the gallery's renders a whole encode
        /// takes a quarter of the time of libdeflate's fastest level, with 7% smaller files,
        /// within 1% of the default's size (Benchmarks/README.md, "PNG encoding"). For many
        /// images written at once (the gallery); measured on UI renders only, where flat colour
        /// and repeated rows are what it looks for.
        public static let fast = EncodeOptions(compressionLevel: 1, filter: .none, deflater: .runsAndRows)
    }

    /// Which deflate compresses the rows. Both write standard zlib streams every decoder reads.
    public enum Deflater: String, Hashable, Sendable, CaseIterable {
        /// libdeflate at `compressionLevel`: general purpose, and the smallest files at high levels.
        case libdeflate
        /// Tessera's own, made for rendered UI: at each byte it tries only a match one pixel back
        /// (flat colour), one row back (repeated rows) and at the last place the same four bytes
        /// were seen (text and icons), and spends nothing on the bytes inside a match.
        case runsAndRows

        var code: Int32 {
            switch self {
            case .libdeflate: Int32(CPNG_DEFLATE_LIBDEFLATE)
            case .runsAndRows: Int32(CPNG_DEFLATE_RUNS_AND_ROWS)
            }
        }
    }

    /// The PNG row filter every row uses, or `adaptive`: per row, the filter whose bytes have the
    /// smallest sum of absolute values (libpng's heuristic).
    public enum Filter: String, Hashable, Sendable, CaseIterable {
        case none, sub, up, average, paeth, adaptive

        var code: Int32 {
            switch self {
            case .none: Int32(CPNG_FILTER_NONE)
            case .sub: Int32(CPNG_FILTER_SUB)
            case .up: Int32(CPNG_FILTER_UP)
            case .average: Int32(CPNG_FILTER_AVERAGE)
            case .paeth: Int32(CPNG_FILTER_PAETH)
            case .adaptive: Int32(CPNG_FILTER_ADAPTIVE)
            }
        }
    }

    /// Encodes premultiplied pixels as an 8-bit PNG: un-premultiplied (rounded to nearest, so
    /// opaque and fully transparent pixels round-trip exactly), and RGB without an alpha channel
    /// when every pixel is opaque (a third smaller and what viewers expect). The returned array
    /// is the only large allocation: the filtered rows, compressor and output buffer are the calling
    /// thread's, kept for its next image.
    public static func encode(_ bitmap: Bitmap, options: EncodeOptions = .default) throws(RasterError) -> [UInt8] {
        try encode(bitmap, options: options, writer: nil)
    }

    static func encode(_ bitmap: Bitmap, options: EncodeOptions, writer: OpaquePointer?) throws(RasterError) -> [UInt8] {
        try bitmap.pixels.withUnsafeBytes { raw in
            Result { () throws(RasterError) in
                try encode(premultiplied: raw, width: bitmap.width, height: bitmap.height, options: options, writer: writer)
            }
        }.get()
    }

    /// `raw` holds `width × height` premultiplied RGBA8 pixels, rows packed. Encoded with
    /// `writer`'s scratch, or the calling thread's when nil.
    static func encode(premultiplied raw: UnsafeRawBufferPointer, width: Int, height: Int,
                       options: EncodeOptions, writer: OpaquePointer? = nil) throws(RasterError) -> [UInt8] {
        precondition(raw.count == width * height * 4, "PNG.encode: pixel count does not match the size")
        var out: UnsafePointer<UInt8>? = nil
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let pixels = raw.baseAddress?.assumingMemoryBound(to: UInt8.self)
        let level = Int32(max(0, min(12, options.compressionLevel)))
        let status = if let writer {
            cpng_writer_encode(writer, pixels, width * 4, Int32(width), Int32(height), level, options.filter.code,
                               options.deflater.code, &out, &size, &message, message.count)
        } else {
            cpng_encode(pixels, width * 4, Int32(width), Int32(height), level, options.filter.code,
                        options.deflater.code, &out, &size, &message, message.count)
        }
        guard status == 0, let out else { throw .png(errorText(message, fallback: "the PNG writer failed without a message")) }
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
        guard status == 0, let out else { throw .png(errorText(message, fallback: "libpng failed without a message")) }
        defer { cpng_free(out) }
        let count = Int(w) * Int(h) * 4
        var pixels = Array(UnsafeBufferPointer(start: out, count: count))
        premultiply(&pixels)
        return Bitmap(trustedWidth: Int(w), height: Int(h), pixels: pixels)
    }

    private static func errorText(_ message: [CChar], fallback: String) -> String {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? fallback : text
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
    /// The canvas as PNG bytes, encoded from its pixels without a `Bitmap` copy (its packed
    /// little-endian pixels are RGBA bytes in memory).
    public func pngData(options: PNG.EncodeOptions = .default) throws(RasterError) -> [UInt8] {
        try pngData(options: options, writer: nil)
    }

    func pngData(options: PNG.EncodeOptions, writer: OpaquePointer?) throws(RasterError) -> [UInt8] {
        #if !_endian(little)
        return try PNG.encode(bitmap, options: options, writer: writer)
        #endif
        return try pixels.withUnsafeBytes { raw in
            Result { () throws(RasterError) in
                try PNG.encode(premultiplied: raw, width: width, height: height, options: options, writer: writer)
            }
        }.get()
    }
}
