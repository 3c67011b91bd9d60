import TesseraGeometry

/// A flat list of absolute draw operations: what higher layers (views, text) lower to, and what
/// `tessera draw` reads as JSON. Executing it on a `Canvas` is the only way it draws, so a
/// second backend (SVG, say) only needs another consumer of this list.
///
/// Text is not an operation kind of its own: TesseraText lowers a glyph run either to `fill`
/// operations with glyph outlines or to `mask` operations with its cached glyph coverage, so
/// this module never learns about fonts.
public struct DisplayList: Hashable, Sendable {
    public var operations: [DisplayOperation]

    public init(_ operations: [DisplayOperation] = []) {
        self.operations = operations
    }

    public mutating func append(_ op: DisplayOperation) { operations.append(op) }

    /// Throws (naming the operation index) when pushes and pops do not pair up.
    public func validateNesting() throws(RasterError) {
        var stack: [String] = []
        for (i, op) in operations.enumerated() {
            switch op {
            case .pushClip: stack.append("clip")
            case .pushLayer: stack.append("layer")
            case .popClip, .popLayer:
                let kind = op == .popClip ? "clip" : "layer"
                guard let top = stack.last else { throw .unbalancedStack("operations[\(i)] pops a \(kind) that was never pushed") }
                guard top == kind else { throw .unbalancedStack("operations[\(i)] pops a \(kind) while a \(top) is innermost") }
                stack.removeLast()
            default: break
            }
        }
        if !stack.isEmpty { throw .unbalancedStack("\(stack.count) push(es) never popped (innermost: \(stack.last!))") }
    }
}

/// One draw operation. Geometry is in points; `transform` maps the operation's user space
/// before the canvas scale applies.
public enum DisplayOperation: Hashable, Sendable {
    case fill(Path, paint: Paint, rule: FillRule = .nonZero, transform: Transform = .identity)
    case stroke(Path, paint: Paint, style: StrokeStyle, transform: Transform = .identity)
    /// A device-pixel coverage mask (e.g. a glyph) at its origin plus (dx, dy).
    case mask(CoverageMask, dx: Int = 0, dy: Int = 0, paint: Paint)
    case image(Bitmap, rect: Rect, sampling: Sampling = .bilinear, opacity: Double = 1, transform: Transform = .identity)
    case shadow(Path, shadow: Shadow, rule: FillRule = .nonZero, transform: Transform = .identity)
    case pushClip(Path, rule: FillRule = .nonZero, transform: Transform = .identity)
    case popClip
    case pushLayer(opacity: Double)
    case popLayer
}

extension Canvas {
    /// Draws every operation in order. Throws before drawing anything when pushes and pops do
    /// not pair up or the list would go over the canvas's budget (`.overBudget`, naming the
    /// operation).
    public mutating func execute(_ list: DisplayList) throws(RasterError) {
        try Self.check(list, width: width, height: height, scale: scale, budget: budget)
        for op in list.operations { try execute(op) }
    }

    /// A `width × height` canvas filled with `background` and `list` drawn on it, the list
    /// checked (nesting and budget) before the canvas is even allocated. With `threads` above
    /// one, a large canvas is drawn in bands of rows on that many threads (`Canvas+Bands`),
    /// byte-identical to one thread.
    public static func drawing(_ list: DisplayList, width: Int, height: Int, scale: Double, background: Color? = nil,
                               budget: RenderBudget, threads: Int = 1) throws(RasterError) -> Canvas {
        var scratch = RasterScratch()
        return try drawing(list, width: width, height: height, scale: scale, background: background, budget: budget,
                           threads: threads, reusing: &scratch)
    }

    /// `drawing`, with `scratch`'s buffers (give them back with `finish(into:)`). A banded
    /// drawing uses buffers of its own for the bands.
    ///
    /// A canvas of more than `RasterScratch.keptPixels` frees its scratch (layers, rasterizer
    /// cells, masks, blur sums) as soon as the list is drawn: it gives none of it back to
    /// `scratch`, and held until the canvas is done with, it would add to the memory of its
    /// encoding (the gallery's contact sheets of up to 12 megapixels peaked with a
    /// canvas-sized layer and rasterizer cells beside the canvas and the PNG writer's output).
    public static func drawing(_ list: DisplayList, width: Int, height: Int, scale: Double, background: Color? = nil,
                               budget: RenderBudget, threads: Int = 1, reusing scratch: inout RasterScratch) throws(RasterError) -> Canvas {
        try validateSize(width: width, height: height, budget: budget)
        try check(list, width: width, height: height, scale: scale, budget: budget)
        let bands = RasterBands.rows(width: width, height: height, threads: threads)
        if bands.count > 1 {
            return try drawingBands(list, width: width, height: height, scale: scale, background: background, budget: budget, bands: bands)
        }
        // A list starting with an opaque fill of every pixel starts on a canvas of that color
        // (`Canvas+OpaqueStart`); the reference pipeline (tests) draws that fill itself.
        let start = background == nil && !scratch.rasterizer.usesReferencePipeline
            ? opaqueStart(of: list, width: width, height: height, scale: scale) : nil
        var canvas = try Canvas(width: width, height: height, scale: scale, budget: budget, filledWith: start ?? 0, reusing: &scratch)
        if start != nil { canvas.markDirty(canvas.bounds) }
        if let background { canvas.clear(background) }
        for op in start == nil ? list.operations[...] : list.operations.dropFirst() { try canvas.execute(op) }
        if width * height > RasterScratch.keptPixels { canvas.releaseScratch() }
        return canvas
    }

    private static func check(_ list: DisplayList, width: Int, height: Int, scale: Double, budget: RenderBudget) throws(RasterError) {
        try list.validateNesting()
        var meter = BudgetMeter(budget: budget, width: width, height: height, scale: scale)
        try meter.check(list)
    }

    /// Draws one operation, unmetered: for code that draws what it built itself (a display
    /// list from a document goes through `execute(_ list:)`).
    public mutating func execute(_ op: DisplayOperation) throws(RasterError) {
        switch op {
        case .fill(let path, let paint, let rule, let t): fill(path, with: paint, rule: rule, transform: t)
        case .stroke(let path, let paint, let style, let t): stroke(path, with: paint, style: style, transform: t)
        case .mask(let mask, let dx, let dy, let paint): fill(mask: mask, dx: dx, dy: dy, with: paint)
        case .image(let bitmap, let rect, let sampling, let opacity, let t):
            draw(bitmap, in: rect, sampling: sampling, opacity: opacity, transform: t)
        case .shadow(let path, let shadow, let rule, let t): drawShadow(of: path, shadow, rule: rule, transform: t)
        case .pushClip(let path, let rule, let t): pushClip(path, rule: rule, transform: t)
        case .popClip: try popClip()
        case .pushLayer(let opacity): pushLayer(opacity: opacity)
        case .popLayer: try popLayer()
        }
    }
}
