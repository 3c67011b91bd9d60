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

    /// Review images favour speed over size: libdeflate level 1, the fastest, is still 15%
    /// smaller than the zlib level 1 the gallery used before (the library default, 6, takes about
    /// as long again for files 7% smaller; Benchmarks/README.md, "PNG encoding"). Deterministic.
    func encode(_ bitmap: Bitmap) throws(RenderError) -> [UInt8] {
        do { return try png.encode(bitmap, options: GalleryRun.encodeOptions) } catch { throw .raster(error) }
    }

    /// `encode`, straight from a canvas's pixels (the same bytes as from its bitmap).
    func encode(_ canvas: Canvas) throws(RenderError) -> [UInt8] {
        do { return try png.encode(canvas, options: GalleryRun.encodeOptions) } catch { throw .raster(error) }
    }
}
