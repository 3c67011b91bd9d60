import CPNG

extension PNG {
    /// A PNG writer of the caller's own, for code that encodes image after image on one thread
    /// (a gallery worker) and owns what it keeps rather than leaving it to the thread: its
    /// compressors and scratch (filtered rows, output; up to 16 MiB), kept until it is dropped,
    /// so encoding allocates only the returned bytes. `PNG.encode` uses the calling thread's
    /// writer, with the same bytes.
    ///
    /// Not `Sendable`: one owner, one thread at a time (a worker's `RenderScratch`).
    public final class Encoder {
        private let writer: OpaquePointer?

        public init() { writer = cpng_writer_create() }

        deinit { cpng_writer_destroy(writer) }

        /// As `PNG.encode(_:options:)`: the same options give the same bytes.
        public func encode(_ bitmap: Bitmap, options: EncodeOptions = .default) throws(RasterError) -> [UInt8] {
            guard let writer else { throw .png("out of memory while creating a PNG writer") }
            return try PNG.encode(bitmap, options: options, writer: writer)
        }

        /// As `Canvas.pngData(options:)`: straight from the canvas's pixels, without a bitmap copy.
        public func encode(_ canvas: Canvas, options: EncodeOptions = .default) throws(RasterError) -> [UInt8] {
            guard let writer else { throw .png("out of memory while creating a PNG writer") }
            return try canvas.pngData(options: options, writer: writer)
        }
    }
}
