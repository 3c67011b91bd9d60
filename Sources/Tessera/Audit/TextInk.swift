import TesseraGeometry
import TesseraRaster

/// The device pixels a text run's glyphs cover (coverage of half or more), read from the mask
/// operations it became: what the audit samples the background under, tests against clips and
/// compares with other runs.
struct TextInk {
    /// Pixels inside the canvas, as `y * width + x`.
    var pixels: [Int] = []
    /// The pixels the glyphs cover wholly: there the drawn image shows the text's own color as
    /// it ended up, through any layer or scrim over it (and nothing of what is beneath).
    var solid: [Int] = []
    /// Pixels the glyphs cover outside the canvas (cut by its edge), until `removeClipped` counts them.
    var outside = 0
    /// Of those, the ones above or below it: past the fold of a screen rendered at a fixed height.
    var outsideVertically = 0
    /// Bounds of `pixels` in device pixels (x0, y0 inclusive; x1, y1 exclusive); empty when none.
    var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min

    /// Reads every mask pixel once, writing the ink into temporary storage with room for every
    /// mask pixel, then keeps exactly what was written: appending pixel by pixel was 2% of a
    /// gallery story image's time, and lists sized for every mask pixel would hold twice the
    /// memory the ink needs while every run of a page is judged. A mask whose coverage does not
    /// match its size draws nothing (`Canvas.fill(mask:…)`) and adds no ink.
    init(_ operations: ArraySlice<DisplayOperation>, width: Int, height: Int) {
        var room = 0
        for case .mask(let mask, _, _, _) in operations where mask.coverage.count == mask.width * mask.height {
            room += mask.coverage.count
        }
        guard room > 0 else { return }
        var outside = 0, outsideVertically = 0
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        (pixels, solid) = withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * room) { buffer in
            let inked = buffer.baseAddress!, whole = inked + room
            var inkCount = 0, solidCount = 0
            for case .mask(let mask, let dx, let dy, _) in operations where mask.coverage.count == mask.width * mask.height {
                let left = mask.originX + dx, top = mask.originY + dy
                mask.coverage.withUnsafeBufferPointer { coverage in
                    for ly in 0..<mask.height {
                        let y = top + ly, inRows = y >= 0 && y < height
                        for lx in 0..<mask.width {
                            let value = coverage[ly * mask.width + lx]
                            guard value >= 128 else { continue }
                            let x = left + lx
                            guard inRows, x >= 0, x < width else {
                                outside += 1
                                if !inRows { outsideVertically += 1 }
                                continue
                            }
                            inked[inkCount] = y * width + x
                            inkCount += 1
                            if value == 255 {
                                whole[solidCount] = y * width + x
                                solidCount += 1
                            }
                            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
                        }
                    }
                }
            }
            return (Array(UnsafeBufferPointer(start: inked, count: inkCount)), Array(UnsafeBufferPointer(start: whole, count: solidCount)))
        }
        self.outside = outside
        self.outsideVertically = outsideVertically
        (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
    }

    /// Drops the pixels outside any of `clips` (indices of `pushClip` operations, rasterized
    /// exactly once each into `masks`, with `scratch`'s rasterizer) and returns how many were cut, the canvas edge included.
    /// Pixels hidden only by a scroll viewport (`scrollClips`), or past the fold when `foldScrolls`,
    /// are dropped but not counted: that text is scrolled partly out of view, as on a device.
    mutating func removeClipped(by clips: [Int], scrollClips: Set<Int>, foldScrolls: Bool,
                                operations: [DisplayOperation], width: Int, scale: Double,
                                masks: inout [Int: ClipShape], reusing scratch: inout RasterScratch) -> Int {
        // Inside a scroll viewport, ink past the canvas is past the viewport too: scrolled.
        let scrolls = clips.contains(where: scrollClips.contains)
        let cutByEdge = scrolls ? 0 : outside - (foldScrolls ? outsideVertically : 0)
        outside = 0
        outsideVertically = 0
        guard !clips.isEmpty else { return cutByEdge }
        let clipMasks = clips.map { index -> ClipShape in
            if let mask = masks[index] { return mask }
            guard case .pushClip(let path, let rule, let transform) = operations[index] else { return .mask(nil) }
            let mask = ClipShape(path, rule: rule, transform: transform.concatenating(.scale(scale)), reusing: &scratch)
            masks[index] = mask
            return mask
        }
        // A clip that covers no pixel at all (nil mask) hides the whole run.
        func isInside(_ mask: ClipShape, _ pixel: Int) -> Bool { mask.keeps(x: pixel % width, y: pixel / width) }
        let isShown = { (pixel: Int) -> Bool in clipMasks.allSatisfy { isInside($0, pixel) } }
        let shown = pixels.filter(isShown)
        let hidden = pixels.count - shown.count
        var cut = hidden
        if hidden > 0, scrolls {
            let cutting = zip(clips, clipMasks).filter { !scrollClips.contains($0.0) }.map(\.1)
            cut = pixels.count(where: { pixel in !cutting.allSatisfy { isInside($0, pixel) } })
        }
        if hidden > 0 {
            pixels = shown
            solid = solid.filter(isShown)
            x0 = .max; y0 = .max; x1 = .min; y1 = .min
            for pixel in shown {
                let x = pixel % width, y = pixel / width
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
            }
        }
        return cutByEdge + cut
    }

    func intersectsBounds(of other: TextInk) -> Bool {
        x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
    }
}

/// The clips and group opacity in force at each operation of a display list.
struct PaintState {
    /// Indices of the `pushClip` operations in force, outermost first.
    var clips: [Int] = []
    /// The product of the `pushLayer` opacities in force.
    var opacity = 1.0

    /// The state at each of `starts` (ascending operation indices).
    static func states(of operations: [DisplayOperation], at starts: [Int]) -> [PaintState] {
        var result: [PaintState] = []
        result.reserveCapacity(starts.count)
        var clips: [Int] = [], opacities: [Double] = [1]
        var next = 0
        for (index, op) in operations.enumerated() {
            while next < starts.count, starts[next] == index {
                result.append(PaintState(clips: clips, opacity: opacities.last!))
                next += 1
            }
            guard next < starts.count else { break }
            switch op {
            case .pushClip: clips.append(index)
            case .popClip: clips.removeLast()
            case .pushLayer(let opacity): opacities.append(opacities.last! * opacity)
            case .popLayer: opacities.removeLast()
            default: break
            }
        }
        while result.count < starts.count { result.append(PaintState(clips: clips, opacity: opacities.last!)) }
        return result
    }
}
