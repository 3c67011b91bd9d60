/// A rectangle of whole pixels: where the differing pixels of a comparison lie, so a failure
/// message can say where to look.
public struct PixelRegion: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// "x 10…19, y 4…4" — inclusive pixel ranges, as an image viewer shows coordinates.
    public var description: String {
        "x \(x)…\(x + width - 1), y \(y)…\(y + height - 1)"
    }
}
