import Synchronization
import TesseraGeometry

/// One large image drawn on several cores: the device rows are split into bands, every band
/// replays the whole display list into a canvas holding only its rows (in parallel), and the
/// bands are stitched together. The result is byte-identical to drawing on one thread.
///
/// Why it is identical, by construction rather than by care in every formula: a band is not a
/// translated canvas. It keeps the whole image's coordinates, bounds and clip regions; only
/// storing pixels is limited to its rows (`Canvas.rows`). So every floating-point number — the
/// device transform, a path's device bounds and the region it is rasterized over (the
/// rasterizer works relative to the region's corner), gradient and image sampling at pixel
/// centres — is computed from the same inputs as on the whole canvas, and each stored row gets
/// the same bytes in the same order of operations:
/// - fills, strokes and clips rasterize their whole-image region and keep the band's rows;
/// - glyph masks and images composite the band's rows of the same mask or shader;
/// - shadows rasterize the whole region too, and blur the band's rows plus `spread` rows on
///   either side: the blur is exact integer box sums that read no further (`drawShadow`);
/// - layers are band-sized buffers composited over the rows drawn (`dirty` is kept to them).
/// What a band repeats is the edge work of shapes crossing its borders; the pixel work (the
/// blending, most of a large image's time) is split. `BandedDrawingTests` replays random
/// display lists banded and whole and compares the bytes.
extension Canvas {
    /// Draws `list` on a `width × height` canvas split into `bands` (top to bottom, covering
    /// every row once), each band on a thread of its own, and returns the stitched canvas.
    /// The list must already be checked (`drawing` does).
    static func drawingBands(_ list: DisplayList, width: Int, height: Int, scale: Double, background: Color?,
                             budget: RenderBudget, bands: [Range<Int>]) throws(RasterError) -> Canvas {
        let drawn = Mutex([Result<[UInt32], RasterError>?](repeating: nil, count: bands.count))
        BandThreads.run(bands.count) { index in
            var band = Canvas(width: width, height: height, scale: scale, budget: budget, rows: bands[index])
            let result = Result { () throws(RasterError) -> [UInt32] in
                if let background { band.clear(background) }
                for op in list.operations { try band.execute(op) }
                return band.pixels
            }
            drawn.withLock { $0[index] = result }
        }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        let results = drawn.withLock { $0 }
        for result in results { pixels += try result!.get() }
        return Canvas(width: width, height: height, scale: scale, budget: budget, pixels: pixels)
    }
}

/// How many bands a canvas is drawn in, given the threads it may use: one (no banding) below
/// `minimumPixels`, where threads cost more than they save; else one per thread, each at least
/// `minimumRows` tall.
public enum RasterBands {
    /// Canvases smaller than this draw on one thread: on a quiet 2-core machine two bands
    /// already draw a 0.1 MP card 22% faster, and break even at 0.04 MP (Benchmarks/README.md,
    /// "Banded drawing: the threshold on a quiet machine").
    public static let minimumPixels = 1 << 16
    /// No band is thinner than this, so the edge work of shapes crossing band borders stays a
    /// small part of a band's work.
    static let minimumRows = 64

    /// The bands of rows for `threads` threads: equal heights (the first ones a row taller).
    static func rows(width: Int, height: Int, threads: Int) -> [Range<Int>] {
        guard threads > 1, width * height >= minimumPixels else { return [0..<height] }
        return split(height: height, into: min(threads, max(1, height / minimumRows)))
    }

    /// `height` rows in `count` consecutive bands of equal height (the first ones a row taller).
    static func split(height: Int, into count: Int) -> [Range<Int>] {
        let base = height / count, extra = height % count
        var top = 0
        return (0..<count).map { i in
            let bottom = top + base + (i < extra ? 1 : 0)
            defer { top = bottom }
            return top..<bottom
        }
    }
}
