import TesseraGeometry

/// A drawing surface of `width × height` premultiplied RGBA8 pixels.
///
/// User-space coordinates are points; every draw maps them to pixels with `transform` then the
/// canvas `scale` (a 390-point-wide screen at scale 3 is 1170 pixels wide).
///
/// A struct, not a class: a canvas is a value like the images it produces, so copying one
/// (copy-on-write through its arrays) snapshots it, and Swift's exclusivity rules keep a canvas
/// from being drawn into from two places at once. Scratch buffers live inside so steady-state
/// drawing allocates nothing.
public struct Canvas: Sendable {
    /// Refused beyond these: 16384 pixels on a side, 2^28 pixels in all (1 GiB of RGBA).
    public static let maxSide = 16384
    public static let maxPixels = 1 << 28

    public let width: Int
    public let height: Int
    /// Pixels per point.
    public let scale: Double
    /// What executing a display list may spend (`execute(_:)` checks it before drawing).
    public let budget: RenderBudget
    /// The device rows this canvas holds pixels for: all of them, or one band of a banded
    /// drawing (`Canvas+Bands.swift`); inside a layer pushed within a clip, the clip's rows of
    /// those (`pushLayer`). Every computation runs in whole-image device coordinates; only
    /// storing pixels, and what must be read back from them, is limited to these rows, so a
    /// band holds exactly the bytes the whole image has there.
    var rows: Range<Int>

    /// Premultiplied RGBA8 packed little-endian (see `PixelMath`): the pixels of `rows`, row
    /// `y` starting at `(y - rows.lowerBound) * width`. A layer's buffer may be longer, all
    /// zero past its rows (a pooled one kept at a larger layer's size, `pushLayer`).
    var pixels: [UInt32]
    var rasterizer = CoverageRasterizer()
    var coverageRow: [UInt8] = []
    var colorRow: [UInt32] = []
    /// Clip and layer pushes, innermost last.
    var stack: [CanvasStackEntry] = []
    /// The intersection of every pushed clip, or nil when nothing is clipped.
    var clip: ClipMask?
    /// The pixels drawn since the innermost layer was pushed (what its pop must composite).
    var dirty: DeviceRegion?
    /// All-transparent layer buffers ready for reuse by `pushLayer`.
    var layerPool: [[UInt32]] = []
    /// Clip and shadow masks ready for reuse (`pushClip`, `drawShadow`).
    var masks = MaskPool()
    /// The shadows' blur sums.
    var blurScratch = BoxBlur.Scratch()
    /// Tests only: layers hold every row even inside a clip, the plain definition the layers
    /// of a clip's rows (`pushLayer`) must match byte for byte.
    var layersHoldEveryRow = false

    /// A transparent canvas. Throws for sizes that are not positive or exceed the limits or
    /// the budget's canvas pixels, and for a scale that is not a finite positive number.
    public init(width: Int, height: Int, scale: Double = 1, budget: RenderBudget = .default) throws(RasterError) {
        try Self.validateSize(width: width, height: height, budget: budget)
        try Self.validateScale(scale)
        self.width = width
        self.height = height
        self.scale = scale
        self.budget = budget
        self.rows = 0..<height
        self.pixels = [UInt32](repeating: 0, count: width * height)
    }

    /// A transparent band: the canvas `width × height` holding only `rows`.
    init(width: Int, height: Int, scale: Double, budget: RenderBudget, rows: Range<Int>) {
        self.width = width
        self.height = height
        self.scale = scale
        self.budget = budget
        self.rows = rows
        self.pixels = [UInt32](repeating: 0, count: width * rows.count)
    }

    /// A whole canvas made of pixels already drawn (the bands stitched together).
    init(width: Int, height: Int, scale: Double, budget: RenderBudget, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.budget = budget
        self.rows = 0..<height
        self.pixels = pixels
    }

    /// `validateSize`, and the canvas pixels of `budget`.
    static func validateSize(width: Int, height: Int, budget: RenderBudget) throws(RasterError) {
        try validateSize(width: width, height: height)
        guard width * height <= budget.maximumCanvasPixels else {
            throw .overBudget("a \(width)×\(height) canvas is \(width * height) pixels (\(RenderBudget.byteCount(width * height * 4))), over the budget of \(budget.maximumCanvasPixels) (maximumCanvasPixels)")
        }
    }

    static func validateScale(_ scale: Double) throws(RasterError) {
        guard scale.isFinite, scale > 0, scale <= 64 else {
            throw .invalidValue("canvas scale \(scale) must be a finite number in (0, 64]")
        }
    }

    static func validateSize(width: Int, height: Int) throws(RasterError) {
        guard width > 0, height > 0 else { throw .invalidSize("\(width)×\(height): both sides must be at least 1 pixel") }
        guard width <= maxSide, height <= maxSide else {
            throw .invalidSize("\(width)×\(height): a side exceeds \(maxSide) pixels")
        }
        guard width * height <= maxPixels else {
            throw .invalidSize("\(width)×\(height): \(width * height) pixels exceed the limit of \(maxPixels)")
        }
    }

    var bounds: DeviceRegion { DeviceRegion(x0: 0, y0: 0, x1: width, y1: height) }

    /// The pixels this canvas holds: `bounds` limited to `rows`. Regions are computed against
    /// `bounds` (as the whole image computes them) and only what is written is limited to this.
    var stored: DeviceRegion { DeviceRegion(x0: 0, y0: rows.lowerBound, x1: width, y1: rows.upperBound) }

    /// The offset of device pixel (x, y) in `pixels`.
    @inline(__always)
    func pixelIndex(x: Int, y: Int) -> Int { (y - rows.lowerBound) * width + x }

    /// Where drawing can land: the canvas, narrowed by the clip.
    var drawableRegion: DeviceRegion? { clip.map { $0.region } ?? bounds }

    /// The user-space (points) → device (pixels) transform for a draw.
    func deviceTransform(_ t: Transform) -> Transform { t.concatenating(.scale(scale)) }

    /// Fills every pixel with `color` (ignoring clips): the background. Inside a layer pushed
    /// within a clip, every pixel of the clip's rows (all the layer stores).
    public mutating func clear(_ color: Color = .clear) {
        let c = PixelMath.pack(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        // A layer's buffer may be longer than its rows (`pushLayer`): only they are stored.
        let count = width * rows.count
        pixels.withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[..<count]).update(repeating: c) }
        markDirty(stored)
    }

    /// Fills the path's interior. Paths or paints that are not finite draw nothing (the display
    /// list decoder reports them as errors before they get here).
    public mutating func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero, transform: Transform = .identity) {
        let ctm = deviceTransform(transform)
        guard let limit = drawableRegion,
              let region = DeviceRegion.covering(path, transform: ctm, limit: limit),
              let shader = PaintShader(paint, transform: ctm) else { return }
        fillPath(path, transform: ctm, region: region, rule: rule, shader: shader)
    }

    /// Strokes the path's outline with `style` (widths in points, scaled like the path).
    public mutating func stroke(_ path: Path, with paint: Paint, style: StrokeStyle, transform: Transform = .identity) {
        guard (try? style.validate()) != nil, style.width > 0 else { return }
        let tolerance = PathFlattener.tolerance / max(deviceTransform(transform).maxScale, 1e-9)
        let outline = Stroker(style: style, tolerance: tolerance).stroke(path)
        fill(outline, with: paint, rule: .nonZero, transform: transform)
    }

    /// Composites a device-pixel coverage mask (e.g. a cached glyph) placed at its origin plus
    /// (dx, dy), with a paint whose geometry is in points (scaled by the canvas scale only).
    /// Honors clips and layers.
    public mutating func fill(mask: CoverageMask, dx: Int, dy: Int, with paint: Paint) {
        // Offsets beyond ±2^40 cannot land on a canvas; refusing them keeps the sums below from
        // overflowing.
        let far = 1 << 40
        guard mask.width > 0, mask.height > 0, mask.width <= Canvas.maxSide, mask.height <= Canvas.maxSide,
              mask.coverage.count == mask.width * mask.height,
              abs(mask.originX) < far, abs(mask.originY) < far, abs(dx) < far, abs(dy) < far,
              let limit = drawableRegion,
              let shader = PaintShader(paint, transform: .scale(scale)) else { return }
        let region = DeviceRegion(x0: mask.originX + dx, y0: mask.originY + dy,
                                  x1: mask.originX + dx + mask.width, y1: mask.originY + dy + mask.height)
        guard let visible = region.intersection(limit) else { return }
        composite(mask: mask.coverage, maskRegion: region, visible: visible, shader: shader)
    }

    /// Draws a bitmap stretched into `rect` (points), honoring clips, layers and `opacity`.
    public mutating func draw(_ bitmap: Bitmap, in rect: Rect, sampling: Sampling = .bilinear, opacity: Double = 1,
                              transform: Transform = .identity) {
        let pattern = ImagePattern(bitmap: bitmap, rect: rect, sampling: sampling, opacity: opacity)
        fill(.rect(rect), with: .image(pattern), transform: transform)
    }

    /// A copy of the pixels as a premultiplied bitmap (RGBA byte order): the rows it holds. The
    /// bytes are written once, without zero-filling them first (that pass was a tenth of the
    /// gallery's memset time).
    public var bitmap: Bitmap {
        var bytes: [UInt8] = []
        Self.pack(pixels, into: &bytes)
        return Bitmap(trustedWidth: width, height: rows.count, pixels: bytes)
    }

    /// `pixels` as RGBA bytes in `bytes`: in its storage when it has the capacity, else in new
    /// storage; written once either way, never zero-filled first.
    static func pack(_ pixels: [UInt32], into bytes: inout [UInt8]) {
        let count = pixels.count
        #if _endian(little)
        if bytes.capacity >= count * 4 {
            bytes.removeAll(keepingCapacity: true)
            pixels.withUnsafeBytes { bytes.append(contentsOf: $0) }
            return
        }
        #endif
        bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            initialized = 0
            guard count > 0 else { return }
            pixels.withUnsafeBufferPointer { px in
                let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
                #if _endian(little)
                raw.copyMemory(from: px.baseAddress!, byteCount: count * 4)
                #else
                for i in 0..<count { raw.storeBytes(of: px[i].littleEndian, toByteOffset: i * 4, as: UInt32.self) }
                #endif
            }
            initialized = count * 4
        }
    }

    /// The premultiplied pixel at (x, y) as (r, g, b, a) (inside a layer pushed within a clip,
    /// transparent outside the clip's rows, which the layer does not store).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard rows.contains(y) else { return (0, 0, 0, 0) }
        let p = pixels[pixelIndex(x: x, y: y)]
        return (UInt8(p & 255), UInt8((p >> 8) & 255), UInt8((p >> 16) & 255), UInt8(p >> 24))
    }

    /// Records drawing in `r`, limited to the stored rows (all a layer's pop reads or clears).
    mutating func markDirty(_ r: DeviceRegion) {
        guard let r = r.intersection(stored) else { return }
        if let d = dirty { dirty = d.union(r) } else { dirty = r }
    }
}
