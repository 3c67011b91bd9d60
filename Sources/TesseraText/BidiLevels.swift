import CFriBidi

/// UAX #9 embedding levels (rules P2–I1, via FriBidi) for each Unicode scalar of a text, one
/// paragraph at a time: a paragraph ends after a paragraph separator (newline), and its base
/// direction comes from its first strong character (left to right if it has none).
///
/// Even levels run left to right, odd ones right to left. Reordering (L1 trailing spaces, L2)
/// happens per line, after breaking; see `VisualOrder`.
struct BidiLevels {
    /// The resolved level of each scalar.
    var levels: [UInt8]
    /// The base (paragraph) level of each scalar's paragraph: 0 or 1.
    var paragraphLevels: [UInt8]

    init(_ scalars: [UInt32]) {
        levels = [UInt8](repeating: 0, count: scalars.count)
        paragraphLevels = levels
        // Text with no right-to-left character and no explicit embedding is all level 0: skip
        // the algorithm, so left-to-right text costs nothing and stays exactly as it was.
        guard scalars.contains(where: Self.mayBeRightToLeft) else { return }
        var start = 0
        while start < scalars.count {
            var end = start
            while end < scalars.count, !Self.isParagraphSeparator(scalars[end]) { end += 1 }
            end = min(end + 1, scalars.count)
            resolveParagraph(scalars, start..<end)
            start = end
        }
    }

    private mutating func resolveParagraph(_ scalars: [UInt32], _ range: Range<Int>) {
        let count = range.count
        var types = [FriBidiCharType](repeating: FRIBIDI_TYPE_ON, count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var paragraphLevels = [FriBidiLevel](repeating: 0, count: count)
        // No direction requested: take it from the first strong character (P2, P3).
        var direction = FRIBIDI_PAR_ON
        let resolved = scalars[range].withUnsafeBufferPointer { chars in
            fribidi_get_bidi_types(chars.baseAddress, Int32(count), &types)
            fribidi_get_bracket_types(chars.baseAddress, Int32(count), types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, Int32(count), &direction, &paragraphLevels)
        }
        // Zero means FriBidi failed (out of memory): the paragraph then stays left to right.
        guard resolved > 0 else { return }
        let base: UInt8 = direction == FRIBIDI_PAR_RTL ? 1 : 0
        for (i, level) in paragraphLevels.enumerated() {
            levels[range.lowerBound + i] = UInt8(clamping: level)
            self.paragraphLevels[range.lowerBound + i] = base
        }
    }

    /// Hebrew, Arabic, Syriac, Thaana, NKo... (U+0590–U+08FF), RTL presentation forms, RTL
    /// supplementary blocks, and the explicit marks and embeddings that can start an RTL run.
    private static func mayBeRightToLeft(_ s: UInt32) -> Bool {
        switch s {
        case 0x0590...0x08FF, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFB1D...0xFDFF, 0xFE70...0xFEFF,
             0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return true
        default:
            return false
        }
    }

    private static func isParagraphSeparator(_ s: UInt32) -> Bool {
        s == 0x0A || s == 0x0D || s == 0x1C || s == 0x1D || s == 0x1E || s == 0x85 || s == 0x2029
    }
}
