import CFreeType
import TesseraGeometry
import TesseraRaster

/// Glyph outlines from FreeType, unhinted and unscaled (font units, y up), decomposed into a
/// TesseraRaster `Path`. Unhinted so renders do not depend on the FreeType build's hinter.
enum GlyphOutline {
    /// The outline of `glyph`, or nil when it has none (space) or FreeType cannot load it.
    /// The caller holds the FreeType lock.
    static func load(_ face: FT_Face, glyph: UInt32) -> Path? {
        let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
        guard FT_Load_Glyph(face, glyph, Int32(flags)) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
              slot.pointee.outline.n_points > 0 else { return nil }
        let sink = PathSink()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                PathSink.from(user).path.closeSubpath()
                PathSink.from(user).path.move(to: PathSink.point(to))
                return 0
            },
            line_to: { to, user in
                PathSink.from(user).path.line(to: PathSink.point(to))
                return 0
            },
            conic_to: { control, to, user in
                PathSink.from(user).path.quadCurve(to: PathSink.point(to), control: PathSink.point(control))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                PathSink.from(user).path.curve(
                    to: PathSink.point(to), control1: PathSink.point(control1), control2: PathSink.point(control2))
                return 0
            },
            shift: 0, delta: 0)
        let status = withExtendedLifetime(sink) {
            FT_Outline_Decompose(&slot.pointee.outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == 0 else { return nil }
        sink.path.closeSubpath()
        return sink.path.isEmpty ? nil : sink.path
    }
}

/// Collects FreeType's decomposition callbacks (C function pointers cannot capture, so the
/// path travels through the `user` pointer).
private final class PathSink {
    var path = Path()

    static func from(_ user: UnsafeMutableRawPointer?) -> PathSink {
        Unmanaged<PathSink>.fromOpaque(user!).takeUnretainedValue()
    }

    static func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
        guard let v else { return .zero }
        return Point(x: Double(v.pointee.x), y: Double(v.pointee.y))
    }
}
