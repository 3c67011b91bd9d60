/// The intersection of the pushed clips: 8-bit coverage over the region it can let through.
/// Kept to that region (not the whole canvas) so a small clip costs little.
struct ClipMask: Sendable {
    /// Where the clip lets drawing through, as the whole image computes it: later draws limit
    /// their regions to it (on a band too, so they rasterize the same regions).
    var region: DeviceRegion
    /// The part of `region` in the canvas's rows, which `coverage` holds (row-major): all of
    /// `region` on a whole canvas; empty when a band's rows miss the clip.
    var stored: DeviceRegion
    var coverage: [UInt8]

    static let empty = ClipMask(region: DeviceRegion(x0: 0, y0: 0, x1: 0, y1: 0), stored: DeviceRegion(x0: 0, y0: 0, x1: 0, y1: 0), coverage: [])
}

/// A clip or layer push, with what its pop restores.
enum CanvasStackEntry: Sendable {
    case clip(previous: ClipMask?)
    case layer(saved: [UInt32], opacity: UInt32, savedDirty: DeviceRegion?, savedRows: Range<Int>)
}
