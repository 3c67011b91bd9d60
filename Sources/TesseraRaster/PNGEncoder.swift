import CPNG

extension PNG {
    /// A PNG writer of the caller's own, for code that encodes image after image on one thread
    /// (a gallery worker): it keeps its compressors and scratch (filtered rows, output) at the
    /// largest image's size until it is dropped, so encoding allocates only the returned bytes.
    /// `PNG.encode` uses the calling thread's writer instead, which releases scratch past
    /// 16 MiB at its next encode (right for one-off renders, but every large image of a gallery
    /// then allocates and faults its scratch afresh).
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
    }
}
