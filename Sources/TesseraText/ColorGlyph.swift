import CFreeType
import TesseraRaster

/// A color bitmap glyph (CBDT emoji) as FreeType stores it at the font's fixed strike size,
/// converted to premultiplied RGBA.
struct ColorGlyph: Sendable {
    let bitmap: Bitmap
    /// Offset of the bitmap's top-left corner from the pen on the baseline, in strike pixels
    /// (y up, as FreeType gives it).
    let left: Double
    let top: Double
    /// The strike's pixels per em: strike pixels × (font size / ppem) = points.
    let ppem: Double

    /// Loads `glyph` from the largest strike; nil if the face has no color bitmap for it.
    /// The caller holds the FreeType lock.
    static func load(_ face: FT_Face, glyph: UInt32) -> ColorGlyph? {
        let strikes = Int(face.pointee.num_fixed_sizes)
        guard strikes > 0, let sizes = face.pointee.available_sizes else { return nil }
        let best = (0..<strikes).max { sizes[$0].y_ppem < sizes[$1].y_ppem } ?? 0
        guard FT_Select_Size(face, Int32(best)) == 0,
              FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0,
              let slot = face.pointee.glyph else { return nil }
        let source = slot.pointee.bitmap
        let width = Int(source.width), height = Int(source.rows)
        guard source.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, height > 0,
              let buffer = source.buffer else { return nil }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let pitch = Int(source.pitch)
        for y in 0..<height {
            let row = buffer + (pitch >= 0 ? y * pitch : (height - 1 - y) * -pitch)
            for x in 0..<width {
                let o = (y * width + x) * 4
                // FreeType's BGRA is premultiplied already; only the byte order changes.
                rgba[o] = row[x * 4 + 2]
                rgba[o + 1] = row[x * 4 + 1]
                rgba[o + 2] = row[x * 4]
                rgba[o + 3] = row[x * 4 + 3]
            }
        }
        guard let bitmap = try? Bitmap(width: width, height: height, pixels: rgba) else { return nil }
        return ColorGlyph(bitmap: bitmap, left: Double(slot.pointee.bitmap_left), top: Double(slot.pointee.bitmap_top),
                          ppem: Double(sizes[best].y_ppem) / 64)
    }

    /// The bitmap box-filtered to `width × height` device pixels: emoji are drawn at a small
    /// fraction of their 109 ppem strike, where bilinear sampling alone would alias.
    func resampled(width: Int, height: Int) -> Bitmap? {
        let sw = bitmap.width, sh = bitmap.height
        let source = bitmap.pixels
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let fx = Double(sw) / Double(width), fy = Double(sh) / Double(height)
        for y in 0..<height {
            let y0 = Double(y) * fy, y1 = y0 + fy
            for x in 0..<width {
                let x0 = Double(x) * fx, x1 = x0 + fx
                var acc: (Double, Double, Double, Double) = (0, 0, 0, 0)
                var sy = Int(y0)
                while Double(sy) < y1, sy < sh {
                    let wy = min(y1, Double(sy + 1)) - max(y0, Double(sy))
                    var sx = Int(x0)
                    while Double(sx) < x1, sx < sw {
                        let w = wy * (min(x1, Double(sx + 1)) - max(x0, Double(sx)))
                        let i = (sy * sw + sx) * 4
                        acc.0 += w * Double(source[i]); acc.1 += w * Double(source[i + 1])
                        acc.2 += w * Double(source[i + 2]); acc.3 += w * Double(source[i + 3])
                        sx += 1
                    }
                    sy += 1
                }
                let area = fx * fy, o = (y * width + x) * 4
                let a = min(255, (acc.3 / area).rounded())
                out[o + 3] = UInt8(a)
                out[o] = UInt8(min(a, (acc.0 / area).rounded()))
                out[o + 1] = UInt8(min(a, (acc.1 / area).rounded()))
                out[o + 2] = UInt8(min(a, (acc.2 / area).rounded()))
            }
        }
        return try? Bitmap(width: width, height: height, pixels: out)
    }
}
