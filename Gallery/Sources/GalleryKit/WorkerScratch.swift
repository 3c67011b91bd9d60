import Tessera

/// What one gallery worker thread keeps from image to image: the canvas buffers
/// (`RasterScratch`) and a PNG writer with its compressor and scratch, each at the size of the
/// largest image so far. Rendering and encoding the next image then allocates only its PNG
/// bytes, instead of a canvas, a bitmap and encoder scratch of up to tens of megabytes that
/// the kernel maps, faults in and zeroes anew (issue #19, Benchmarks/README.md "Gallery:
/// buffers per worker"). Made by `WorkQueue` once per thread and passed to each job; dropped
/// when the phase (stories, contact sheets) ends.
struct WorkerScratch {
    var raster = RasterScratch()
    let png = PNG.Encoder()

    /// Review images favour speed over size: Tessera's own deflate (`PNG.EncodeOptions.fast`),
    /// straight from the canvas's pixels (no bitmap copy). Deterministic.
    static func encode(_ canvas: Canvas, with png: PNG.Encoder) throws(RenderError) -> [UInt8] {
        do { return try png.encode(canvas, options: GalleryRun.encodeOptions) } catch { throw .raster(error) }
    }
}
