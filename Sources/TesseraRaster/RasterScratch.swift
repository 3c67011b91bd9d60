/// The buffers canvases draw with, kept between images by code that draws image after image
/// on one thread (a gallery worker) and lent to each canvas in turn: the pixels, the
/// rasterizer's cells and coverage, the compositing rows, the layer pool, the clip and shadow
/// masks (`MaskPool`), the blur's running sums (`BoxBlur.Scratch`) and the bytes of the bitmap
/// a canvas is copied into.
///
/// A canvas allocates these afresh, so a process drawing hundreds of images either hands every
/// block back to the kernel and faults it in again (glibc's default for large blocks) or keeps
/// freed memory in malloc (`ImageMemory.keepFreedMemory`), which still maps blocks past 32 MiB
/// (a 2x full screen, a contact sheet) anew for each image, and a fresh rasterizer grows (and
/// zeroes) its cells again for every image. Kept here, the next image no larger than the
/// largest so far reuses the same memory: no allocation, only the clearing a fresh canvas needs
/// (issue #19, "No allocation per image in steady state").
///
/// What a scratch keeps is bounded: a canvas of more than `keptPixels` gives nothing back (its
/// buffers are freed as a fresh canvas's are), so a worker holds at most a few buffers of a
/// 2-megapixel image between images, and the process's peak memory stays where it was while
/// the common images (the gallery's median is under a megapixel) allocate nothing.
///
/// Owned and passed explicitly (`inout`), never shared: one per thread.
public struct RasterScratch: Sendable {
    /// Canvases up to this many pixels (8 MiB of RGBA) hand their buffers back.
    public static let keptPixels = 1 << 21
    /// The most a mask pool keeps, and the largest blur buffer kept (the pixels' size).
    static let keptBytes = keptPixels * 4

    var pixels: [UInt32] = []
    var bitmapBytes: [UInt8] = []
    var rasterizer = CoverageRasterizer()
    var coverageRow: [UInt8] = []
    var colorRow: [UInt32] = []
    /// All-transparent layer buffers (`Canvas.layerPool`), of the last canvas's size.
    var layerPool: [[UInt32]] = []
    var masks = MaskPool()
    var blur = BoxBlur.Scratch()

    public init() {}

    /// Takes back the bytes of a bitmap `Canvas.finish(into:)` made, once the caller is done
    /// with it (encoded, audited): the next `finish` writes into them. Drop every other copy of
    /// the bitmap first, or the next write copies them.
    public mutating func reclaim(_ bitmap: consuming Bitmap) {
        let bytes = bitmap.pixels
        if bytes.count <= Self.keptPixels * 4, bytes.capacity >= bitmapBytes.capacity { bitmapBytes = bytes }
    }

    /// `buffer` with exactly `count` elements `value`, in its own storage when that is large enough.
    static func filled(_ buffer: inout [UInt32], count: Int, with value: UInt32) {
        guard buffer.capacity >= count else {
            buffer = [UInt32](repeating: value, count: count)
            return
        }
        if buffer.count > count { buffer.removeLast(buffer.count - count) }
        buffer.withUnsafeMutableBufferPointer { $0.update(repeating: value) }
        if buffer.count < count { buffer.append(contentsOf: repeatElement(value, count: count - buffer.count)) }
    }

    /// `buffer` resized to `count` in place (in its storage when it has the capacity): the
    /// elements it keeps unchanged, those added zero. A pooled all-zero layer stays all zero.
    static func resize<Element: FixedWidthInteger>(_ buffer: inout [Element], count: Int) {
        if buffer.count > count { buffer.removeLast(buffer.count - count) }
        else if buffer.count < count { buffer.append(contentsOf: repeatElement(0, count: count - buffer.count)) }
    }

    /// Frees `buffer` when it takes more than `keptBytes`.
    static func dropIfLarge<Element>(_ buffer: inout [Element]) {
        if buffer.capacity * MemoryLayout<Element>.stride > keptBytes { buffer = [] }
    }

    /// The array, leaving an empty one in its place (so the caller holds the only reference).
    static func take<Element>(_ array: inout [Element]) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &array)
        return taken
    }
}

extension Canvas {
    /// A transparent canvas drawing with `scratch`'s buffers, taken out of it until
    /// `finish(into:)` gives them back. The same pixels as `init(width:height:scale:budget:)`.
    public init(width: Int, height: Int, scale: Double = 1, budget: RenderBudget = .default,
                reusing scratch: inout RasterScratch) throws(RasterError) {
        try self.init(width: width, height: height, scale: scale, budget: budget, filledWith: 0, reusing: &scratch)
    }

    /// As `init(width:height:scale:budget:reusing:)`, every pixel the packed `color` (an opaque
    /// start, `Canvas+OpaqueStart`).
    init(width: Int, height: Int, scale: Double, budget: RenderBudget, filledWith color: UInt32,
         reusing scratch: inout RasterScratch) throws(RasterError) {
        try Self.validateSize(width: width, height: height, budget: budget)
        try Self.validateScale(scale)
        let count = width * height
        var pixels = RasterScratch.take(&scratch.pixels)
        RasterScratch.filled(&pixels, count: count, with: color)
        self.init(width: width, height: height, scale: scale, budget: budget, pixels: pixels)
        swap(&rasterizer, &scratch.rasterizer)
        coverageRow = RasterScratch.take(&scratch.coverageRow)
        colorRow = RasterScratch.take(&scratch.colorRow)
        // Pooled layers are all zero; `pushLayer` sizes them. A canvas that will not give them
        // back (past `keptPixels`) leaves them to the next one: taken, they were lost with it,
        // and the next images allocated, zeroed and faulted in their layers again (4% of a
        // gallery story's CPU, a fifth of whose images are past it).
        if count <= RasterScratch.keptPixels { layerPool = RasterScratch.take(&scratch.layerPool) }
        swap(&masks, &scratch.masks)
        swap(&blurScratch, &scratch.blur)
    }

    /// The canvas as a bitmap (`bitmap`) written into `scratch`'s bitmap bytes, and every
    /// buffer of the canvas back into `scratch` for the next one (a canvas of more than
    /// `RasterScratch.keptPixels` keeps to itself and returns a bitmap of its own).
    public consuming func finish(into scratch: inout RasterScratch) -> Bitmap {
        guard pixels.count <= RasterScratch.keptPixels else { return bitmap }
        var bytes = RasterScratch.take(&scratch.bitmapBytes)
        Self.pack(pixels, into: &bytes)
        let (width, height) = (width, rows.count)
        recycle(into: &scratch)
        return Bitmap(trustedWidth: width, height: height, pixels: bytes)
    }

    /// Every buffer of the canvas back into `scratch` for the next one, when the canvas is
    /// done with (encoded straight from its pixels: `PNG.Encoder.encode(_:options:)`). A canvas
    /// of more than `RasterScratch.keptPixels` keeps them to itself.
    public consuming func recycle(into scratch: inout RasterScratch) {
        guard pixels.count <= RasterScratch.keptPixels else { return }
        scratch.rasterizer = rasterizer
        scratch.coverageRow = coverageRow
        scratch.colorRow = colorRow
        scratch.layerPool = layerPool
        scratch.masks = masks
        scratch.blur = blurScratch
        scratch.pixels = pixels
    }
}
