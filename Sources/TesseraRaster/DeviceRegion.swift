import TesseraGeometry

/// A rectangle of whole device pixels, half-open: x0..<x1, y0..<y1.
struct DeviceRegion: Hashable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// Where a standalone mask may reach: coverage beyond ±16384 pixels can never land on a
    /// canvas, so it is clipped rather than allocated.
    static let maskLimit = DeviceRegion(x0: -Canvas.maxSide, y0: -Canvas.maxSide, x1: Canvas.maxSide, y1: Canvas.maxSide)

    /// The most pixels a standalone mask may have (4096 × 4096; a 64 MB accumulator).
    static let maxMaskPixels = 1 << 24

    func intersection(_ o: DeviceRegion) -> DeviceRegion? {
        let r = DeviceRegion(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? nil : r
    }

    func union(_ o: DeviceRegion) -> DeviceRegion {
        DeviceRegion(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    func outset(by n: Int) -> DeviceRegion {
        DeviceRegion(x0: x0 - n, y0: y0 - n, x1: x1 + n, y1: y1 + n)
    }

    /// The pixels a rectangle in device space touches, limited to `limit`; nil when none or when
    /// the rectangle is not finite.
    static func touching(_ r: Rect, limit: DeviceRegion) -> DeviceRegion? {
        guard r.isFinite else { return nil }
        let lx = Double(limit.x0), ly = Double(limit.y0), hx = Double(limit.x1), hy = Double(limit.y1)
        let x0 = max(lx, min(hx, r.minX.rounded(.down))), y0 = max(ly, min(hy, r.minY.rounded(.down)))
        let x1 = max(lx, min(hx, r.maxX.rounded(.up))), y1 = max(ly, min(hy, r.maxY.rounded(.up)))
        let region = DeviceRegion(x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1))
        return region.isEmpty ? nil : region
    }

    /// The pixels the path's control-point bounds touch after `transform`, limited to `limit`.
    static func covering(_ path: Path, transform: Transform, limit: DeviceRegion) -> DeviceRegion? {
        guard !path.isEmpty, path.isFinite else { return nil }
        return touching(PathFlattener.deviceBounds(path, transform: transform), limit: limit)
    }
}
