import TesseraStories
import Tessera

/// A story as the images one canvas can hold each: the whole story when it fits (drawn exactly as
/// `Story.render` draws it, the same bytes), else consecutive parts of it from top to bottom.
///
/// A story sized by width grows with its content, and at the largest text sizes a long page (the
/// semantic colors, a whole scroll of a screen) passes what one canvas holds (`CanvasLimit`). The
/// gallery must still show all of it at the size asked for, so the story is laid out once and its
/// display list is drawn in slices. Each cut is placed in a gap between lines of content — no
/// glyph run or small shape (a swatch, an icon, a row's background) straddles it — so a designer
/// reads every line whole; only a large background or a shape taller than a slice may be cut.
/// Screen-sized stories have a fixed size and are always one image.
///
/// The audit judges the story's one display list, before it is cut, so its findings do not
/// depend on where the cuts fall.
enum StoryParts {
    /// Draws each image with `scratch`'s buffers and hands its canvas to `image` (which encodes
    /// it) before the next is drawn, then gives the buffers back: no bitmap copy of any image,
    /// and a tall story's parts are never all in memory at once. The audit reads the whole
    /// image from its canvas and draws its own canvas with the buffers the image's canvas lends
    /// back once drawn (`Canvas.lendDrawingBuffers`). Returns what the audit found.
    static func render(_ story: Story, with renderer: Renderer, audits: Bool = true, scratch: inout RasterScratch,
                       image: (Canvas) throws(RenderError) -> Void) throws(RenderError) -> [AuditFinding] {
        let width: Double, height: Double?
        switch story.size {
        case .width(let w): (width, height) = (w, nil)
        case .screen(let w, let h): (width, height) = (w, h)
        }
        let audited = audits ? try renderer.auditedDisplayList(for: story.make(), width: width, height: height) : nil
        let list: RenderedList
        if let audited { list = audited.list } else { list = try renderer.displayList(for: story.make(), width: width, height: height) }
        let limit = CanvasLimit.maximumHeight(width: width, renderer: renderer)
        // A screen-sized story is one image, drawn as `Story.render` draws it.
        guard height == nil, list.size.height > limit else {
            var canvas = try renderer.canvas(drawing: list, reusing: &scratch)
            canvas.lendDrawingBuffers(to: &scratch)
            let findings = try audited.map { a throws(RenderError) in try a.findings(drawn: canvas, reusing: &scratch) } ?? []
            try image(canvas)
            canvas.recyclePixels(into: &scratch)
            return findings
        }
        let findings = try audited.map { a throws(RenderError) in try a.findings(reusing: &scratch) } ?? []
        let scale = renderer.scale
        let cuts = cutPositions(height: list.size.height, limit: limit, scale: scale,
                                obstacles: try obstacles(in: list.displayList, limit: limit, scale: scale))
        for (top, bottom) in zip([0] + cuts, cuts + [list.size.height]) {
            // As `Renderer.rasterize` sizes its canvas: whole device pixels, rounded up.
            let pixelWidth = Int((width * scale).rounded(.up)), pixelHeight = Int(((bottom - top) * scale).rounded(.up))
            var canvas: Canvas
            do {
                canvas = try Canvas(width: max(pixelWidth, 1), height: max(pixelHeight, 1), scale: scale, reusing: &scratch)
                try canvas.execute(slice(list.displayList, from: top, scale: scale))
            } catch {
                throw .raster(error)
            }
            try image(canvas)
            canvas.recycle(into: &scratch)
        }
        return findings
    }

    /// Where to cut a sheet `height` points tall into slices no taller than `limit`: each cut as
    /// low as it can be while outside every obstacle (vertical extents, in points), on a device
    /// pixel; straight at the limit when an obstacle is taller than what is left of the slice.
    static func cutPositions(height: Double, limit: Double, scale: Double, obstacles: [ClosedRange<Double>]) -> [Double] {
        let merged = merge(obstacles)
        var cuts: [Double] = []
        var top = 0.0
        while height - top > limit {
            var cut = ((top + limit) * scale).rounded(.down) / scale
            if let blocking = merged.last(where: { $0.lowerBound < cut && cut < $0.upperBound }) {
                let above = (blocking.lowerBound * scale).rounded(.down) / scale
                if above > top { cut = above }
            }
            cuts.append(cut)
            top = cut
        }
        return cuts
    }

    /// Overlapping extents joined, in order.
    private static func merge(_ ranges: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        var merged: [ClosedRange<Double>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound < last.upperBound {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// The vertical extents, in points, of what a cut must not split: glyph runs, and shapes and
    /// images shorter than a quarter of a slice (a page background or a long card may be cut).
    static func obstacles(in list: DisplayList, limit: Double, scale: Double) throws(RenderError) -> [ClosedRange<Double>] {
        var extents: [ClosedRange<Double>] = []
        func add(_ rect: Rect) {
            guard rect.height.isFinite, rect.height > 0, rect.height < limit / 4 else { return }
            extents.append(rect.minY...rect.maxY)
        }
        for operation in list.operations {
            switch operation {
            case .fill(let path, _, _, let transform), .stroke(let path, _, _, let transform), .shadow(let path, _, _, let transform):
                add(transform.apply(path.bounds))
            case .image(_, let rect, _, _, let transform):
                add(transform.apply(rect))
            case .mask(let mask, _, let dy, let paint):
                guard case .solid = paint else {
                    throw .invalidValue(path: "gallery", name: "story height", value: "a text run painted with a gradient or pattern",
                                        reason: "a story taller than one canvas can only be cut into parts when its text is painted with solid colors")
                }
                let minY = Double(mask.originY + dy) / scale
                extents.append(minY...(minY + Double(mask.height) / scale))
            case .pushClip, .popClip, .pushLayer, .popLayer:
                continue
            }
        }
        return extents
    }

    /// `list` moved up by `top` points (a whole number of device pixels: cuts are on the grid).
    static func slice(_ list: DisplayList, from top: Double, scale: Double) -> DisplayList {
        let shift = Transform.translation(0, -top)
        let pixels = Int((top * scale).rounded())
        return DisplayList(list.operations.map { operation -> DisplayOperation in
            switch operation {
            case .fill(let path, let paint, let rule, let t): .fill(path, paint: paint, rule: rule, transform: t.concatenating(shift))
            case .stroke(let path, let paint, let style, let t): .stroke(path, paint: paint, style: style, transform: t.concatenating(shift))
            case .mask(let mask, let dx, let dy, let paint): .mask(mask, dx: dx, dy: dy - pixels, paint: paint)
            case .image(let bitmap, let rect, let sampling, let opacity, let t):
                .image(bitmap, rect: rect, sampling: sampling, opacity: opacity, transform: t.concatenating(shift))
            case .shadow(let path, let shadow, let rule, let t): .shadow(path, shadow: shadow, rule: rule, transform: t.concatenating(shift))
            case .pushClip(let path, let rule, let t): .pushClip(path, rule: rule, transform: t.concatenating(shift))
            case .popClip, .pushLayer, .popLayer: operation
            }
        })
    }
}
