import CHarfBuzz

/// Shapes a string with HarfBuzz, choosing a face per grapheme cluster (primary, then emoji,
/// then a fontconfig fallback) and cutting the result into `TextUnit`s with UAX #14 break
/// opportunities.
///
/// Direction is left-to-right only: bidirectional reordering is not supported yet.
struct Shaper {
    let fonts: FontLibrary
    let primary: FontFace
    let size: Double
    let tracking: Double
    let tabularNumbers: Bool

    func shape(_ text: String) -> ShapedText {
        let utf8 = Array(text.utf8)
        let clusters = graphemeClusters(of: text)
        var faces: [FontFace] = [primary]
        let faceOfCluster = clusters.map { cluster in
            let face = self.face(for: cluster.character)
            if let i = faces.firstIndex(of: face) { return UInt16(i) }
            faces.append(face)
            return UInt16(faces.count - 1)
        }
        var shaped = ShapedText(
            utf8: utf8, faces: faces, size: size,
            ascender: primary.ascender * size / primary.unitsPerEm,
            descender: primary.descender * size / primary.unitsPerEm,
            lineGap: primary.lineGap * size / primary.unitsPerEm)
        guard !utf8.isEmpty else { return shaped }

        var clusterStarts = [Bool](repeating: false, count: utf8.count + 1)
        var glyphClusters: [Int] = []
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let features = shapingFeatures()
        var runStart = 0
        while runStart < clusters.count {
            var runEnd = runStart + 1
            while runEnd < clusters.count, faceOfCluster[runEnd] == faceOfCluster[runStart] { runEnd += 1 }
            let faceIndex = faceOfCluster[runStart]
            let face = faces[Int(faceIndex)]
            let scale = size / face.unitsPerEm
            let byteStart = clusters[runStart].utf8Start
            let byteEnd = runEnd < clusters.count ? clusters[runEnd].utf8Start : utf8.count
            hb_buffer_clear_contents(buffer)
            utf8.withUnsafeBufferPointer { bytes in
                bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
                    hb_buffer_add_utf8(buffer, $0, Int32(utf8.count), UInt32(byteStart), Int32(byteEnd - byteStart))
                }
            }
            hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
            hb_buffer_guess_segment_properties(buffer)
            features.withUnsafeBufferPointer { hb_shape(face.hbFont, buffer, $0.baseAddress, UInt32($0.count)) }
            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
            for i in 0..<Int(count) {
                let info = infos![i], pos = positions![i]
                shaped.glyphs.append(info.codepoint)
                shaped.glyphFaces.append(faceIndex)
                shaped.advances.append(Double(pos.x_advance) * scale)
                shaped.offsetsX.append(Double(pos.x_offset) * scale)
                shaped.offsetsY.append(Double(pos.y_offset) * scale)
                glyphClusters.append(Int(info.cluster))
                clusterStarts[Int(info.cluster)] = true
            }
            runStart = runEnd
        }
        shaped.units = units(text: text, clusters: clusters, utf8: utf8, clusterStarts: clusterStarts,
                             glyphClusters: glyphClusters, shaped: &shaped)
        return shaped
    }

    // MARK: - Faces

    /// Emoji-presentation clusters go to the emoji face first; anything else to the primary face
    /// if it has every visible scalar, else to the first face that does.
    private func face(for character: Character) -> FontFace {
        let scalars = character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint && !Self.isControl($0) }
        if scalars.isEmpty { return primary }
        if Self.isEmojiPresentation(character), let emoji = fonts.emojiFace,
           scalars.allSatisfy({ emoji.hasGlyph(for: $0) || $0.properties.generalCategory == .nonspacingMark }) {
            return emoji
        }
        guard let missing = scalars.first(where: { !primary.hasGlyph(for: $0) }) else { return primary }
        if let emoji = fonts.emojiFace, scalars.allSatisfy({ emoji.hasGlyph(for: $0) }) { return emoji }
        return fonts.fallbackFace(for: missing) ?? primary
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
        text: String, clusters: [GraphemeCluster], utf8: [UInt8], clusterStarts: [Bool], glyphClusters: [Int],
        shaped: inout ShapedText
    ) -> [TextUnit] {
        let breaks = LineBreakOpportunities.compute(text, utf8Count: utf8.count)
        var units: [TextUnit] = []
        units.reserveCapacity(clusters.count)
        var glyph = 0
        for (index, cluster) in clusters.enumerated() {
            let end = index + 1 < clusters.count ? clusters[index + 1].utf8Start : utf8.count
            let kind = Self.kind(of: cluster.character)
            if !units.isEmpty, !clusterStarts[cluster.utf8Start] {
                units[units.count - 1].textEnd = end
                units[units.count - 1].graphemeCount += 1
            } else {
                units.append(TextUnit(
                    textStart: cluster.utf8Start, textEnd: end, graphemeStart: index, graphemeCount: 1,
                    glyphStart: glyph, glyphEnd: glyph, advance: 0, kind: kind, breakAfter: .none))
            }
            while glyph < glyphClusters.count, glyphClusters[glyph] < end { glyph += 1 }
            units[units.count - 1].glyphEnd = glyph
        }
        for u in units.indices {
            var unit = units[u]
            unit.breakAfter = u == units.count - 1 ? .none : breaks[unit.textEnd - 1]
            if unit.kind == .newline {
                for g in unit.glyphStart..<unit.glyphEnd { shaped.advances[g] = 0 }
                unit.breakAfter = .mandatory
            } else if tracking != 0, unit.glyphEnd > unit.glyphStart {
                shaped.advances[unit.glyphEnd - 1] += tracking * Double(unit.graphemeCount)
            }
            unit.advance = shaped.advances[unit.glyphStart..<unit.glyphEnd].reduce(0, +)
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
