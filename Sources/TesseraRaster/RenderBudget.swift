/// What one render may spend: memory (canvas, off-screen buffers, decoded images), time (edges
/// the rasterizer walks, pixels shadows blur) and nesting. Documents come from untrusted senders
/// (server-driven UI, pull requests), and a small one can ask for gigabytes or minutes; every
/// budget is checked before the work it bounds, and going over is an error naming the budget
/// and the operation or view that went over it, never a crash, a swap storm or a hang.
///
/// The defaults keep a render under about 1.5 GB and a few seconds on the project's machine
/// whatever the document, and are far above what real screens use (every gallery story renders
/// within them). Raise them for known, trusted documents (`tessera render --max-…`,
/// `Renderer.budget`).
public struct RenderBudget: Hashable, Sendable {
    /// Device pixels of the canvas (4 bytes each). Default 2^26: 8192 × 8192, 256 MiB; encoding
    /// a canvas briefly needs three more copies of it. `Canvas.maxPixels` is the ceiling.
    public var maximumCanvasPixels = 1 << 26
    /// Bytes of off-screen buffers alive at once: a layer is a canvas-sized buffer (kept for
    /// reuse until the display list ends), a clip mask 1 byte per pixel of the region it lets
    /// through, the rasterizer 4 bytes per pixel of the largest region it drew, a shadow's blur
    /// 17 bytes per pixel of its blurred region. Default 768 MiB: a layer over a full canvas of
    /// the default size fits.
    public var maximumScratchBytes = 768 << 20
    /// Clips and layers pushed inside each other. Default 256.
    public var maximumStackDepth = 256
    /// Device-pixel length of the path edges the rasterizer walks (|Δx| + |Δy| of each edge
    /// inside the region it draws into, plus one per edge), summed over fills, strokes, clips
    /// and shadows: the rasterizer's time. Default 2^26 (a few seconds).
    public var maximumEdgeLength = 1 << 26
    /// Pixels the shadows of a render blur, summed (each shadow's blurred region: its shape
    /// grown by the blur's reach, within reach of the canvas). Default 2^27 (a few seconds).
    public var maximumBlurPixels = 1 << 27
    /// Device pixels that fills, strokes, shadows, clips, masks and images cover, summed over
    /// the render (each operation's region within the clip in effect): the compositing time, which
    /// edge length does not bound — a few thousand full-canvas rectangles have short edges and
    /// take minutes. Default 2^31 (about 32 fills over a full 8192² canvas, a few seconds; a
    /// 3x phone screen may be covered over 700 times).
    public var maximumPaintedPixels = 1 << 31
    /// Pixels of one decoded image, refused from the PNG header before decoding. Default 2^24:
    /// 4096 × 4096, 64 MiB.
    public var maximumImagePixels = 1 << 24
    /// Bytes of decoded images one render holds, and that the process-wide image cache keeps
    /// (it forgets the oldest beyond). Default 256 MiB.
    public var maximumImageBytes = 256 << 20
    /// Views nested inside each other, counting the wrappers that layout modifiers (`frame`,
    /// `padding`…) make: layout and drawing walk the tree recursively. Default 512.
    public var maximumNesting = 512

    public init() {}

    public static let `default` = RenderBudget()
}

extension RenderBudget {
    /// `bytes` as a short human size (`512 MiB`, `3.2 GiB`, `12 KiB`) for messages.
    public static func byteCount(_ bytes: Int) -> String {
        let units = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        for (unit, name) in units where bytes >= unit {
            let tenths = (Double(bytes) / Double(unit) * 10).rounded()
            return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10)) \(name)" : "\(tenths / 10) \(name)"
        }
        return "\(bytes) bytes"
    }
}
