import CHarfBuzz

/// One font file (face) opened for shaping: a HarfBuzz font at a scale of one unit per font
/// unit, so shaping results are size-independent and scaled to points by the caller.
///
/// HarfBuzz fonts are safe to shape with from several threads once made immutable, which is
/// why this class is `@unchecked Sendable`: nothing here changes after `init`.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// Stable within a `FontLibrary`; keys the glyph caches.
    public let id: Int
    public let path: String
    public let index: Int
    public let unitsPerEm: Double
    /// Ascender and descender (positive, below the baseline) and line gap in font units, from the
    /// table browsers use (OS/2 typo metrics when USE_TYPO_METRICS is set, otherwise hhea).
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double
    /// The family, weight and italic flag the file says it has (name and OS/2 tables), so fonts
    /// registered by path can be found by family name like installed ones.
    public let familyName: String
    /// The version string of the name table ("Version 4.000;git-…"), "" when there is none.
    public let version: String
    public let weight: Int
    public let italic: Bool
    /// True for bitmap color fonts (CBDT/sbix, e.g. Noto Color Emoji): drawn as images.
    public let hasColorBitmaps: Bool
    let hbFont: OpaquePointer

    init(id: Int, path: String, index: Int = 0) throws(TextError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .unreadableFontFile(path: path, reason: "cannot be read")
        }
        defer { hb_blob_destroy(blob) }
        guard index >= 0, UInt32(index) < hb_face_count(blob) else {
            throw .unreadableFontFile(path: path, reason: "is not an OpenType/TrueType font (or has no face \(index))")
        }
        let face = hb_face_create(blob, UInt32(index))
        defer { hb_face_destroy(face) }
        let upem = hb_face_get_upem(face)
        guard hb_face_get_glyph_count(face) > 0, upem > 0 else {
            throw .unreadableFontFile(path: path, reason: "has no glyphs")
        }
        guard let font = hb_font_create(face) else {
            throw .unreadableFontFile(path: path, reason: "HarfBuzz cannot create a font from it")
        }
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        self.id = id
        self.path = path
        self.index = index
        self.hbFont = font
        self.unitsPerEm = Double(upem)
        self.hasColorBitmaps = hb_ot_color_has_png(face) != 0
        func metric(_ tag: hb_ot_metrics_tag_t) -> Double {
            var v: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(font, tag, &v)
            return Double(v)
        }
        familyName = Self.name(of: face, hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY))
            ?? Self.name(of: face, hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY)) ?? ""
        version = Self.name(of: face, hb_ot_name_id_t(HB_OT_NAME_ID_VERSION_STRING)) ?? ""
        weight = Int(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT).rounded())
        italic = hb_style_get_value(font, HB_STYLE_TAG_ITALIC) != 0
        ascender = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
        descender = -metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
        lineGap = max(0, metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP))
    }

    private static func name(of face: OpaquePointer?, _ id: hb_ot_name_id_t) -> String? {
        var length: UInt32 = 256
        var buffer = [CChar](repeating: 0, count: Int(length))
        let total = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &length, &buffer)
        guard total > 0 else { return nil }
        let bytes = buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    deinit { hb_font_destroy(hbFont) }

    /// Whether the font maps this scalar to a glyph (its cmap has it).
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0
    }

    /// A stable order: family, then file and index.
    public static func byFamilyAndFile(_ a: FontFace, _ b: FontFace) -> Bool {
        (a.familyName, a.path, a.index) < (b.familyName, b.path, b.index)
    }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "FontFace(\(path)#\(index))" }
}
