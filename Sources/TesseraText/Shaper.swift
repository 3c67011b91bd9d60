import CHarfBuzz

/// Shapes a string with HarfBuzz, choosing a face per grapheme cluster (primary, then emoji,
/// then `FallbackOrder`) and cutting the result into `TextUnit`s with UAX #14 break
/// opportunities. Characters that still come out as `.notdef` (tofu) are listed as missing.
///
/// Each run of one face and one UAX #9 embedding level is shaped in its own direction; glyphs of
/// right-to-left runs are stored reversed, so all glyphs stay in logical order (ascending
/// clusters) for line breaking, and `TextLine` puts them back in visual order per line.
struct Shaper {
    let fonts: FontLibrary
    let primary: FontFace
    let size: Double
    let tracking: Double
    let tabularNumbers: Bool
    /// The Han design of the text's locale, which picks the CJK fallback face.
    let han: HanVariant?
    /// Where words may break with a hyphen (`none`: only where UAX #14 allows).
    var hyphenation: Hyphenation = .none

    func shape(_ text: String) -> ShapedText {
        let utf8 = Array(text.utf8)
        let clusters = graphemeClusters(of: text)
        let bidi = BidiLevels(text.unicodeScalars.map(\.value))
        var scalarIndex = 0
        let levelOfCluster = clusters.map { cluster in
            defer { scalarIndex += cluster.character.unicodeScalars.count }
            return (level: bidi.levels[scalarIndex], paragraph: bidi.paragraphLevels[scalarIndex])
        }
        var faces: [FontFace] = [primary]
        let faceOfCluster = clusters.map { cluster in
            let face = self.face(for: cluster.character)
            if let i = faces.firstIndex(of: face) { return UInt16(i) }
            faces.append(face)
            return UInt16(faces.count - 1)
        }
        var glyphs: [ShapedGlyph] = []
        var glyphClusters: [Int] = []
        var clusterStarts = [Bool](repeating: false, count: utf8.count + 1)
        var notdefClusters: [Int] = []
        glyphs.reserveCapacity(utf8.count)
        glyphClusters.reserveCapacity(utf8.count)
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let features = shapingFeatures()
        var runStart = 0
        while runStart < clusters.count {
            var runEnd = runStart + 1
            while runEnd < clusters.count, faceOfCluster[runEnd] == faceOfCluster[runStart],
                  levelOfCluster[runEnd].level == levelOfCluster[runStart].level { runEnd += 1 }
            let isRightToLeft = levelOfCluster[runStart].level % 2 == 1
            let faceIndex = faceOfCluster[runStart]
            let face = faces[Int(faceIndex)]
            let scale = Float(size / face.unitsPerEm)
            let byteStart = clusters[runStart].utf8Start
            let byteEnd = runEnd < clusters.count ? clusters[runEnd].utf8Start : utf8.count
            hb_buffer_clear_contents(buffer)
            utf8.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) {
                    hb_buffer_add_utf8(buffer, $0.baseAddress, Int32(utf8.count), UInt32(byteStart), Int32(byteEnd - byteStart))
                }
            }
            hb_buffer_set_direction(buffer, isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_guess_segment_properties(buffer)
            features.withUnsafeBufferPointer { hb_shape(face.hbFont, buffer, $0.baseAddress, UInt32($0.count)) }
            var count: UInt32 = 0
            if let infos = hb_buffer_get_glyph_infos(buffer, &count),
               let positions = hb_buffer_get_glyph_positions(buffer, &count) {
                for k in 0..<Int(count) {
                    let i = isRightToLeft ? Int(count) - 1 - k : k
                    let info = infos[i], pos = positions[i]
                    glyphs.append(ShapedGlyph(
                        id: info.codepoint, face: faceIndex, advance: Float(pos.x_advance) * scale,
                        offsetX: Float(pos.x_offset) * scale, offsetY: Float(pos.y_offset) * scale))
                    glyphClusters.append(Int(info.cluster))
                    clusterStarts[Int(info.cluster)] = true
                    if info.codepoint == 0 { notdefClusters.append(Int(info.cluster)) }
                }
            }
            runStart = runEnd
        }
        let units = units(text: text, clusters: clusters, levels: levelOfCluster, utf8Count: utf8.count,
                          clusterStarts: clusterStarts, glyphClusters: glyphClusters, glyphs: &glyphs)
        let missing = Self.addingPrivateUse(to: missingScalars(clusters: clusters, notdefClusters: notdefClusters) {
            faces[Int(faceOfCluster[$0])]
        }, in: text)
        return ShapedText(utf8: utf8, faces: faces, size: size, glyphs: glyphs, units: units, primary: primary,
                          missingCharacters: missing)
    }

    /// The visible scalars of the grapheme clusters HarfBuzz drew as `.notdef` that their face
    /// lacks, in order of first appearance, each once. Default-ignorable characters and controls
    /// are never drawn, so they never count.
    private func missingScalars(
        clusters: [GraphemeCluster], notdefClusters: [Int], face: (Int) -> FontFace
    ) -> [Unicode.Scalar] {
        guard !notdefClusters.isEmpty else { return [] }
        let starts = clusters.map(\.utf8Start)
        var seen = Set<UInt32>()
        var missing: [Unicode.Scalar] = []
        var lastCluster = -1
        for offset in notdefClusters.sorted() {
            // The grapheme cluster holding this byte offset.
            var low = 0, high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            guard low != lastCluster else { continue }
            lastCluster = low
            let clusterFace = face(low)
            for scalar in clusters[low].character.unicodeScalars
            where !scalar.properties.isDefaultIgnorableCodePoint && !Self.isControl(scalar)
                && !clusterFace.hasGlyph(for: scalar) && seen.insert(scalar.value).inserted {
                missing.append(scalar)
            }
        }
        return missing
    }

    /// `missing` with the text's private-use characters (U+E000–U+F8FF, planes 15 and 16) added,
    /// in order of first appearance. A private-use code point means only what one font makes of
    /// it (Inter draws an ornament at U+E000, another font a logo or nothing), so a render that
    /// shows one depends on which fonts happen to be installed: it counts as missing even when a
    /// face has a glyph, and drawing it needs the same explicit permission as tofu.
    static func addingPrivateUse(to missing: [Unicode.Scalar], in text: String) -> [Unicode.Scalar] {
        guard text.unicodeScalars.contains(where: isPrivateUse) else { return missing }
        let notdef = Set(missing.map(\.value))
        var seen = Set<UInt32>()
        return Array(text.unicodeScalars.filter { (notdef.contains($0.value) || isPrivateUse($0)) && seen.insert($0.value).inserted })
    }

    static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000 && scalar.value & 0xFFFF <= 0xFFFD
    }

    // MARK: - Faces

    /// Emoji-presentation clusters go to the emoji face first; anything else to the primary face
    /// if it has every visible scalar, else to the first face that does.
    private func face(for character: Character) -> FontFace {
        // Fast path for the common case, a lone scalar below U+2000 (Latin, Greek, Cyrillic...):
        // no emoji-presentation characters live there.
        let view = character.unicodeScalars
        if let only = view.first, only.value < 0x2000, view.index(after: view.startIndex) == view.endIndex,
           only.value < 0x20 || primary.hasGlyph(for: only) {
            return primary
        }
        let scalars = character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint && !Self.isControl($0) }
        if scalars.isEmpty { return primary }
        if Self.isEmojiPresentation(character), let emoji = fonts.emojiFace,
           scalars.allSatisfy({ emoji.hasGlyph(for: $0) || $0.properties.generalCategory == .nonspacingMark }) {
            return emoji
        }
        guard let missing = scalars.first(where: { !primary.hasGlyph(for: $0) }) else { return primary }
        if let emoji = fonts.emojiFace, scalars.allSatisfy({ emoji.hasGlyph(for: $0) }) { return emoji }
        return fonts.fallbackFace(for: missing, han: han) ?? primary
    }

    private static func isEmojiPresentation(_ c: Character) -> Bool {
        let scalars = c.unicodeScalars
        guard let first = scalars.first, first.properties.isEmoji else { return false }
        if first.properties.isEmojiPresentation { return true }
        // A text-default emoji (☀, ❤, digits) becomes an emoji with VS16 or in a sequence.
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D
            || $0.properties.isEmojiModifier }
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.properties.generalCategory == .control || s.properties.generalCategory == .lineSeparator
            || s.properties.generalCategory == .paragraphSeparator
    }

    private func shapingFeatures() -> [hb_feature_t] {
        var features: [hb_feature_t] = []
        func add(_ tag: String, _ value: UInt32) {
            var f = hb_feature_t()
            f.tag = tag.utf8.reduce(0) { $0 << 8 | UInt32($1) }
            f.value = value
            f.start = 0
            f.end = UInt32.max
            features.append(f)
        }
        if tabularNumbers { add("tnum", 1) }
        // CSS turns optional ligatures off under letter spacing: spaced letters must stay letters.
        if tracking != 0 { add("liga", 0); add("clig", 0) }
        return features
    }

    // MARK: - Units

    private func units(
        text: String, clusters: [GraphemeCluster], levels: [(level: UInt8, paragraph: UInt8)], utf8Count: Int, clusterStarts: [Bool], glyphClusters: [Int],
        glyphs: inout [ShapedGlyph]
    ) -> [TextUnit] {
        let breaks = LineBreakOpportunities.compute(text, utf8Count: utf8Count, hyphenation: hyphenation)
        var units: [TextUnit] = []
        units.reserveCapacity(clusters.count)
        var glyph = 0
        for (index, cluster) in clusters.enumerated() {
            let end = index + 1 < clusters.count ? clusters[index + 1].utf8Start : utf8Count
            if !units.isEmpty, !clusterStarts[cluster.utf8Start] {
                units[units.count - 1].textEnd = Int32(end)
                units[units.count - 1].graphemeCount += 1
            } else {
                units.append(TextUnit(
                    textStart: Int32(cluster.utf8Start), textEnd: Int32(end), graphemeStart: Int32(index),
                    graphemeCount: 1, glyphStart: Int32(glyph), glyphEnd: Int32(glyph), advance: 0,
                    kind: Self.kind(of: cluster.character), breakAfter: .none,
                    bidiLevel: levels[index].level, paragraphLevel: levels[index].paragraph))
            }
            while glyph < glyphClusters.count, glyphClusters[glyph] < end { glyph += 1 }
            units[units.count - 1].glyphEnd = Int32(glyph)
        }
        for u in units.indices {
            var unit = units[u]
            unit.breakAfter = u == units.count - 1 ? .none : breaks[Int(unit.textEnd) - 1]
            if unit.kind == .newline {
                for g in unit.glyphRange { glyphs[g].advance = 0 }
                unit.breakAfter = .mandatory
            } else if tracking != 0, glyphs[unit.glyphRange].contains(where: { $0.advance != 0 }) {
                // A unit that draws nothing (bidi marks and overrides, soft hyphens: HarfBuzz
                // gives them no advance) takes no spacing, as CSS ignores such characters: a
                // negative spacing after them would shrink a line only once the line is complete,
                // and the greedy breaker, summing as it goes, would wrap text measured as fitting.
                glyphs[Int(unit.glyphEnd) - 1].advance += Float(tracking * Double(unit.graphemeCount))
            }
            unit.advance = glyphs[unit.glyphRange].reduce(0) { $0 + Double($1.advance) }
            units[u] = unit
        }
        return units
    }

    private static func kind(of c: Character) -> TextUnit.Kind {
        guard let s = c.unicodeScalars.first else { return .content }
        switch s.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return .newline
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
        default: return .content
        }
    }
}

/// One extended grapheme cluster (what a user sees as one character) and where it starts.
struct GraphemeCluster {
    var character: Character
    var utf8Start: Int
}

func graphemeClusters(of text: String) -> [GraphemeCluster] {
    var clusters: [GraphemeCluster] = []
    var offset = 0
    for c in text {
        clusters.append(GraphemeCluster(character: c, utf8Start: offset))
        offset += c.utf8.count
    }
    return clusters
}
