extension BoxBlur {
    /// The blur's working memory: the running sums of its passes and the collapsed mask, kept
    /// by a canvas from shadow to shadow (and by a `RasterScratch` from image to image) instead
    /// of allocated and zeroed for every shadow: the vertical passes alone take 16 bytes per
    /// pixel of the mask they blur (issue #19, "No allocation per image in steady state").
    ///
    /// Every element is written before it is read (each pass fills what the next reads), so
    /// the buffers are only ever grown, never cleared. A buffer past `RasterScratch.keptBytes`
    /// is dropped after the blur that needed it, so one huge shadow does not pin its memory
    /// for the rest of the image.
    struct Scratch: Sendable {
        /// The collapsed mask (`apply`).
        var small: [UInt8] = []
        /// Two rows of horizontal sums.
        var lines: [Int64] = []
        /// The previous source row and its blurred result (horizontal passes).
        var rows: [UInt8] = []
        /// The two vertical stages and a row of running sums.
        var stages: [Int64] = []

        init() {}

        /// `buffer` holding at least `count` elements: its own storage when large enough (its
        /// contents left as they are), else new storage (the old not copied).
        static func reserve<Element: FixedWidthInteger>(_ buffer: inout [Element], _ count: Int) {
            if buffer.count < count { buffer = [Element](repeating: 0, count: count) }
        }

        /// Frees the buffers larger than `RasterScratch.keptBytes`.
        mutating func dropLarge() {
            RasterScratch.dropIfLarge(&small)
            RasterScratch.dropIfLarge(&lines)
            RasterScratch.dropIfLarge(&rows)
            RasterScratch.dropIfLarge(&stages)
        }
    }
}
