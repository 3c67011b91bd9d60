import CFreeType
import TesseraGeometry
import TesseraRaster

/// Rasterized glyphs, shared by every draw: outlines per (face, glyph), coverage masks per
/// (face, pixel size, glyph, quarter-pixel x offset), and color emoji per (face, glyph, pixel
/// size).
///
/// FreeType faces are not thread-safe, so one FreeType library and its faces live behind the
/// lock; rasterizing happens outside it. Every cached value is a pure function of its key, so
/// which thread fills an entry never changes the bytes drawn.
final class GlyphCache: @unchecked Sendable {
    /// Horizontal positions are snapped to quarter pixels: four masks per glyph and size give
    /// even spacing without rasterizing every glyph instance.
    static let subpixelSteps = 4

    private struct GlyphKey: Hashable {
        var face: Int
        var glyph: UInt32
    }

    private struct MaskKey: Hashable {
        var face: Int
        var glyph: UInt32
        var pixelSize: UInt64
        var subpixel: Int
    }

    private let lock = Lock()
    private var library: FT_Library?
    private var ftFaces: [Int: FT_Face] = [:]
    private var outlines: [GlyphKey: Path?] = [:]
    private var masks: [MaskKey: CoverageMask?] = [:]
    private var colorGlyphs: [GlyphKey: ColorGlyph?] = [:]
    private var scaledColor: [MaskKey: Bitmap?] = [:]

    deinit {
        for face in ftFaces.values { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The glyph's coverage at `pixelSize` pixels per em, pen at (subpixel / 4, 0) of the mask's
    /// coordinate space (origin on the baseline, y down). Nil for glyphs that draw nothing.
    func mask(face: FontFace, glyph: UInt32, pixelSize: Double, subpixel: Int) -> CoverageMask? {
        let key = MaskKey(face: face.id, glyph: glyph, pixelSize: pixelSize.bitPattern, subpixel: subpixel)
        if let cached = lock.withLock({ masks[key] }) { return cached }
        let scale = pixelSize / face.unitsPerEm
        let transform = Transform(a: scale, b: 0, c: 0, d: -scale,
                                  tx: Double(subpixel) / Double(Self.subpixelSteps), ty: 0)
        let mask = outline(face: face, glyph: glyph)?.coverageMask(transform: transform, rule: .nonZero)
        lock.withLock { masks[key] = .some(mask) }
        return mask
    }

    /// A color glyph resampled to its size in device pixels at `pixelSize` pixels per em, with
    /// the offset of its top-left corner from the pen (device pixels, y down).
    func colorBitmap(face: FontFace, glyph: UInt32, pixelSize: Double) -> (bitmap: Bitmap, left: Double, top: Double)? {
        let glyphKey = GlyphKey(face: face.id, glyph: glyph)
        let color: ColorGlyph? = lock.withLock {
            if let cached = colorGlyphs[glyphKey] { return cached }
            let loaded = ftFace(face).flatMap { ColorGlyph.load($0, glyph: glyph) }
            colorGlyphs[glyphKey] = .some(loaded)
            return loaded
        }
        guard let color else { return nil }
        let k = pixelSize / color.ppem
        let width = max(1, Int((Double(color.bitmap.width) * k).rounded()))
        let height = max(1, Int((Double(color.bitmap.height) * k).rounded()))
        let key = MaskKey(face: face.id, glyph: glyph, pixelSize: pixelSize.bitPattern, subpixel: 0)
        let scaled: Bitmap?
        if let cached = lock.withLock({ scaledColor[key] }) {
            scaled = cached
        } else {
            scaled = color.resampled(width: width, height: height)
            lock.withLock { scaledColor[key] = .some(scaled) }
        }
        guard let scaled else { return nil }
        return (scaled, color.left * k, -color.top * k)
    }

    private func outline(face: FontFace, glyph: UInt32) -> Path? {
        let key = GlyphKey(face: face.id, glyph: glyph)
        return lock.withLock {
            if let cached = outlines[key] { return cached }
            let path = ftFace(face).flatMap { GlyphOutline.load($0, glyph: glyph) }
            outlines[key] = .some(path)
            return path
        }
    }

    /// The FreeType face for `face`, opened on first use. Called with the lock held.
    private func ftFace(_ face: FontFace) -> FT_Face? {
        if let open = ftFaces[face.id] { return open }
        if library == nil {
            var lib: FT_Library?
            guard FT_Init_FreeType(&lib) == 0 else { return nil }
            library = lib
        }
        var opened: FT_Face?
        guard FT_New_Face(library, face.path, face.index, &opened) == 0, let opened else { return nil }
        ftFaces[face.id] = opened
        return opened
    }
}
