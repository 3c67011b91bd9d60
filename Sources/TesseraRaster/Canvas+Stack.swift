import TesseraGeometry

extension Canvas {
    /// Restricts later drawing to the path's interior (anti-aliased), intersected with any clip
    /// already pushed, until the matching `popClip`.
    public mutating func pushClip(_ path: Path, rule: FillRule = .nonZero, transform: Transform = .identity) {
        let previous = clip
        stack.append(.clip(previous: previous))
        let ctm = deviceTransform(transform)
        guard let limit = drawableRegion,
              let region = DeviceRegion.covering(path, transform: ctm, limit: limit) else {
            clip = .empty
            return
        }
        // The whole region is rasterized (as in `fillPath`) and only the stored rows kept.
        guard let kept = region.intersection(stored) else {
            clip = ClipMask(region: region, stored: ClipMask.empty.stored, coverage: [])
            return
        }
        // Every byte is written below (each of the kept rows, whole), so a pooled mask is not cleared.
        var mask = masks.take(count: kept.width * kept.height, zeroed: false)
        mask.withUnsafeMutableBufferPointer { out in
            let base = out.baseAddress!, w = kept.width
            rasterizer.rasterize(path, transform: ctm, region: region, rule: rule) { y, coverage in
                guard y >= kept.y0, y < kept.y1 else { return }
                (base + (y - kept.y0) * w).update(from: coverage, count: w)
            }
        }
        if let previous { Self.intersect(&mask, kept, with: previous) }
        clip = ClipMask(region: region, stored: kept, coverage: mask)
    }

    /// `mask` (coverage over `kept`) times the previous clip's coverage there, row by row
    /// through pointers: a clip inside a clip (a card's rounded corners inside a screen) is
    /// most of the stories, and indexing both arrays byte by byte was 3.5% of a gallery
    /// story's CPU. `kept` lies inside the previous clip's region and rows, so inside what it
    /// stores (`ClipIntersectionTests` checks it against the plain product).
    static func intersect(_ mask: inout [UInt8], _ kept: DeviceRegion, with previous: ClipMask) {
        let pr = previous.stored, w = kept.width
        mask.withUnsafeMutableBufferPointer { out in
            previous.coverage.withUnsafeBufferPointer { below in
                guard let base = out.baseAddress, let belowBase = below.baseAddress, w > 0 else { return }
                for y in kept.y0..<kept.y1 {
                    let row = base + (y - kept.y0) * w, beneath = belowBase + (y - pr.y0) * pr.width + (kept.x0 - pr.x0)
                    for x in 0..<w {
                        row[x] = UInt8(truncatingIfNeeded: PixelMath.mul255(UInt32(row[x]), UInt32(beneath[x])))
                    }
                }
            }
        }
    }

    /// Removes the innermost clip. Throws when the innermost push was not a clip.
    public mutating func popClip() throws(RasterError) {
        guard case .clip(let previous)? = stack.last else {
            throw .unbalancedStack(stack.isEmpty ? "popClip without a pushed clip" : "popClip while a layer is innermost (pop the layer first)")
        }
        stack.removeLast()
        let popped = clip
        clip = previous
        // The innermost clip's mask is referenced from nowhere else (later pushes, which would
        // hold it as their `previous`, are popped already).
        if let popped { masks.give(popped.coverage) }
    }

    /// Starts an off-screen layer: later drawing goes to a transparent buffer that `popLayer`
    /// composites onto what is below with `opacity` (so overlapping shapes in the group do not
    /// show through each other, as CSS `opacity` and SwiftUI `.compositingGroup()` behave).
    ///
    /// Layer buffers are recycled: a popped layer clears only what was drawn in it and goes back
    /// to a pool, so a layer costs in proportion to its content, not to the canvas size.
    ///
    /// Inside a clip a layer holds only the clip's rows, as a band holds its own (`rows`): no
    /// drawing reaches past the clip, and every computation stays in whole-image coordinates,
    /// so the bytes are the same. A contact sheet's thumbnail (clipped to its cell) with an
    /// opacity group then takes a layer of its cell's rows, not of the 12-megapixel sheet.
    public mutating func pushLayer(opacity: Double) {
        let saved = pixels
        stack.append(.layer(saved: saved, opacity: PixelMath.alpha8(opacity), savedDirty: dirty, savedRows: rows))
        if let clip, !layersHoldEveryRow { rows = rows.clamped(to: clip.region.y0..<max(clip.region.y0, clip.region.y1)) }
        let count = width * rows.count
        if let layer = layerPool.popLast() {
            // A pooled layer larger than this one keeps its size (its pixels past `count` are
            // zero and never touched): shrunk, the next larger layer (the next 2x story after
            // the audit's 1x canvas, a whole layer after one in a clip) wrote those zeros
            // again. One too small is replaced, not grown (growing copied its zeros over).
            pixels = layer.count >= count ? layer : [UInt32](repeating: 0, count: count)
        } else {
            pixels = [UInt32](repeating: 0, count: count)
        }
        dirty = nil
    }

    /// Composites the innermost layer. Throws when the innermost push was not a layer.
    public mutating func popLayer() throws(RasterError) {
        guard case .layer(var below, let opacity, let savedDirty, let belowRows)? = stack.last else {
            throw .unbalancedStack(stack.isEmpty ? "popLayer without a pushed layer" : "popLayer while a clip is innermost (pop the clip first)")
        }
        stack.removeLast()
        // `dirty` lies in the layer's rows (`markDirty`), which lie in those below.
        let top = rows.lowerBound, belowTop = belowRows.lowerBound
        if let region = dirty, opacity > 0 {
            let w = width
            pixels.withUnsafeBufferPointer { layer in
                below.withUnsafeMutableBufferPointer { dst in
                    for y in region.y0..<region.y1 {
                        let from = layer.baseAddress! + (y - top) * w, to = dst.baseAddress! + (y - belowTop) * w
                        for x in region.x0..<region.x1 {
                            let s = from[x]
                            if s == 0 { continue }
                            to[x] = PixelMath.sourceOver(opacity == 255 ? s : PixelMath.scale(s, opacity), to[x])
                        }
                    }
                }
            }
        }
        if let region = dirty {
            // Return the buffer to the pool all-transparent, clearing only what was drawn.
            let w = width
            pixels.withUnsafeMutableBufferPointer { layer in
                for y in region.y0..<region.y1 {
                    (layer.baseAddress! + (y - top) * w + region.x0).update(repeating: 0, count: region.width)
                }
            }
        }
        layerPool.append(pixels)
        pixels = below
        rows = belowRows
        let drawn = dirty
        dirty = savedDirty
        if let drawn { markDirty(drawn) }
    }

    /// True when every push has been popped.
    public var isStackBalanced: Bool { stack.isEmpty }

    /// Frees the layer pool, the rasterizer's buffers, the mask pool and the blur sums once a
    /// display list is drawn, so encoding the canvas does not hold them too (they are as large
    /// as the scratch budget).
    mutating func releaseScratch() {
        layerPool = []
        rasterizer = CoverageRasterizer()
        masks = MaskPool()
        blurScratch = BoxBlur.Scratch()
    }
}
