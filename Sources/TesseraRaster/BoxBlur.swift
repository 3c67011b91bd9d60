/// A Gaussian blur approximated by three successive box blurs per axis, sized per the CSS /
/// SVG filter specification (feGaussianBlur): d = ⌊σ·3·√(2π)/4 + 0.5⌋; for odd d three centered
/// boxes of size d, for even d two boxes of size d offset half a pixel left then right and one
/// centered box of size d + 1.
///
/// The three passes are summed in exact integers and divided once, so the result is exactly
/// mirror-symmetric (a symmetric shape gets a symmetric shadow) and independent of pass order.
/// Long runs of identical rows and columns (the straight sides of rectangles and rounded
/// rectangles) are collapsed before blurring and expanded after, exactly, which is the fast path
/// for card shadows. The vertical passes run over whole rows at once (a running sum per column),
/// so they read memory in order and vectorize.
struct BoxBlur {
    /// The three box sizes and their left extents (pixels taken before the center).
    let boxes: [(size: Int, left: Int)]
    /// How far the blur spreads beyond the shape on each side.
    let radius: Int

    /// Device sigmas above this are clamped: the shadow is then a faint wash anyway, and the
    /// cap bounds the blur's buffers (a spread of about 3σ on each side).
    static let maxSigma = 500.0

    init?(sigma: Double) {
        guard sigma.isFinite, sigma >= 0.5 else { return nil }
        let s = min(sigma, Self.maxSigma)
        let d = Int((s * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return nil }
        if d % 2 == 1 {
            boxes = [(d, d / 2), (d, d / 2), (d, d / 2)]
        } else {
            boxes = [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
        }
        radius = boxes.reduce(0) { $0 + max($1.left, $1.size - 1 - $1.left) }
    }

    private var divisor: Int64 { Int64(boxes.reduce(1) { $0 * $1.size }) }

    /// Blurs a `width × height` 8-bit mask in place (values outside count as 0). The mask must
    /// already have `radius` pixels of empty margin wherever the blur should spread.
    ///
    /// Long runs of identical rows and columns are collapsed first (see `CollapsedAxis`), so a
    /// rounded rectangle blurs only a mask about the size of its corners; the result is
    /// byte-identical to blurring the whole mask (`applyDirect`). The running sums and the
    /// collapsed mask live in `scratch` (kept by the canvas between shadows).
    func apply(_ mask: inout [UInt8], width w: Int, height h: Int, scratch: inout Scratch) {
        defer { scratch.dropLarge() }
        let left = boxes.reduce(0) { $0 + $1.left }, right = boxes.reduce(0) { $0 + $1.size - 1 - $1.left }
        let (rowSame, columnSame) = Self.repeats(mask, width: w, height: h)
        let rows = CollapsedAxis(same: rowSame, left: left, right: right)
        let columns = CollapsedAxis(same: columnSame, left: left, right: right)
        let cw = columns.count, ch = rows.count
        // Collapsing costs two passes over the mask; below a 2× saving the direct blur is cheaper.
        guard cw * ch * 2 <= w * h else { return applyDirect(&mask, width: w, height: h, scratch: &scratch) }
        // Every byte of the collapsed mask is written before it is read.
        var small = RasterScratch.take(&scratch.small)
        Scratch.reserve(&small, cw * ch)
        mask.withUnsafeBufferPointer { m in
            small.withUnsafeMutableBufferPointer { s in
                for (r, y) in rows.kept.enumerated() {
                    for (c, x) in columns.kept.enumerated() { s[r * cw + c] = m[y * w + x] }
                }
            }
        }
        applyDirect(&small, width: cw, height: ch, scratch: &scratch)
        small.withUnsafeBufferPointer { s in
            mask.withUnsafeMutableBufferPointer { m in
                columns.source.withUnsafeBufferPointer { source in
                    for y in 0..<h {
                        let row = m.baseAddress! + y * w
                        if y > 0 && rows.source[y] == rows.source[y - 1] {
                            row.update(from: row - w, count: w)
                            continue
                        }
                        let from = s.baseAddress! + rows.source[y] * cw
                        for x in 0..<w { row[x] = from[source[x]] }
                    }
                }
            }
        }
        scratch.small = small
    }

    /// Which rows equal the row above and which columns equal the column to their left.
    private static func repeats(_ mask: [UInt8], width w: Int, height h: Int) -> (rows: [Bool], columns: [Bool]) {
        var rows = [Bool](repeating: false, count: h)
        var differs = [UInt8](repeating: 0, count: w)
        mask.withUnsafeBufferPointer { m in
            differs.withUnsafeMutableBufferPointer { d in
                for y in 0..<h {
                    let row = m.baseAddress! + y * w
                    if y > 0 && equal(row, row - w, w) { rows[y] = true; continue }
                    for x in 1..<max(1, w) { d[x] |= row[x] ^ row[x - 1] }
                }
            }
        }
        var columns = differs.map { $0 == 0 }
        if w > 0 { columns[0] = false }
        return (rows, columns)
    }

    /// The blur computed over every pixel, without collapsing repeats; `apply` must match it.
    func applyDirect(_ mask: inout [UInt8], width w: Int, height h: Int, scratch: inout Scratch) {
        // Every element of the sums is written before it is read (the passes below), so the
        // scratch is only sized, never cleared.
        Scratch.reserve(&scratch.lines, 2 * w)
        Scratch.reserve(&scratch.rows, 2 * w)
        Scratch.reserve(&scratch.stages, 2 * w * h + w)
        mask.withUnsafeMutableBufferPointer { m in
        scratch.lines.withUnsafeMutableBufferPointer { lines in
        scratch.rows.withUnsafeMutableBufferPointer { rows in
        scratch.stages.withUnsafeMutableBufferPointer { stages in
            horizontal(m.baseAddress!, width: w, height: h, lines: lines.baseAddress!, rows: rows.baseAddress!)
            vertical(m.baseAddress!, width: w, height: h, stages: stages.baseAddress!)
        }
        }
        }
        }
    }

    /// The horizontal passes, a row at a time: `lines` holds two rows of sums (2 × w), `rows`
    /// the previous source row and its result (2 × w), so a row equal to the one above is
    /// copied instead of summed again.
    private func horizontal(_ m: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int,
                            lines: UnsafeMutablePointer<Int64>, rows: UnsafeMutablePointer<UInt8>) {
        let divisor = self.divisor, half = divisor / 2
        let prev = rows, out = rows + w
        var havePrevious = false
        for y in 0..<h {
            let row = m + y * w
            if havePrevious && Self.equal(row, prev, w) {
                row.update(from: out, count: w)
                continue
            }
            prev.update(from: row, count: w)
            for x in 0..<w { lines[x] = Int64(row[x]) }
            var src = lines, dst = lines + w
            for box in boxes {
                Self.boxLine(src, dst, count: w, size: box.size, left: box.left)
                swap(&src, &dst)
            }
            for x in 0..<w { out[x] = UInt8(min(255, (src[x] + half) / divisor)) }
            row.update(from: out, count: w)
            havePrevious = true
        }
    }

    /// One box pass along a line: dst[i] = Σ src[i - left ... i - left + size - 1], zero outside.
    @inline(__always)
    private static func boxLine(_ src: UnsafeMutablePointer<Int64>, _ dst: UnsafeMutablePointer<Int64>,
                                count n: Int, size: Int, left: Int) {
        let right = size - 1 - left
        var sum: Int64 = 0
        for k in 0...min(right, n - 1) { sum += src[k] }
        for i in 0..<n {
            dst[i] = sum
            let add = i + right + 1, remove = i - left
            if add < n { sum += src[add] }
            if remove >= 0 { sum -= src[remove] }
        }
    }

    /// The vertical passes: three running sums down the columns, a whole row at a time, in
    /// `stages`: two w × h stages and a row of sums (2 × w × h + w).
    private func vertical(_ m: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, stages: UnsafeMutablePointer<Int64>) {
        let divisor = self.divisor, half = divisor / 2
        for i in 0..<(w * h) { stages[i] = Int64(m[i]) }
        var src = stages, dst = stages + w * h
        let sum = stages + 2 * w * h
        for box in boxes {
            let right = box.size - 1 - box.left
            for x in 0..<w { sum[x] = 0 }
            for k in 0...min(right, h - 1) {
                let r = src + k * w
                for x in 0..<w { sum[x] &+= r[x] }
            }
            for y in 0..<h {
                let out = dst + y * w
                for x in 0..<w { out[x] = sum[x] }
                let add = y + right + 1, remove = y - box.left
                if add < h {
                    let r = src + add * w
                    for x in 0..<w { sum[x] &+= r[x] }
                }
                if remove >= 0 {
                    let r = src + remove * w
                    for x in 0..<w { sum[x] &-= r[x] }
                }
            }
            swap(&src, &dst)
        }
        for i in 0..<(w * h) { m[i] = UInt8(min(255, (src[i] + half) / divisor)) }
    }

    /// Whether `n` bytes at `a` equal those at `b`, eight at a time: a shadow's mask is mostly
    /// rows equal to the one above, compared whole (byte by byte this was 2% of a gallery
    /// story's CPU). `BlurFastPathTests` holds it to a byte-by-byte comparison.
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        let wordsA = UnsafeRawPointer(a), wordsB = UnsafeRawPointer(b)
        var i = 0
        while i + 8 <= n {
            if wordsA.loadUnaligned(fromByteOffset: i, as: UInt64.self) != wordsB.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                return false
            }
            i += 8
        }
        while i < n {
            if a[i] != b[i] { return false }
            i += 1
        }
        return true
    }
}
