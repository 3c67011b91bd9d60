import TesseraGeometry

/// Adds up what a display list will cost on a canvas, operation by operation, before any of it
/// is drawn, and throws at the first operation that would take the render over its budget.
///
/// It replays the canvas's clip and layer stack from bounds alone (no rasterizing): a clip's
/// region is the device bounds of its path within the clip below, as `pushClip` computes it, so
/// mask sizes are exact; edge lengths and blur regions are computed the way the rasterizer and
/// `drawShadow` will meet them. One pass over the operations and their path elements, so it
/// costs a small fraction of drawing and nothing inside the pixel loops.
struct BudgetMeter {
    let budget: RenderBudget
    let bounds: DeviceRegion
    let scale: Double
    private var canvasBytes: Int { bounds.width * bounds.height * 4 }

    /// Clip regions and layer markers (nil), innermost last; the clip in effect is the last region.
    private var stack: [DeviceRegion?] = []
    private var clip: DeviceRegion?
    private var layers = 0, peakLayers = 0
    private var clipBytes = 0
    /// The rasterizer's accumulator keeps the size of the largest region it drew (4 bytes a pixel).
    private var rasterizerBytes = 0
    private var edgeLength = 0
    private var blurPixels = 0
    private var paintedPixels = 0

    init(budget: RenderBudget, width: Int, height: Int, scale: Double) {
        self.budget = budget
        self.bounds = DeviceRegion(x0: 0, y0: 0, x1: width, y1: height)
        self.scale = scale
    }

    /// Throws `.overBudget` naming the first operation (index and kind) that goes over.
    mutating func check(_ list: DisplayList) throws(RasterError) {
        for (index, op) in list.operations.enumerated() {
            if let problem = add(op) {
                throw .overBudget("operations[\(index)] (\(op.kind)): \(problem)")
            }
        }
    }

    /// Adds one operation; returns what went over, if anything.
    private mutating func add(_ op: DisplayOperation) -> String? {
        let drawable = clip ?? bounds
        switch op {
        case .fill(let path, _, _, let t):
            return draw(path, transform: t, limit: drawable)
        case .stroke(let path, _, let style, let t):
            // Estimated from the path before stroking: the outline has two sides per edge, and
            // joins and caps about three widths each.
            let ctm = t.concatenating(.scale(scale))
            let width = style.width * ctm.maxScale
            guard width.isFinite, width >= 0, path.isFinite, !path.isEmpty,
                  let region = DeviceRegion.touching(PathFlattener.deviceBounds(path, transform: ctm)
                    .insetBy(dx: -width / 2, dy: -width / 2), limit: drawable) else { return nil }
            let (length, edges) = Self.edgeCost(path, transform: ctm, region: region)
            let joins = Double(edges) * (3 * min(width, Double(region.width + region.height)) + 8)
            return spend(region: region, edgeLength: 2 * length + Int(min(joins, Double(Int.max / 8))))
        case .shadow(let path, let shadow, _, let t):
            let ctm = t.concatenating(.scale(scale))
            guard shadow.offset.isFinite, shadow.blur.isFinite, shadow.blur >= 0 else { return nil }
            let offset = ctm.applyToVector(shadow.offset)
            let shifted = ctm.concatenating(.translation(offset.x, offset.y))
            let spread = BoxBlur(sigma: shadow.blur / 2 * ctm.maxScale)?.radius ?? 0
            guard let region = DeviceRegion.covering(path, transform: shifted, limit: drawable.outset(by: spread)) else { return nil }
            if let problem = draw(path, transform: shifted, region: region) { return problem }
            let padded = region.outset(by: spread), pixels = padded.width * padded.height
            blurPixels += spread > 0 ? pixels : 0
            if let problem = paint(pixels) { return problem }
            if blurPixels > budget.maximumBlurPixels {
                return "shadows would blur \(blurPixels) pixels in all (this one \(padded.width)×\(padded.height)), over the budget of \(budget.maximumBlurPixels) (maximumBlurPixels)"
            }
            // The mask, and while blurring two 8-byte running sums per pixel.
            return scratch(extra: pixels * (spread > 0 ? 17 : 1), what: "this shadow's \(padded.width)×\(padded.height) blur")
        case .pushClip(let path, _, let t):
            stack.append(clip)
            if let problem = depth() { return problem }
            let ctm = t.concatenating(.scale(scale))
            guard let region = DeviceRegion.covering(path, transform: ctm, limit: drawable) else {
                clip = DeviceRegion(x0: 0, y0: 0, x1: 0, y1: 0)
                return nil
            }
            if let problem = draw(path, transform: ctm, region: region) { return problem }
            clip = region
            clipBytes += region.width * region.height
            return scratch(extra: 0, what: "clip masks")
        case .popClip:
            if let region = clip, !region.isEmpty { clipBytes -= region.width * region.height }
            clip = stack.popLast() ?? nil
            return nil
        case .pushLayer:
            stack.append(clip)
            layers += 1
            peakLayers = max(peakLayers, layers)
            return depth() ?? scratch(extra: 0, what: "\(peakLayers) layers")
        case .popLayer:
            layers -= 1
            clip = stack.popLast() ?? nil
            return nil
        case .mask(let mask, let dx, let dy, _):
            let region = DeviceRegion(x0: mask.originX + dx, y0: mask.originY + dy,
                                      x1: mask.originX + dx + mask.width, y1: mask.originY + dy + mask.height)
            return region.intersection(drawable).flatMap { paint($0) }
        case .image(_, let rect, _, _, let t):
            let ctm = t.concatenating(.scale(scale))
            return DeviceRegion.covering(.rect(rect), transform: ctm, limit: drawable).flatMap { paint($0) }
        }
    }

    private mutating func draw(_ path: Path, transform: Transform, limit: DeviceRegion) -> String? {
        let ctm = transform.concatenating(.scale(scale))
        guard let region = DeviceRegion.covering(path, transform: ctm, limit: limit) else { return nil }
        return draw(path, transform: ctm, region: region)
    }

    private mutating func draw(_ path: Path, transform ctm: Transform, region: DeviceRegion) -> String? {
        let (length, _) = Self.edgeCost(path, transform: ctm, region: region)
        return spend(region: region, edgeLength: length)
    }

    private mutating func spend(region: DeviceRegion, edgeLength length: Int) -> String? {
        edgeLength = min(Int.max / 2, edgeLength + min(length, Int.max / 4))
        if edgeLength > budget.maximumEdgeLength {
            return "path edges would run \(edgeLength) pixels in all (this path \(length)), over the budget of \(budget.maximumEdgeLength) (maximumEdgeLength)"
        }
        rasterizerBytes = max(rasterizerBytes, (region.width + 2) * region.height * 4)
        if let problem = paint(region) { return problem }
        return scratch(extra: 0, what: "the rasterizer's \(region.width)×\(region.height) region")
    }

    private mutating func paint(_ region: DeviceRegion) -> String? {
        region.isEmpty ? nil : paint(region.width * region.height)
    }

    /// Adds `pixels` to the compositing work; past the budget, says by how much.
    private mutating func paint(_ pixels: Int) -> String? {
        paintedPixels = min(Int.max / 2, paintedPixels + pixels)
        guard paintedPixels > budget.maximumPaintedPixels else { return nil }
        return "operations would paint \(paintedPixels) pixels in all (this one \(pixels)), over the budget of \(budget.maximumPaintedPixels) (maximumPaintedPixels)"
    }

    private func depth() -> String? {
        guard stack.count > budget.maximumStackDepth else { return nil }
        return "\(stack.count) clips and layers inside each other, over the budget of \(budget.maximumStackDepth) (maximumStackDepth)"
    }

    /// Checks the off-screen bytes alive now plus `extra` for the operation being added.
    private func scratch(extra: Int, what: String) -> String? {
        let total = peakLayers * canvasBytes + clipBytes + rasterizerBytes + extra
        guard total > budget.maximumScratchBytes else { return nil }
        return "\(what) would bring off-screen buffers to \(RenderBudget.byteCount(total)) (layers \(RenderBudget.byteCount(peakLayers * canvasBytes)), clip masks \(RenderBudget.byteCount(clipBytes)), rasterizer \(RenderBudget.byteCount(rasterizerBytes))), over the budget of \(RenderBudget.byteCount(budget.maximumScratchBytes)) (maximumScratchBytes)"
    }

    /// The device-pixel length the rasterizer walks for `path` in `region` (each edge's
    /// |Δx| + |Δy| clamped to the region, plus one), and the number of edges: curves count as the
    /// pieces the flattener will cut them into.
    static func edgeCost(_ path: Path, transform t: Transform, region: DeviceRegion) -> (length: Int, edges: Int) {
        let w = Double(region.width), h = Double(region.height)
        var length = 0.0, edges = 0
        var start = Point.zero, current = Point.zero
        @inline(__always) func walk(_ a: Point, _ b: Point, pieces: Int) {
            length += min(abs(b.x - a.x), w) + min(abs(b.y - a.y), h) + Double(pieces)
            edges += pieces
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                walk(current, start, pieces: 1)
                start = t.apply(p); current = start
            case .line(let p):
                let q = t.apply(p)
                walk(current, q, pieces: 1)
                current = q
            case .quad(let c, let p):
                let c1 = t.apply(c), p2 = t.apply(p)
                let n = PathFlattener.segmentCount((current - c1 * 2 + p2).length * 0.25, PathFlattener.tolerance)
                walk(current, c1, pieces: n)
                walk(c1, p2, pieces: 0)
                current = p2
            case .cubic(let a, let b, let p):
                let c1 = t.apply(a), c2 = t.apply(b), p3 = t.apply(p)
                let d = max((current - c1 * 2 + c2).length, (c1 - c2 * 2 + p3).length)
                let n = PathFlattener.segmentCount(d * 0.75, PathFlattener.tolerance)
                walk(current, c1, pieces: n)
                walk(c1, c2, pieces: 0)
                walk(c2, p3, pieces: 0)
                current = p3
            case .close:
                walk(current, start, pieces: 1)
                current = start
            }
        }
        walk(current, start, pieces: 1)
        return (length.isFinite ? Int(min(length, Double(Int.max / 4))) : Int.max / 4, edges)
    }
}

extension DisplayOperation {
    /// The operation's name in display-list JSON (`fill`, `pushClip`…), for messages.
    var kind: String {
        switch self {
        case .fill: "fill"
        case .stroke: "stroke"
        case .mask: "mask"
        case .image: "image"
        case .shadow: "shadow"
        case .pushClip: "pushClip"
        case .popClip: "popClip"
        case .pushLayer: "pushLayer"
        case .popLayer: "popLayer"
        }
    }
}
