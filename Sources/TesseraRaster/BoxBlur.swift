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
    /// byte-identical to blurring the whole mask (`applyDirect`).
    func apply(_ mask: inout [UInt8], width w: Int, height h: Int) {
        let left = boxes.reduce(0) { $0 + $1.left }, right = boxes.reduce(0) { $0 + $1.size - 1 - $1.left }
        let (rowSame, columnSame) = Self.repeats(mask, width: w, height: h)
        let rows = CollapsedAxis(same: rowSame, left: left, right: right)
        let columns = CollapsedAxis(same: columnSame, left: left, right: right)
        let cw = columns.count, ch = rows.count
        // Collapsing costs two passes over the mask; below a 2× saving the direct blur is cheaper.
        guard cw * ch * 2 <= w * h else { return applyDirect(&mask, width: w, height: h) }
        var small = [UInt8](repeating: 0, count: cw * ch)
        mask.withUnsafeBufferPointer { m in
            small.withUnsafeMutableBufferPointer { s in
                for (r, y) in rows.kept.enumerated() {
                    for (c, x) in columns.kept.enumerated() { s[r * cw + c] = m[y * w + x] }
                }
            }
        }
        applyDirect(&small, width: cw, height: ch)
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
    func applyDirect(_ mask: inout [UInt8], width w: Int, height h: Int) {
        mask.withUnsafeMutableBufferPointer { m in
            horizontal(m.baseAddress!, width: w, height: h)
            vertical(m.baseAddress!, width: w, height: h)
        }
    }

    private func horizontal(_ m: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int) {
        var a = [Int64](repeating: 0, count: w), b = [Int64](repeating: 0, count: w)
        var previous = [UInt8](repeating: 0, count: w), output = [UInt8](repeating: 0, count: w)
        let divisor = self.divisor, half = divisor / 2
        a.withUnsafeMutableBufferPointer { ab in
        b.withUnsafeMutableBufferPointer { bb in
        previous.withUnsafeMutableBufferPointer { prev in
        output.withUnsafeMutableBufferPointer { out in
            var havePrevious = false
            for y in 0..<h {
                let row = m + y * w
                if havePrevious && Self.equal(row, prev.baseAddress!, w) {
                    row.update(from: out.baseAddress!, count: w)
                    continue
                }
                prev.baseAddress!.update(from: row, count: w)
                for x in 0..<w { ab[x] = Int64(row[x]) }
                var src = ab.baseAddress!, dst = bb.baseAddress!
                for box in boxes {
                    Self.boxLine(src, dst, count: w, size: box.size, left: box.left)
                    swap(&src, &dst)
                }
                for x in 0..<w { out[x] = UInt8(min(255, (src[x] + half) / divisor)) }
                row.update(from: out.baseAddress!, count: w)
                havePrevious = true
            }
        }
        }
        }
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

    /// The vertical passes: three running sums down the columns, a whole row at a time.
    private func vertical(_ m: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int) {
        var stage0 = [Int64](repeating: 0, count: w * h), stage1 = [Int64](repeating: 0, count: w * h)
        var sums = [Int64](repeating: 0, count: w)
        let divisor = self.divisor, half = divisor / 2
        stage0.withUnsafeMutableBufferPointer { s0 in
        stage1.withUnsafeMutableBufferPointer { s1 in
        sums.withUnsafeMutableBufferPointer { sb in
            for i in 0..<(w * h) { s0[i] = Int64(m[i]) }
            var src = s0.baseAddress!, dst = s1.baseAddress!
            let sum = sb.baseAddress!
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
        }
        }
    }

    @inline(__always)
    private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        for i in 0..<n where a[i] != b[i] { return false }
        return true
    }
}
