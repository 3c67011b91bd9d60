import CFontconfig
import Foundation

/// Finds and owns font faces: files registered by path (brand fonts) first, then installed fonts
/// through fontconfig, plus per-character fallback faces (emoji first, then `FallbackOrder`).
///
/// Shared by every render (`TextEngine.shared.fonts`); all state sits behind one lock, and the
/// faces it hands out are immutable, so any thread may use it.
public final class FontLibrary: @unchecked Sendable {
    private let lock = Lock()
    private var facesByFile: [String: FontFace] = [:]
    private var registered: [FontFace] = []
    private var resolved: [FaceQuery: FontFace] = [:]
    private var fallbackByScalar: [FallbackKey: FontFace?] = [:]
    private var fallbackFamilies: [String: FontFace?] = [:]
    private var emoji: FontFace??
    private var nextID = 0

    private struct FaceQuery: Hashable {
        var family: String
        var weight: Int
        var italic: Bool
    }

    private struct FallbackKey: Hashable {
        var scalar: UInt32
        var han: HanVariant?
    }

    public init() {}

    /// Registers a font file so its family can be used by name; returns the family name it
    /// declares. Registered families win over installed ones of the same name.
    @discardableResult
    public func register(fileAt path: String) throws(TextError) -> String {
        let face = try lock.withLock { () throws(TextError) -> FontFace in
            let face = try openFace(path: path, index: 0)
            if !registered.contains(face) { registered.append(face) }
            resolved.removeAll()
            fallbackFamilies.removeAll()
            fallbackByScalar.removeAll()
            return face
        }
        return face.familyName
    }

    /// The face for a family, weight (100–900) and style. A family that is neither registered
    /// nor installed is an error; the primary font is never silently substituted.
    public func face(family: String, weight: Int, italic: Bool) throws(TextError) -> FontFace {
        let query = FaceQuery(family: family, weight: weight, italic: italic)
        return try lock.withLock { () throws(TextError) -> FontFace in
            if let face = resolved[query] { return face }
            let face: FontFace
            if let registeredFace = registeredFace(query) { face = registeredFace } else { face = try installedFace(query) }
            resolved[query] = face
            return face
        }
    }

    /// Every face opened so far — primary faces and the fallbacks consulted — by family and file:
    /// the font set a process's renders depended on.
    public var openedFaces: [FontFace] {
        lock.withLock { facesByFile.values.sorted(by: FontFace.byFamilyAndFile) }
    }

    /// The color emoji face (Noto Color Emoji through fontconfig's `emoji` alias), if installed.
    public var emojiFace: FontFace? {
        lock.withLock {
            if let emoji { return emoji }
            let face = matchFace(family: "emoji", weight: 400, italic: false, requiring: nil)
                .flatMap { $0.hasColorBitmaps ? $0 : nil }
            emoji = .some(face)
            return face
        }
    }

    /// The first face in `FallbackOrder` for `han` that has a glyph for `scalar`, else whatever
    /// fontconfig finds; nil when no installed font covers it.
    func fallbackFace(for scalar: Unicode.Scalar, han: HanVariant?) -> FontFace? {
        lock.withLock {
            let key = FallbackKey(scalar: scalar.value, han: han)
            if let cached = fallbackByScalar[key] { return cached }
            let listed = FallbackOrder.families(han: han).lazy.compactMap { self.fallbackFamilyFace($0) }
                .first { $0.hasGlyph(for: scalar) }
            let face = listed ?? matchFace(family: "sans-serif", weight: 400, italic: false, requiring: scalar)
                .flatMap { $0.hasGlyph(for: scalar) ? $0 : nil }
            fallbackByScalar[key] = face
            return face
        }
    }

    // MARK: - Lookup (called with the lock held)

    /// The regular face of a fallback family, registered or installed; nil (remembered) when
    /// neither has it.
    private func fallbackFamilyFace(_ family: String) -> FontFace? {
        if let known = fallbackFamilies[family] { return known }
        let query = FaceQuery(family: family, weight: 400, italic: false)
        let face = registeredFace(query)
            ?? matchFace(family: family, weight: 400, italic: false, requiring: nil, exactFamily: true)
        fallbackFamilies[family] = face
        return face
    }

    /// CSS-like matching among registered files: same family, same style preferred, nearest weight.
    private func registeredFace(_ q: FaceQuery) -> FontFace? {
        let family = registered.filter { $0.familyName.caseInsensitiveCompare(q.family) == .orderedSame }
        return family.min { a, b in
            let ka = (a.italic == q.italic ? 0 : 10_000) + abs(a.weight - q.weight)
            let kb = (b.italic == q.italic ? 0 : 10_000) + abs(b.weight - q.weight)
            return ka != kb ? ka < kb : a.id < b.id
        }
    }

    private func installedFace(_ q: FaceQuery) throws(TextError) -> FontFace {
        if let face = matchFace(family: q.family, weight: q.weight, italic: q.italic, requiring: nil, exactFamily: true) {
            return face
        }
        let files = registered.map(\.path)
        let places = ["registered fonts (\(files.isEmpty ? "none" : files.joined(separator: ", ")))"]
            + Self.fontconfigDirectories().map { "\($0) (fontconfig)" }
        throw .familyNotFound(family: q.family, weight: q.weight, italic: q.italic, searched: places)
    }

    /// Asks fontconfig for the best match; with `exactFamily`, a match from another family (the
    /// fontconfig default substitute) counts as not found.
    private func matchFace(
        family: String, weight: Int, italic: Bool, requiring scalar: Unicode.Scalar?, exactFamily: Bool = false
    ) -> FontFace? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { _ = FcPatternAddString(pattern, "family", $0) }
        }
        FcPatternAddInteger(pattern, "weight", FcWeightFromOpenType(Int32(weight)))
        FcPatternAddInteger(pattern, "slant", italic ? 100 : 0)  // FC_SLANT_ITALIC : FC_SLANT_ROMAN
        if let scalar, let charset = FcCharSetCreate() {
            FcCharSetAddChar(charset, scalar.value)
            FcPatternAddCharSet(pattern, "charset", charset)
            FcCharSetDestroy(charset)
        }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        if exactFamily && !Self.families(of: match).contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) {
            return nil
        }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "file", 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(match, "index", 0, &index)
        return try? openFace(path: String(cString: file), index: Int(index))
    }

    private static func families(of pattern: OpaquePointer) -> [String] {
        var names: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        var i: Int32 = 0
        while FcPatternGetString(pattern, "family", i, &value) == FcResultMatch, let value {
            names.append(String(cString: value))
            i += 1
        }
        return names
    }

    private static func fontconfigDirectories() -> [String] {
        guard let list = FcConfigGetFontDirs(nil) else { return [] }
        defer { FcStrListDone(list) }
        var dirs: [String] = []
        while let dir = FcStrListNext(list) { dirs.append(String(cString: dir)) }
        return dirs
    }

    private func openFace(path: String, index: Int) throws(TextError) -> FontFace {
        let key = "\(path)#\(index)"
        if let face = facesByFile[key] { return face }
        let face = try FontFace(id: nextID, path: path, index: index)
        nextID += 1
        facesByFile[key] = face
        return face
    }
}
