/// The intersection of the pushed clips: 8-bit coverage over the region it can let through.
/// Kept to that region (not the whole canvas) so a small clip costs little.
struct ClipMask: Sendable {
    var region: DeviceRegion
    var coverage: [UInt8]
}

/// A clip or layer push, with what its pop restores.
enum CanvasStackEntry: Sendable {
    case clip(previous: ClipMask?)
    case layer(saved: [UInt32], opacity: UInt32, savedDirty: DeviceRegion?)
}
