import TesseraGeometry

/// A rectangle path whose device corners all fall on whole pixels (a page's or a sheet's
/// background, a card at 1x or 2x): its exact-area coverage is 255 inside and 0 outside, so a
/// solid fill of it is a run of `fillSolid` per row — the bytes the rasterizer's spans and edge
/// blending give (`PixelAlignedRectTests` holds it to the plain pipeline) — without the cells.
///
/// Why it matters beyond speed: the cells are 4 bytes per pixel of the filled region, so a
/// 12-megapixel contact sheet's background took 49 MB of them beside its canvas, the largest
/// part of the gallery's peak memory with two sheets drawn at once (issue #19).
enum PixelAlignedRect {
    /// The device pixels `path` covers after `transform` when it is one closed axis-aligned
    /// rectangle (`Path.rect`'s move and three lines, closed) with whole-pixel corners; else nil.
    static func region(of path: Path, transform: Transform) -> DeviceRegion? {
        guard transform.isAxisAligned, path.elements.count == 5, case .close = path.elements[4],
              case .move(let a) = path.elements[0], case .line(let b) = path.elements[1],
              case .line(let c) = path.elements[2], case .line(let d) = path.elements[3] else { return nil }
        // The same device points the flattener computes (no array: this runs for every rectangle).
        let p0 = transform.apply(a), p1 = transform.apply(b), p2 = transform.apply(c), p3 = transform.apply(d)
        guard isWholePixel(p0), isWholePixel(p1), isWholePixel(p2), isWholePixel(p3) else { return nil }
        let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard horizontalFirst || verticalFirst else { return nil }
        return DeviceRegion(x0: Int(min(p0.x, p2.x)), y0: Int(min(p0.y, p2.y)), x1: Int(max(p0.x, p2.x)), y1: Int(max(p0.y, p2.y)))
    }

    /// A finite whole-pixel point well inside what a region's integers hold.
    private static func isWholePixel(_ p: Point) -> Bool {
        p.x.rounded() == p.x && p.y.rounded() == p.y && abs(p.x) < 1e9 && abs(p.y) < 1e9
    }
}
