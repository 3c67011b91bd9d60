import TesseraGeometry

/// A display list that starts by painting the whole canvas one opaque color (a renderer's page
/// background: every gallery story, most renders) is drawn on a canvas made that color instead
/// of made transparent and then filled: one pass over the pixels instead of two. On the
/// gallery's median story image the two passes were 4–6% of its time (issue #19).
///
/// The pixels are those of the plain way by construction: that first fill is a pixel-aligned
/// rectangle over every pixel with no clip or layer in force, which the plain pipeline draws as
/// a plain store of the packed color into every pixel (`PixelAlignedRect`, `fillSolid` with
/// an opaque color). `OpaqueStartTests` holds it to the plain way.
extension Canvas {
    /// The packed color every pixel has after `list`'s first operation when that operation is
    /// an opaque solid fill of a pixel-aligned rectangle covering the whole `width × height`
    /// canvas at `scale`; else nil.
    static func opaqueStart(of list: DisplayList, width: Int, height: Int, scale: Double) -> UInt32? {
        guard case .fill(let path, .solid(let color), _, let transform)? = list.operations.first,
              let shader = PaintShader(.solid(color), transform: .scale(scale)),
              case .solid(let packed) = shader.kind, packed >> 24 == 255,
              let box = PixelAlignedRect.region(of: path, transform: transform.concatenating(.scale(scale))),
              box.x0 <= 0, box.y0 <= 0, box.x1 >= width, box.y1 >= height else { return nil }
        return packed
    }

}
